import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sendJson, setPageOrigin, startLoopbackServer } from '../../../test/loopback-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ORG_ID, ROUND_DETAIL, ROUND_ID } from '../test-fixtures.ts';
import { AssignedActionsCard, RoundsToAnswerCard } from './dashboard-organisation-cards.tsx';

// Screens wait on a loopback API: on a loaded shared machine an answer can take longer than the default 4 s.

type Handler = Parameters<Parameters<typeof startLoopbackServer>[0]>[1];
let routes: Record<string, (body: string, res: Handler) => void> = {};
let server: Awaited<ReturnType<typeof startLoopbackServer>>;
beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    const route = routes[`${req.method} ${req.url.split('?')[0]}`];
    if (route) route(req.body, res);
    else sendJson(res, 404, { error: 'Not found' });
  });
  setPageOrigin(server.origin);
});
afterAll(async () => {
  await server.close();
});

const ACTION = {
  organisationId: ORG_ID,
  organisationName: 'Analytical Engines',
  roundId: ROUND_ID,
  actionId: 'act-vision',
  title: 'Agree the AI vision with the board',
  dimension: 'ai-strategy',
  phase: '0-3 months',
  done: false,
};

beforeEach(() => {
  server.requests.length = 0;
  routes = {};
});

describe('My assigned actions', () => {
  test('lists the actions given to me and ticking one done saves it', async () => {
    let done = false;
    routes['GET /api/user/assigned-actions'] = (_body, res) =>
      sendJson(res, 200, { actions: [{ ...ACTION, done }] });
    routes[`PATCH /api/organisations/${ORG_ID}/rounds/${ROUND_ID}/roadmap/act-vision`] = (body, res) => {
      done = (JSON.parse(body) as { done: boolean }).done;
      sendJson(res, 200, {
        actionId: 'act-vision',
        done,
        assignee: null,
        progress: { done: 1, total: 4, percent: 25 },
      });
    };
    renderWithProviders(<AssignedActionsCard />);
    const box = await screen.findByRole('checkbox', { name: ACTION.title });
    expect(screen.getByRole('link', { name: 'Analytical Engines' }).getAttribute('href')).toBe(
      `/organisations/${ORG_ID}/rounds/${ROUND_ID}/results#roadmap`,
    );
    fireEvent.click(box);
    expect(await screen.findByText('Analytical Engines: 1 of 4 actions done')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: ACTION.title }).getAttribute('aria-checked')).toBe('true'),
    );
    const patch = server.requests.find((request) => request.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({ done: true });
  });

  test('shows nothing when nothing is assigned, and says so when the list cannot be read', async () => {
    routes['GET /api/user/assigned-actions'] = (_body, res) => sendJson(res, 200, { actions: [] });
    const first = renderWithProviders(<AssignedActionsCard />);
    // Its own request only. CI once saw 9 here: another file's waitForTier reading the user through a query client
    // it left behind (src/test/setup.ts now empties those after each test).
    const asked = () =>
      server.requests.filter((request) => request.url.startsWith('/api/user/assigned-actions'));
    await waitFor(() => expect(asked()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('My assigned actions')).toBeNull();
    first.unmount();
    routes['GET /api/user/assigned-actions'] = (_body, res) =>
      sendJson(res, 500, { error: 'Assessment is down' });
    renderWithProviders(<AssignedActionsCard />);
    expect(
      await screen.findByText('Your assigned actions could not be loaded: Assessment is down'),
    ).toBeTruthy();
  });
});

describe('Rounds to answer', () => {
  test('links to my part of each open round', async () => {
    routes['GET /api/user/rounds'] = (_body, res) =>
      sendJson(res, 200, [
        {
          ...ROUND_DETAIL,
          myPart: { dimensions: ['ai-strategy'], answered: 2, total: 5, submittedAt: null },
        },
      ]);
    renderWithProviders(<RoundsToAnswerCard />);
    const link = await screen.findByRole('link', { name: 'Continue answering' });
    expect(link.getAttribute('href')).toBe(`/organisations/${ORG_ID}/rounds/${ROUND_ID}/answer`);
    expect(screen.getByText(/2 of 5 answered/)).toBeTruthy();
  });
});
