import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { TUsageStats } from '@readiness/contracts/ai-tools';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-app.tsx';
import { FREE_USAGE, PREMIUM_USAGE } from '../test-fixtures.ts';
import { ActiveToolsCard } from './active-tools-card.tsx';

let api: Awaited<ReturnType<typeof startTestApi>>;
let usage: TUsageStats;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.server.close();
});
beforeEach(() => {
  usage = FREE_USAGE;
  api.state.routes = {
    'GET /api/ai-tools/usage-stats': (_req, res) => sendJson(res, 200, usage),
  };
});

const card = async () =>
  (await screen.findByRole('heading', { name: 'Active Tools' })).parentElement!.parentElement!;

describe('the dashboard’s Active Tools card', () => {
  test('counts and names the tools used this month', async () => {
    usage = PREMIUM_USAGE;
    renderWithProviders(<ActiveToolsCard />);
    expect((await screen.findByTestId('active-tools')).textContent).toBe(
      'Code Generator, Prompt Optimizer, Strategy Planner',
    );
    expect((await card()).textContent).toContain('3');
  });

  test('none used yet: says so and links to the tools', async () => {
    usage = { ...FREE_USAGE, toolsUsedThisMonth: [] };
    renderWithProviders(<ActiveToolsCard />);
    expect(await screen.findByText('None yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try the AI tools' }).getAttribute('href')).toBe('/ai-tools');
  });

  test('an unreadable answer is an error, not "none"', async () => {
    api.state.routes['GET /api/ai-tools/usage-stats'] = (_req, res) =>
      // A failure that is not a restart (a restarting service shows its own note, service-restarting.test.tsx).
      sendJson(res, 500, { error: 'broken', code: ERROR_CODES.INTERNAL });
    renderWithProviders(<ActiveToolsCard />);
    expect(await screen.findByText('Could not be loaded')).toBeTruthy();
    expect(screen.queryByText('None yet')).toBeNull();
  });
});
