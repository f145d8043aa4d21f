import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { sendJson } from '../test/loopback-server.ts';
import { renderApp, useTestApi } from '../test/test-app.tsx';
import { TEST_USER } from '../test/users.ts';
import { ADMIN_USER, storeKeyFor } from '../features/admin/test-fixtures.ts';

/*
 * A part of a screen whose data cannot be read says so in its own place (components/query-error.tsx): in red with
 * the server's reason and "Try again" when the call failed, calmly when the service behind it is restarting (its
 * query asks again by itself). Tried on screens of several services, every call but the session answering alike.
 */

const api = useTestApi();
beforeEach(() => {
  api.state.routes = {};
  api.state.otherwise = (_req, res) =>
    sendJson(res, 503, {
      error: 'The assessment service is unavailable. Please try again shortly.',
      code: ERROR_CODES.SERVICE_UNAVAILABLE,
    });
});

const ORGANISATION_ID = '11111111-1111-4111-8111-111111111111';
const ROUND_ID = '22222222-2222-4222-8222-222222222222';

describe('while the service behind them restarts, the parts say they will be back, and nothing is red', () => {
  const SCREENS: { path: string; admin?: boolean; says: (string | RegExp)[] }[] = [
    { path: '/organisations', says: ['Your organisations will be back in a moment.'] },
    { path: `/organisations/${ORGANISATION_ID}/rounds/${ROUND_ID}`, says: ['This part is restarting'] },
    { path: `/organisations/${ORGANISATION_ID}/rounds/new`, says: ['This part is restarting'] },
    { path: '/admin-organisations', admin: true, says: ['The organisations will be back in a moment.'] },
    { path: '/admin-support', admin: true, says: ['The inbox will be back in a moment.'] },
    {
      path: '/admin-dashboard',
      admin: true,
      says: ['The chart will be back in a moment.', 'The assessments will be back in a moment.'],
    },
  ];

  for (const { path, admin, says } of SCREENS)
    test(path, async () => {
      api.state.user = admin ? ADMIN_USER : TEST_USER;
      if (admin) storeKeyFor(ADMIN_USER.id);
      renderApp(path);
      for (const text of says) expect(await screen.findByText(text)).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/could not be loaded|service is unavailable/i);
      expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual([]);
    });
});

test('a call that failed says what could not be loaded and why, and "Try again" asks again', async () => {
  api.state.user = TEST_USER;
  let calls = 0;
  api.state.routes['GET /api/organisations'] = (_req, res) => {
    calls += 1;
    if (calls === 1) return sendJson(res, 500, { error: 'Something went wrong', code: ERROR_CODES.INTERNAL });
    sendJson(res, 200, { organisations: [] });
  };
  renderApp('/organisations');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Your organisations could not be loaded: Something went wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/You are not in an organisation yet/)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(calls).toBe(2);
});
