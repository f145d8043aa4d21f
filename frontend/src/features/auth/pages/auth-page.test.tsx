import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, startTestApi } from '../../../test/test-app.tsx';

let api: Awaited<ReturnType<typeof startTestApi>>;

beforeAll(async () => {
  api = await startTestApi();
  api.state.user = null;
});

afterAll(async () => {
  await api.server.close();
});

describe('the sign-in page', () => {
  test('names the live bank’s count of questions (76 once an admin added one), never a literal 75', async () => {
    api.state.routes = {
      'GET /api/questions/counts': (_req, res) =>
        sendJson(res, 200, {
          bankVersion: 2,
          full: 76,
          quick: 15,
          dimensions: 15,
          perDimension: { min: 5, max: 6 },
        }),
    };
    renderApp('/auth');
    expect(await screen.findByText('76-question assessment across 15 dimensions')).toBeTruthy();
    expect(screen.queryByText(/75-question/)).toBeNull();
  });
});
