import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TStrategyPlan, TStrategyPlanState } from '@readiness/contracts/ai-tools';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { sendJson } from '../../../test/loopback-server.ts';
import { startTestApi } from '../../../test/test-app.tsx';
import { FREE_USER, PREMIUM_USER } from '../../assessment/test-fixtures.ts';
import { PLAN, PLAN_ASSESSMENT, PREMIUM_USAGE } from '../test-fixtures.ts';
import { renderAiTools } from '../test-app.tsx';
import { describePlanIssues } from './plan-editor.tsx';

/* The Strategy Planner tab: the upgrade path for free users; generate, edit, save and download for premium. */

let api: Awaited<ReturnType<typeof startTestApi>>;
let planState: TStrategyPlanState;
const saved: string[] = [];

const calls = (method: string, path: string) =>
  api.server.requests.filter((request) => request.method === method && request.url.split('?')[0] === path);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.server.close();
});
beforeEach(() => {
  api.server.requests.length = 0;
  saved.length = 0;
  api.state.user = PREMIUM_USER;
  planState = { plan: null, latestAssessment: PLAN_ASSESSMENT, stale: false };
  api.state.routes = {
    'GET /api/ai-tools/usage-stats': (_req, res) => sendJson(res, 200, PREMIUM_USAGE),
    'GET /api/ai-tools/strategy-plan': (_req, res) => sendJson(res, 200, planState),
    'POST /api/ai-tools/strategy-plan/generate': (_req, res) => {
      planState = { ...planState, plan: PLAN };
      sendJson(res, 200, PLAN);
    },
    'PUT /api/ai-tools/strategy-plan': (req, res) => {
      const plan: TStrategyPlan = {
        ...PLAN,
        content: JSON.parse(req.body) as TStrategyPlan['content'],
        edited: true,
      };
      planState = { ...planState, plan };
      sendJson(res, 200, plan);
    },
    'GET /api/ai-tools/strategy-plan/markdown': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/markdown; charset=utf-8' });
      res.end('# 90-day AI plan\n');
    },
  };
  URL.createObjectURL = () => 'blob:test/plan';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the strategy planner', () => {
  test('a free user sees what it is and Upgrade to Premium to /checkout, without a refused call', async () => {
    api.state.user = FREE_USER;
    renderAiTools('/ai-tools?tab=planner');
    const panel = await screen.findByRole('tabpanel');
    expect(
      await within(panel).findByRole('heading', { name: 'Strategy Planner is part of Premium' }),
    ).toBeTruthy();
    expect(within(panel).getByText('Initiatives')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('tab', { name: /Strategy Planner \(Premium\)/ })).toBeTruthy();
    expect(calls('GET', '/api/ai-tools/strategy-plan')).toEqual([]);
  });

  test('a refusal of a user thought premium shows the same upgrade path', async () => {
    api.state.routes['GET /api/ai-tools/strategy-plan'] = (_req, res) =>
      sendJson(res, 403, { error: 'Premium only', code: ERROR_CODES.PREMIUM_REQUIRED });
    renderAiTools('/ai-tools?tab=planner');
    expect(await screen.findByRole('heading', { name: 'Strategy Planner is part of Premium' })).toBeTruthy();
  });

  test('without a completed assessment it sends the user to take one', async () => {
    planState = { plan: null, latestAssessment: null, stale: false };
    renderAiTools('/ai-tools?tab=planner');
    const link = await screen.findByRole('link', { name: 'Take the Assessment' });
    expect(link.getAttribute('href')).toBe('/assessment');
    expect(screen.queryByRole('button', { name: /Generate/ })).toBeNull();
  });

  test('generates the plan from the latest assessment and shows every part', async () => {
    const user = userEvent.setup();
    renderAiTools('/ai-tools?tab=planner');
    expect(await screen.findByText(/score 48.4\/100, Developing/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate 90-Day Plan' }));
    const plan = await screen.findByRole('region', { name: /Your 90-Day AI Plan/ });
    expect(calls('POST', '/api/ai-tools/strategy-plan/generate')).toHaveLength(1);
    expect(calls('POST', '/api/ai-tools/strategy-plan/generate')[0]!.headers['idempotency-key']).toBeTruthy();
    expect(within(plan).getByTestId('plan-title').textContent).toBe('90-day AI plan');
    for (const part of ['Objectives', 'Initiatives', 'Milestones', 'KPIs', 'Risks'])
      expect(within(plan).getByRole('region', { name: part })).toBeTruthy();
    expect(within(plan).getByText('Owner: Executive sponsor')).toBeTruthy();
    expect(within(plan).getByText('Weeks 1–6')).toBeTruthy();
    expect(await screen.findByText('Plan Generated')).toBeTruthy();
  });

  test('edits are checked, then saved with PUT; the plan shows them', async () => {
    const user = userEvent.setup();
    planState = { ...planState, plan: PLAN };
    renderAiTools('/ai-tools?tab=planner');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit the plan' });

    const title = within(form).getByLabelText('Title', { selector: 'input:not(fieldset input)' });
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Add KPI' }));
    await user.click(within(form).getByRole('button', { name: 'Save Plan' }));
    const problems = await within(form).findByRole('alert');
    expect(problems.textContent).toContain('title must not be empty');
    expect(problems.textContent).toContain('KPI 2: KPI name must not be empty');
    expect(calls('PUT', '/api/ai-tools/strategy-plan')).toEqual([]);

    await user.type(title, 'Our AI plan');
    await user.click(within(form).getByRole('button', { name: 'Remove kpi 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(calls('PUT', '/api/ai-tools/strategy-plan')).toHaveLength(1));
    const body = JSON.parse(calls('PUT', '/api/ai-tools/strategy-plan')[0]!.body) as TStrategyPlan['content'];
    expect(body).toEqual({ ...PLAN.content, title: 'Our AI plan' });
    expect(await screen.findByText('Plan Saved')).toBeTruthy();
    expect((await screen.findByTestId('plan-title')).textContent).toBe('Our AI plan');
    expect(screen.getByText('Edited')).toBeTruthy();
  });

  test('Download Markdown saves ai-strategy-plan.md', async () => {
    const user = userEvent.setup();
    planState = { ...planState, plan: PLAN };
    renderAiTools('/ai-tools?tab=planner');
    await user.click(await screen.findByRole('button', { name: 'Download Markdown' }));
    await waitFor(() => expect(saved).toEqual(['ai-strategy-plan.md']));
    expect(await screen.findByText('Download Started')).toBeTruthy();
  });

  test('a newer assessment is pointed out, and regenerating asks first', async () => {
    const user = userEvent.setup();
    planState = { ...planState, plan: PLAN, stale: true };
    renderAiTools('/ai-tools?tab=planner');
    expect(await screen.findByText('You have a newer assessment')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Current Plan' }));
    expect(calls('POST', '/api/ai-tools/strategy-plan/generate')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace Plan' }));
    await waitFor(() => expect(calls('POST', '/api/ai-tools/strategy-plan/generate')).toHaveLength(1));
  });
});

describe('describePlanIssues', () => {
  test('names the entry of a list an issue belongs to', () => {
    expect(
      describePlanIssues([
        { path: ['initiatives', 1, 'title'], message: 'initiative title must not be empty' },
        { path: ['summary'], message: 'summary must not be empty' },
      ]),
    ).toEqual(['Initiative 2: initiative title must not be empty', 'summary must not be empty']);
  });
});
