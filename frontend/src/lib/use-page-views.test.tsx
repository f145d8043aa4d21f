import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sendJson, type RecordedRequest } from '../test/loopback-server.ts';
import { renderApp, startTestApi } from '../test/test-app.tsx';

let api: Awaited<ReturnType<typeof startTestApi>>;
const views: RecordedRequest[] = [];
beforeAll(async () => {
  api = await startTestApi();
  api.state.routes['POST /api/monitoring/page-views'] = (req, res) => {
    views.push(req);
    res.statusCode = 204;
    res.end();
  };
  api.state.routes['GET /api/whitelabel/plans'] = (_req, res) =>
    sendJson(res, 200, { plans: [], launchTime: '24-48 hours' });
});
afterAll(async () => {
  await api.server.close();
});

const reported = () => views.map((view) => (JSON.parse(view.body) as { path: string }).path);

test('route changes are page views; the first page (a document load) and a query change are not', async () => {
  const { router } = renderApp('/');
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });
  await act(() => router.navigate('/auth'));
  await waitFor(() => expect(reported()).toEqual(['/auth']));
  await act(() => router.navigate('/auth?mode=register'));
  await act(() => router.navigate('/whitelabel-deployment'));
  await waitFor(() => expect(reported()).toEqual(['/auth', '/whitelabel-deployment']));
  expect(views[0]!.headers['content-type']).toBe('application/json');
}, 30_000);
