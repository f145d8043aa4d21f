import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TUserStats } from '@readiness/contracts/assessment';
import type { TUsageStats } from '@readiness/contracts/ai-tools';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { ReportsPage } from '../features/reports/pages/reports-page.tsx';
import { EMPTY_STATS } from '../features/dashboard/test-fixtures.ts';
import { RESTARTING_RETRY_MS } from '../lib/query-client.ts';
import { sendJson, setPageOrigin, startLoopbackServer } from '../test/loopback-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { TEST_USER } from '../test/users.ts';
import { RestartingNotes } from './service-restarting.tsx';

// The assessment service is restarting (the gateway answers its routes 503) while ai-tools answers as usual.
const STATS: TUserStats = { ...EMPTY_STATS, totalAssessments: 7, completedAssessments: 6 };
const USAGE: TUsageStats = {
  promptsUsed: 3,
  monthlyLimit: 50,
  resetsAt: '2026-12-01T00:00:00.000Z',
  unlimited: false,
  toolsUsedThisMonth: ['generate-code'],
  offline: true,
};

let isAssessmentDown = true;
let statsCalls = 0;
let server: Awaited<ReturnType<typeof startLoopbackServer>>;

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    if (req.url === '/api/auth/user') return sendJson(res, 200, TEST_USER);
    if (req.url === '/api/ai-tools/usage-stats') return sendJson(res, 200, USAGE);
    if (req.url === '/api/user/stats') {
      statsCalls += 1;
      if (!isAssessmentDown) return sendJson(res, 200, STATS);
      res.setHeader('retry-after', '2');
      return sendJson(res, 503, {
        error: 'The assessment service is unavailable. Please try again shortly.',
        code: ERROR_CODES.SERVICE_UNAVAILABLE,
      });
    }
    // The organisation cards of the dashboard ask the assessment service too.
    if (req.url === '/api/user/assigned-actions' || req.url === '/api/user/rounds') {
      if (!isAssessmentDown) return sendJson(res, 200, req.url === '/api/user/rounds' ? [] : { actions: [] });
      return sendJson(res, 503, {
        error: 'The assessment service is unavailable. Please try again shortly.',
        code: ERROR_CODES.SERVICE_UNAVAILABLE,
      });
    }
    if (req.url === '/api/assessments') {
      if (!isAssessmentDown) return sendJson(res, 200, []);
      return sendJson(res, 503, {
        error: 'The assessment service is unavailable. Please try again shortly.',
        code: ERROR_CODES.SERVICE_UNAVAILABLE,
      });
    }
    return sendJson(res, 404, { error: 'Not found', code: ERROR_CODES.NOT_FOUND });
  });
  setPageOrigin(server.origin);
});
afterAll(async () => {
  await server.close();
});

test('a part whose service is restarting says so, the rest works, and it comes back by itself', async () => {
  renderWithProviders(<DashboardPage />, { route: '/dashboard' });

  expect(await screen.findByText('This part is restarting')).toBeTruthy();
  expect(screen.getByText(/Your figures and assessments will be back in a moment/)).toBeTruthy();
  expect(screen.getByText('Your assessments will be back in a moment.')).toBeTruthy();
  // Not an error: the gateway's technical message is not shown.
  expect(document.body.textContent).not.toMatch(/could not be loaded|service is unavailable/i);
  // The AI tools (another service) work meanwhile.
  expect(await screen.findByTestId('active-tools')).toBeTruthy();

  // It asks again by itself: no click, the service comes back, the figures appear and the note goes.
  const callsWhileDown = statsCalls;
  isAssessmentDown = false;
  await waitFor(() => expect(screen.getByText('6 completed')).toBeTruthy(), {
    timeout: RESTARTING_RETRY_MS * 2,
  });
  expect(statsCalls).toBeGreaterThan(callsWhileDown);
  expect(screen.queryByText('This part is restarting')).toBeNull();
});

test('any screen under the layouts gets one page-level note while its service restarts, gone when it is back', async () => {
  isAssessmentDown = true;
  renderWithProviders(
    <RestartingNotes>
      <ReportsPage />
    </RestartingNotes>,
    { route: '/reports' },
  );
  const note = (await screen.findByText('This part is restarting')).closest('[role="status"]')!;
  expect(note.textContent).toContain('Assessments and reports will be back in a moment');
  expect(screen.getAllByText('This part is restarting')).toHaveLength(1);

  isAssessmentDown = false;
  await waitFor(() => expect(screen.getByText('No reports yet')).toBeTruthy(), {
    timeout: RESTARTING_RETRY_MS * 2,
  });
  expect(screen.queryByText('This part is restarting')).toBeNull();
});

test('a screen that shows its own note gets no second one from the page', async () => {
  isAssessmentDown = true;
  renderWithProviders(
    <RestartingNotes>
      <DashboardPage />
    </RestartingNotes>,
    { route: '/dashboard' },
  );
  expect(await screen.findByText(/Your figures and assessments will be back in a moment/)).toBeTruthy();
  expect(screen.getAllByText('This part is restarting')).toHaveLength(1);
  isAssessmentDown = false;
});
