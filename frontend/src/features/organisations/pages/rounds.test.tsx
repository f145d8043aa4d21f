import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// Screens of the whole app on a shared two-core machine: generous, a screen that never shows still fails.
vi.setConfig({ testTimeout: 40_000, hookTimeout: 120_000 });
import { DIMENSION_LABELS } from '@readiness/contracts/assessment';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi, stubScrolling } from '../../../test/test-app.tsx';
import {
  CFO_ID,
  CTO_ID,
  ORGANISATION_DETAIL,
  ORG_ID,
  OWNER,
  ROUND_DETAIL,
  ROUND_ID,
  ROUND_RESPONSE,
  ROUND_RESULTS,
} from '../test-fixtures.ts';

// Screens wait on a loopback API: on a loaded shared machine an answer can take longer than the default 4 s.

const api = useTestApi();
beforeAll(async () => {
  // The screens' code loaded up front: a lazy route's first load on a busy machine must not eat a test's time.
  await Promise.all([
    import('../../../components/layout/app-layout.tsx'),
    import('./start-round-page.tsx'),
    import('./round-page.tsx'),
    import('./round-answer-page.tsx'),
    import('./round-results-page.tsx'),
  ]);
  stubScrolling();
});

const ORG = `/api/organisations/${ORG_ID}`;
const ROUND = `${ORG}/rounds/${ROUND_ID}`;

beforeEach(() => {
  api.server.requests.length = 0;
  api.state.user = OWNER;
  api.state.routes = {
    [`GET ${ORG}`]: (_req, res) => sendJson(res, 200, ORGANISATION_DETAIL),
    [`GET ${ORG}/rounds`]: (_req, res) => sendJson(res, 200, []),
    [`GET ${ROUND}`]: (_req, res) => sendJson(res, 200, ROUND_DETAIL),
  };
});

const calls = (method: string, path: string) =>
  api.server.requests.filter((request) => request.method === method && request.url.split('?')[0] === path);
