import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sendJson } from '../../../test/loopback-server.ts';
import { readAdminKey } from '../admin-key.ts';
import { ADMIN_USER, PLAIN_USER, VALID_KEY } from '../test-fixtures.ts';
import { renderApp, startTestApi } from '../../../test/test-app.tsx';
import { nextAdminPage } from './admin-sign-in-page.tsx';
import { ERROR_CODES } from '@readiness/contracts/errors';

let api: Awaited<ReturnType<typeof startTestApi>>;
let release: (() => void) | undefined;
const EXPIRES_AT = new Date(Date.now() + 15 * 60_000).toISOString();

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  api.server.requests.length = 0;
  release = undefined;
  api.state.user = ADMIN_USER;
  api.state.routes = {
    'POST /api/auth/admin-key': (req, res) => {
      const { password } = JSON.parse(req.body) as { password: string };
      if (api.state.user?.role !== 'admin')
        return sendJson(res, 403, { error: 'Admin privileges required', code: ERROR_CODES.FORBIDDEN });
      const answer = () =>
        password === 'right-password'
          ? sendJson(res, 200, { adminKey: VALID_KEY, expiresAt: EXPIRES_AT })
          : sendJson(res, 403, { error: 'Password is incorrect', code: ERROR_CODES.PASSWORD_INCORRECT });
      if (password === 'slow-password') release = answer;
      else answer();
    },
    'GET /api/admin/questions/detailed': (_req, res) => sendJson(res, 200, { bankVersion: 1, questions: [] }),
    'GET /api/admin/questions/summary': (_req, res) =>
      sendJson(res, 200, { bankVersion: 1, updatedAt: EXPIRES_AT, total: 0, quick: 0, byDimension: [] }),
  };
});

const keyCalls = () => api.server.requests.filter((request) => request.url === '/api/auth/admin-key');

describe('/admin', () => {
  test('a user without the admin role sees Access Denied and can return to the dashboard', async () => {
    api.state.user = PLAIN_USER;
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(keyCalls()).toEqual([]);
  });

  test('asks for the password before sending anything', async () => {
    const user = userEvent.setup();
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Sign-in' });
    expect(screen.getByText(ADMIN_USER.email)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm Password' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(keyCalls()).toEqual([]);
  });

  test("shows Confirming... while pending, then the server's refusal, and stores no key", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin');
    await user.type(await screen.findByLabelText('Password'), 'slow-password');
    await user.click(screen.getByRole('button', { name: 'Confirm Password' }));
    const pending = await screen.findByRole('button', { name: 'Confirming...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await screen.findByText('Password is incorrect')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(keyCalls()[0]!.body)).toEqual({ password: 'slow-password' });
    expect(readAdminKey()).toBeNull();
    expect(router.state.location.pathname).toBe('/admin');
  });

  test('on success keeps the key for this user and goes on to ?next=', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin?next=%2Fadmin-questions%3Fdimension%3Doperations');
    await user.type(await screen.findByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Confirm Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Questions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-questions');
    expect(router.state.location.search).toBe('?dimension=operations');
    expect(readAdminKey()).toEqual({ adminKey: VALID_KEY, expiresAt: EXPIRES_AT, userId: ADMIN_USER.id });
    expect(screen.getByText('Admin access granted')).toBeTruthy();
    await waitFor(() =>
      expect(api.server.requests.some((request) => request.headers['x-admin-key'] === VALID_KEY)).toBe(true),
    );
  });

  test('without ?next= goes to the questions screen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin');
    await user.type(await screen.findByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Confirm Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-questions'));
  });

  test('with an active key, says until when and offers to continue', async () => {
    api.state.routes['POST /api/auth/admin-key'] = (_req, res) =>
      sendJson(res, 200, { adminKey: VALID_KEY, expiresAt: EXPIRES_AT });
    const user = userEvent.setup();
    const first = renderApp('/admin?next=/admin-users');
    await user.type(await screen.findByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Confirm Password' }));
    await screen.findByRole('heading', { level: 1, name: 'Manage Users' });
    first.unmount();

    renderApp('/admin?next=/admin-users');
    expect(await screen.findByText(/^Admin access is active until/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to /admin-users' }).getAttribute('href')).toBe(
      '/admin-users',
    );
  });
});

describe('next page after sign-in', () => {
  test.each([
    [null, '/admin-questions'],
    ['/admin-users', '/admin-users'],
    ['/admin-questions?q=data#top', '/admin-questions?q=data#top'],
    ['/admin', '/admin-questions'],
    ['/admin?next=/admin', '/admin-questions'],
    ['//evil.example/admin', '/admin-questions'],
    ['/\\evil.example', '/admin-questions'],
    ['https://evil.example/', '/admin-questions'],
    ['admin-users', '/admin-questions'],
  ])('%s → %s', (next, expected) => {
    expect(nextAdminPage(next)).toBe(expected);
  });
});
