import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIMENSION_LABELS, DIMENSIONS, type TUserStats } from '@readiness/contracts/assessment';
import type { TUser } from '@readiness/contracts/auth';
import { sendJson, setPageOrigin, startLoopbackServer } from '../../../test/loopback-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TEST_USER } from '../../../test/users.ts';
import { EMPTY_STATS } from '../test-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { ERROR_CODES } from '@readiness/contracts/errors';

const USER: TUser = {
  ...TEST_USER,
  company: 'Analytical Engines',
  jobTitle: 'CTO',
  industry: 'technology',
  companySize: '51-200',
};

const LATEST = '0193a1b2-0000-7000-8000-000000000001';
const PREVIOUS = '0193a1b2-0000-7000-8000-000000000002';
const IN_PROGRESS = '0193a1b2-0000-7000-8000-000000000003';

// Figures no placeholder would ever show: the dashboard must render exactly these.
const STATS: TUserStats = {
  totalAssessments: 3,
  completedAssessments: 2,
  inProgressAssessmentId: IN_PROGRESS,
  latestAssessmentId: LATEST,
  latestScore: 63.4,
  latestMaturityLevel: { level: 3, name: 'Defined', description: 'Repeatable practices.' },
  scoreChange: 7.5,
  implementationProgress: { done: 3, total: 14, percent: 21 },
  dimensionScores: DIMENSIONS.map((dimension, index) => ({
    dimension,
    label: DIMENSION_LABELS[dimension],
    score: 21 + index * 5,
  })),
  recentAssessments: [
    {
      id: IN_PROGRESS,
      title: 'Quick assessment',
      status: 'in_progress',
      kind: 'quick',
      industry: 'technology',
      companySize: '51-200',
      createdAt: '2026-11-20T10:00:00.000Z',
      completedAt: null,
      overallScore: null,
    },
    {
      id: LATEST,
      title: 'Quick assessment',
      status: 'completed',
      kind: 'quick',
      industry: 'technology',
      companySize: '51-200',
      createdAt: '2026-11-10T10:00:00.000Z',
      completedAt: '2026-11-10T10:30:00.000Z',
      overallScore: 63.4,
    },
    {
      id: PREVIOUS,
      title: 'Quick assessment',
      status: 'completed',
      kind: 'quick',
      industry: 'technology',
      companySize: '51-200',
      createdAt: '2026-10-01T10:00:00.000Z',
      completedAt: '2026-10-01T10:30:00.000Z',
      overallScore: 55.9,
    },
  ],
  recommendedActions: [
    { id: 'a1', title: 'Name an executive owner for AI', dimension: 'ai-strategy', assessmentId: LATEST },
    {
      id: 'a2',
      title: 'Catalogue your critical datasets',
      dimension: 'data-management',
      assessmentId: LATEST,
    },
  ],
};

let user: TUser = USER;
let stats: { status: number; body: unknown } = { status: 200, body: STATS };
let server: Awaited<ReturnType<typeof startLoopbackServer>>;

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    if (req.url === '/api/auth/user') return sendJson(res, 200, user);
    if (req.url === '/api/user/stats') return sendJson(res, stats.status, stats.body);
    return sendJson(res, 404, { error: 'Not found', code: ERROR_CODES.NOT_FOUND });
  });
  setPageOrigin(server.origin);
});

afterAll(async () => {
  await server.close();
});

function figure(title: string) {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  return heading.closest('div.p-5, div[class*="p-5"]')?.textContent ?? '';
}