const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('starting a round', () => {
  test('sends the kind, anonymity, deadline, participants and assignments chosen', async () => {
    api.state.routes[`POST ${ORG}/rounds`] = (_req, res) => sendJson(res, 201, ROUND_DETAIL);
    const { router } = renderApp(`/organisations/${ORG_ID}/rounds/new`);
    await h1('Start a round');
    fireEvent.click(screen.getByRole('radio', { name: 'Full' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Named' }));
    // Mary does not take part; Charles answers Resource Allocation alone.
    fireEvent.click(screen.getByRole('checkbox', { name: /Mary Somerville/ }));
    fireEvent.change(screen.getByLabelText(DIMENSION_LABELS['resource-allocation']), {
      target: { value: CFO_ID },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start the round' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/organisations/${ORG_ID}/rounds/${ROUND_ID}`),
    );
    const body = JSON.parse(calls('POST', `${ORG}/rounds`)[0]!.body) as { deadline: string };
    expect(body).toMatchObject({
      kind: 'full',
      anonymity: 'named',
      participantIds: [OWNER.id, CFO_ID],
      assignments: [{ dimension: 'resource-allocation', userIds: [CFO_ID] }],
    });
    expect(Date.parse(body.deadline)).toBeGreaterThan(Date.now());
  });

  test('refuses, before sending, a round with no participant', async () => {
    renderApp(`/organisations/${ORG_ID}/rounds/new`);
    await h1('Start a round');
    for (const name of [/Ada Lovelace/, /Charles Babbage/, /Mary Somerville/])
      fireEvent.click(screen.getByRole('checkbox', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the round' }));
    expect(await screen.findByText('Choose at least one participant.')).toBeTruthy();
    expect(calls('POST', `${ORG}/rounds`)).toHaveLength(0);
  });
});

describe('a round’s progress', () => {
  test('shows who finished which part, never answers, and closes early after asking', async () => {
    api.state.routes[`POST ${ROUND}/close`] = (_req, res) =>
      sendJson(res, 200, {
        ...ROUND_DETAIL,
        status: 'closed',
        closedAt: '2026-12-01T12:00:00.000Z',
        closeReason: 'manual',
      });
    renderApp(`/organisations/${ORG_ID}/rounds/${ROUND_ID}`);
    await h1(/Quick round of/);
    expect(screen.getByText(/Anonymous round: nobody sees who answered what/)).toBeTruthy();
    const progress = screen.getByRole('heading', { name: 'Progress' }).closest('div')!.parentElement!;
    expect(within(progress).getByText('6 of 15 answered')).toBeTruthy();
    expect(within(progress).getAllByText('Finished')).toHaveLength(1);
    expect(within(progress).getByText('Not started')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the round now' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls('POST', `${ROUND}/close`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the round' }));
    expect(await screen.findByRole('link', { name: 'See the results' })).toBeTruthy();
    expect(calls('POST', `${ROUND}/close`)).toHaveLength(1);
  });
});

describe('answering a round', () => {
  test('reuses the question cards, says it is anonymous, saves each answer and finishes', async () => {
    api.state.routes[`GET ${ROUND}/response`] = (_req, res) => sendJson(res, 200, ROUND_RESPONSE);
    api.state.routes[`PUT ${ROUND}/response/answers`] = (_req, res) =>
      sendJson(res, 200, { saved: 1, progress: { answered: 2, total: 2 } });
    api.state.routes[`POST ${ROUND}/response/submit`] = (_req, res) =>
      sendJson(res, 200, { submittedAt: '2026-11-25T10:00:00.000Z', progress: { answered: 2, total: 2 } });
    renderApp(`/organisations/${ORG_ID}/rounds/${ROUND_ID}/answer`);
    await h1('Your part of the round');
    expect(screen.getByText(/Anonymous round/)).toBeTruthy();
    expect(screen.getByText('1 of 2 questions answered')).toBeTruthy();
    // The next dimension, through the Next button (the step list names it too).
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Assessment steps' })).getByRole('button', {
        name: new RegExp(DIMENSION_LABELS['data-management']),
      }),
    );
    await screen.findByRole('heading', { level: 2, name: DIMENSION_LABELS['data-management'] });
    fireEvent.click(screen.getByRole('radio', { name: /Don.t know/ }));
    await waitFor(() => expect(calls('PUT', `${ROUND}/response/answers`)).toHaveLength(1), {
      timeout: 3_000,
    });
    expect(JSON.parse(calls('PUT', `${ROUND}/response/answers`)[0]!.body)).toEqual({
      answers: [{ questionId: 'data-management-q', value: 'dont-know' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Finish my part' }));
    expect(await screen.findByText(/You finished your part/)).toBeTruthy();
    expect(calls('POST', `${ROUND}/response/submit`)).toHaveLength(1);
  });

  test('a named round says so', async () => {
    api.state.routes[`GET ${ROUND}/response`] = (_req, res) =>
      sendJson(res, 200, { ...ROUND_RESPONSE, anonymity: 'named' });
    renderApp(`/organisations/${ORG_ID}/rounds/${ROUND_ID}/answer`);
    await h1('Your part of the round');
    expect(screen.getByText(/Named round: members see each person’s level/)).toBeTruthy();
  });

  test('someone not asked hears so', async () => {
    api.state.routes[`GET ${ROUND}/response`] = (_req, res) =>
      sendJson(res, 403, { error: 'You are not a participant', code: ERROR_CODES.NOT_ROUND_PARTICIPANT });
    renderApp(`/organisations/${ORG_ID}/rounds/${ROUND_ID}/answer`);
    expect(
      await screen.findByText('You are not asked to answer this round', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});

describe('organisation results', () => {
  beforeEach(() => {
    api.state.routes[`GET ${ROUND}/results`] = (_req, res) => sendJson(res, 200, ROUND_RESULTS);
  });

  test('shows the overall score, each dimension’s median, spread and respondents, and the disagreements', async () => {
    renderApp(`/organisations/${ORG_ID}/rounds/${ROUND_ID}/results`);
    await h1(/organisation results/);
    expect(screen.getByText('57.3/100')).toBeTruthy();
    expect(screen.getByText('3 of 3 participants answered', { exact: false })).toBeTruthy();
    const byDimension = screen.getByRole('heading', { name: 'By dimension' }).closest('div')!.parentElement!;
    expect(
      within(byDimension).getAllByText('Spread: median 2.5, middle half 1.5 to 4.5, all answers 1 to 5'),
    ).toHaveLength(1);
    const disagree = screen
      .getByRole('heading', { name: 'Where your leaders disagree' })
      .closest('div')!.parentElement!;
    // Only the dimension with a spread is listed; the question's answers are counted, never attributed.
    expect(within(disagree).getByText(DIMENSION_LABELS['ai-strategy'])).toBeTruthy();
    expect(within(disagree).queryByText(DIMENSION_LABELS['data-management'])).toBeNull();
    expect(
      within(disagree).getByText(
        /level 1: 1 · level 2: 1 · level 3: 0 · level 4: 0 · level 5: 1 · don’t know: 1/,
      ),
    ).toBeTruthy();
    // A group under 3 respondents is not shown.
    expect(screen.getByText('Fewer than 3 respondents: not shown.')).toBeTruthy();
  });

  test('an owner assigns an action to a member and ticks it done', async () => {
    api.state.routes[`PATCH ${ROUND}/roadmap/act-vision`] = (req, res) => {
      const body = JSON.parse(req.body) as { done?: boolean; assigneeId?: string | null };
      sendJson(res, 200, {
        actionId: 'act-vision',
        done: body.done ?? false,
        assignee: {
          userId: body.assigneeId ?? CTO_ID,
          name: body.assigneeId === CFO_ID ? 'Charles Babbage' : 'Mary Somerville',
        },
        progress: { done: body.done ? 1 : 0, total: 1, percent: body.done ? 100 : 0 },
      });
    };
    renderApp(`/organisations/${ORG_ID}/rounds/${ROUND_ID}/results`);
    await h1(/organisation results/);
    const assignee = await screen.findByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect((assignee as HTMLSelectElement).value).toBe(CTO_ID));
    fireEvent.change(assignee, { target: { value: CFO_ID } });
    await waitFor(() => expect(calls('PATCH', `${ROUND}/roadmap/act-vision`)).toHaveLength(1));
    expect(JSON.parse(calls('PATCH', `${ROUND}/roadmap/act-vision`)[0]!.body)).toEqual({
      assigneeId: CFO_ID,
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agree the AI vision with the board' }));
    expect(await screen.findByText('1 of 1 actions done (100%)')).toBeTruthy();
    expect(JSON.parse(calls('PATCH', `${ROUND}/roadmap/act-vision`)[1]!.body)).toEqual({ done: true });
  });

  test('an open round’s results say they come at closing', async () => {
    api.state.routes[`GET ${ROUND}/results`] = (_req, res) =>
      sendJson(res, 409, { error: 'open', code: ERROR_CODES.ROUND_OPEN });
    renderApp(`/organisations/${ORG_ID}/rounds/${ROUND_ID}/results`);
    expect(await screen.findByText('The round is still open', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
