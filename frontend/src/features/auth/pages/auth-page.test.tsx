import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';

const api = useTestApi();
beforeAll(() => {
  api.state.user = null;
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