describe('dashboard figures', () => {
  test('come from /api/user/stats: score, change, progress, bars, recent assessments and actions', async () => {
    user = USER;
    stats = { status: 200, body: STATS };
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });

    expect(await screen.findByText('63.4/100')).toBeTruthy();
    expect(figure('Total Assessments')).toContain('3');
    expect(figure('Total Assessments')).toContain('2 completed');
    expect(figure('AI Readiness Score')).toContain('Defined');
    expect(figure('AI Readiness Score')).toContain('+7.5 since the previous one');
    expect(figure('Implementation Progress')).toContain('21%');
    expect(figure('Implementation Progress')).toContain('3 of 14 roadmap actions done');
    expect(screen.getByRole('link', { name: 'See your latest results' }).getAttribute('href')).toBe(
      `/results/${LATEST}`,
    );

    const bars = within(screen.getByRole('list', { name: 'Score by dimension' })).getAllByRole('progressbar');
    expect(bars).toHaveLength(DIMENSIONS.length);
    expect(bars[0]!.getAttribute('aria-valuenow')).toBe('21');
    expect(screen.getByRole('progressbar', { name: DIMENSION_LABELS['ai-strategy'] })).toBeTruthy();

    expect(
      screen.getAllByRole('link', { name: /^Full Report/ }).map((link) => link.getAttribute('href')),
    ).toEqual([`/results/${LATEST}`, `/results/${PREVIOUS}`]);
    expect(screen.getByRole('link', { name: 'Continue: Quick assessment' }).getAttribute('href')).toBe(
      `/assessment?id=${IN_PROGRESS}`,
    );
    expect(screen.getByRole('link', { name: /Continue Assessment/ }).getAttribute('href')).toBe(
      `/assessment?id=${IN_PROGRESS}`,
    );

    const action = screen.getByRole('link', { name: 'Name an executive owner for AI' });
    expect(action.getAttribute('href')).toBe(`/results/${LATEST}`);
    expect(screen.getByRole('link', { name: 'Catalogue your critical datasets' })).toBeTruthy();
    // Each one says it is next in the plan, and for which dimension.
    expect(action.nextElementSibling?.textContent).toBe('Next in your plan · AI Strategy');
    expect(screen.queryByText('Take the AI readiness assessment')).toBeNull();

    // A free user is invited to upgrade; none of the spec's placeholder figures appear.
    expect(screen.getAllByRole('link', { name: /upgrade/i }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/78%|45%|\$2\.4M/);
  });

  test('a free user with results but no roadmap is told where the roadmap comes from', async () => {
    user = USER;
    stats = { status: 200, body: { ...STATS, implementationProgress: null } };
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('63.4/100')).toBeTruthy();
    expect(figure('Implementation Progress')).toContain('—');
    expect(screen.getByRole('link', { name: 'The roadmap comes with Premium' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  test('a premium user gets no upsell', async () => {
    user = { ...USER, subscriptionTier: 'premium' };
    stats = { status: 200, body: STATS };
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('63.4/100')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /upgrade/i })).toBeNull();
  });

  test('a user with nothing taken sees honest empty states', async () => {
    user = USER;
    stats = {
      status: 200,
      body: EMPTY_STATS,
    };
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('No scores yet')).toBeTruthy();
    expect(figure('Total Assessments')).toContain('0 completed');
    expect(figure('AI Readiness Score')).toContain('Complete an assessment to get your score');
    expect(figure('Implementation Progress')).toContain('Tracked once you have a roadmap');
    expect(screen.getByText('No assessments yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the AI readiness assessment' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('a failed stats call says so instead of showing zeros', async () => {
    user = USER;
    stats = { status: 500, body: { error: 'Database unavailable', code: ERROR_CODES.INTERNAL } };
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(
      await screen.findByText(/Your assessments could not be loaded: Database unavailable/),
    ).toBeTruthy();
    expect(figure('Total Assessments')).toContain('Could not be loaded');
    expect(figure('Total Assessments')).not.toContain('0 completed');
  });

  test('a call that reaches no route (404) is an error too, not an empty dashboard', async () => {
    user = USER;
    stats = {
      status: 404,
      body: { error: 'No API route for GET /api/user/stats', code: ERROR_CODES.NOT_FOUND },
    };
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(
      await screen.findByText(
        /Your assessments could not be loaded: No API route for GET \/api\/user\/stats/,
      ),
    ).toBeTruthy();
    expect(figure('Total Assessments')).toContain('Could not be loaded');
    expect(screen.queryByText('No assessments yet')).toBeNull();
  });
});
