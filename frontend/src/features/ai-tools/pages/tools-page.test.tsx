import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { sendJson } from '../../../test/loopback-server.ts';
import { useTestApi } from '../../../test/test-app.tsx';
import { FREE_USER } from '../../assessment/test-fixtures.ts';
import { FREE_USAGE } from '../test-fixtures.ts';
import { renderAiTools } from '../test-app.tsx';

const api = useTestApi();
beforeEach(() => {
  api.state.user = FREE_USER;
  api.state.routes = {
    'GET /api/ai-tools/usage-stats': (_req, res) => sendJson(res, 200, FREE_USAGE),
    'GET /api/ai-tools/code-templates': (_req, res) => sendJson(res, 200, { templates: [] }),
  };
});

describe('/tools', () => {
  test('four tool cards (the Strategy Planner marked Premium), each with Launch Tool to its tab of /ai-tools; the usage badge; Settings', async () => {
    renderAiTools('/tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Tools' })).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'AI tools' }).children;
    expect([...cards].map((card) => within(card as HTMLElement).getByRole('heading').textContent)).toEqual([
      'Code Generator',
      'Code Templates',
      'Prompt Optimizer',
      'Strategy Planner',
    ]);
    const launches = screen.getAllByRole('link', { name: /^Launch Tool/ });
    expect(within(cards[3] as HTMLElement).getByText('Premium')).toBeTruthy();
    expect(launches.map((link) => link.getAttribute('href'))).toEqual([
      '/ai-tools?tab=generator',
      '/ai-tools?tab=templates',
      '/ai-tools?tab=optimizer',
      '/ai-tools?tab=planner',
    ]);
    expect(launches.map((link) => link.textContent)).toEqual([
      'Launch Tool',
      'Launch Tool',
      'Launch Tool',
      'Launch Tool',
    ]);
    expect((await screen.findByTestId('usage-badge')).textContent).toContain('12 / 50 prompts');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  test('Launch Tool opens the workspace on that tool', async () => {
    const user = userEvent.setup();
    renderAiTools('/tools');
    await user.click(await screen.findByRole('link', { name: 'Launch Tool: Code Templates' }));
    const tab = await screen.findByRole('tab', { name: /Code Templates/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });
});
