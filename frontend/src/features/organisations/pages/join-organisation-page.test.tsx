import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// Screens of the whole app on a shared two-core machine: generous, a screen that never shows still fails.
vi.setConfig({ testTimeout: 40_000, hookTimeout: 120_000 });
import { ERROR_CODES } from '@readiness/contracts/errors';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';
import { ORGANISATION, ORGANISATION_DETAIL, ORG_ID, OWNER } from '../test-fixtures.ts';

// Screens wait on a loopback API: on a loaded shared machine an answer can take longer than the default 4 s.

const api = useTestApi();
beforeAll(async () => {
  // The screens' code loaded up front: a lazy route's first load on a busy machine must not eat a test's time.
  await Promise.all([
    import('../../../components/layout/app-layout.tsx'),
    import('./join-organisation-page.tsx'),
    import('./organisation-page.tsx'),
    import('../../auth/pages/auth-page.tsx'),
  ]);
});

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123';
const PREVIEW = {
  organisationName: ORGANISATION.name,
  invitedBy: 'Charles Babbage',
  email: OWNER.email,
  role: 'member',
  expiresAt: '2026-12-01T09:00:00.000Z',
  accountExists: false,
};

beforeEach(() => {
  api.server.requests.length = 0;
  api.state.user = null;
  api.state.routes = {
    'POST /api/organisation-invitations/preview': (_req, res) => sendJson(res, 200, PREVIEW),
  };
});

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Join an organisation' }, { timeout: 15_000 });

describe('/organisations/join', () => {
  test.each([
    [ERROR_CODES.INVITATION_EXPIRED, 410, 'This invitation has expired'],
    [ERROR_CODES.INVITATION_REVOKED, 410, 'This invitation was withdrawn'],
    [ERROR_CODES.INVITATION_USED, 410, 'This invitation has already been used'],
    [ERROR_CODES.INVITATION_NOT_FOUND, 404, 'This invitation link is not valid'],
  ])('a dead link (%s) says why', async (code, status, title) => {
    api.state.routes['POST /api/organisation-invitations/preview'] = (_req, res) =>
      sendJson(res, status, { error: 'dead link', code });
    renderApp(`/organisations/join?token=${TOKEN}`);
    await heading();
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  test('signed out: says what it is for, and registering comes back here', async () => {
    const { router } = renderApp(`/organisations/join?token=${TOKEN}`);
    await heading();
    expect(await screen.findByText(/Charles Babbage invites you/)).toBeTruthy();
    expect(JSON.parse(api.server.requests.find((r) => r.url.includes('preview'))!.body)).toEqual({
      token: TOKEN,
    });
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?tab=register');
    expect((router.state.location.state as { from: string }).from).toBe(`/organisations/join?token=${TOKEN}`);
  });

  test('signed in with the invited address: joins and opens the organisation', async () => {
    api.state.user = OWNER;
    api.state.routes['POST /api/organisation-invitations/accept'] = (_req, res) =>
      sendJson(res, 200, { organisation: { ...ORGANISATION, myRole: 'member' }, joined: true });
    api.state.routes[`GET /api/organisations/${ORG_ID}`] = (_req, res) =>
      sendJson(res, 200, ORGANISATION_DETAIL);
    api.state.routes[`GET /api/organisations/${ORG_ID}/rounds`] = (_req, res) => sendJson(res, 200, []);
    const { router } = renderApp(`/organisations/join?token=${TOKEN}`);
    await heading();
    fireEvent.click(await screen.findByRole('button', { name: `Join ${ORGANISATION.name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/organisations/${ORG_ID}`));
    expect(JSON.parse(api.server.requests.find((r) => r.url.includes('accept'))!.body)).toEqual({
      token: TOKEN,
    });
  });

  test('signed in as someone else: says so and offers no Join', async () => {
    api.state.user = { ...OWNER, email: 'someone@example.com' };
    renderApp(`/organisations/join?token=${TOKEN}`);
    await heading();
    expect(await screen.findByText('This invitation is for another address')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  test('a link used in the meantime: accepting says it was used', async () => {
    api.state.user = OWNER;
    api.state.routes['POST /api/organisation-invitations/accept'] = (_req, res) =>
      sendJson(res, 410, { error: 'used', code: ERROR_CODES.INVITATION_USED });
    renderApp(`/organisations/join?token=${TOKEN}`);
    await heading();
    fireEvent.click(await screen.findByRole('button', { name: `Join ${ORGANISATION.name}` }));
    expect(await screen.findByText('This invitation has already been used')).toBeTruthy();
  });

  test('signed out, with an account after all: the address is filled in on both tabs, and signing up comes back here', async () => {
    const { router } = renderApp(`/organisations/join?token=${TOKEN}`);
    await heading();
    fireEvent.click(await screen.findByRole('link', { name: 'I have an account' }));
    const signIn = await screen.findByRole('form', { name: 'Sign in' }, { timeout: 15_000 });
    expect(within(signIn).getByLabelText<HTMLInputElement>('Email').value).toBe(PREVIEW.email);

    // They had no account after all: the Register tab keeps where to come back to, and the address.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Register' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    const register = await screen.findByRole('form', { name: 'Create account' });
    expect(router.state.location.search).toBe('?tab=register');
    expect((router.state.location.state as { from: string }).from).toBe(`/organisations/join?token=${TOKEN}`);
    expect(within(register).getByLabelText<HTMLInputElement>('Email').value).toBe(PREVIEW.email);

    api.state.routes['POST /api/auth/register'] = (_req, res) => {
      api.state.user = OWNER;
      sendJson(res, 201, { user: OWNER });
    };
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Password', 'Correct-Horse-9-Battery'],
      [/^Company/, 'Analytical Engines'],
      [/^Job title/, 'CTO'],
    ] as const)
      fireEvent.change(within(register).getByLabelText(label), { target: { value } });
    fireEvent.click(within(register).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/join'), {
      timeout: 15_000,
    });
    expect(await screen.findByRole('button', { name: `Join ${ORGANISATION.name}` })).toBeTruthy();
  });

  test('a dead link offers a way on: the organisations of a member, signing in to a visitor', async () => {
    api.state.routes['POST /api/organisation-invitations/preview'] = (_req, res) =>
      sendJson(res, 410, { error: 'used', code: ERROR_CODES.INVITATION_USED });
    const { unmount } = renderApp(`/organisations/join?token=${TOKEN}`);
    await heading();
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/auth');
    unmount();

    api.state.user = OWNER;
    renderApp(`/organisations/join?token=${TOKEN}`);
    await heading();
    expect((await screen.findByRole('link', { name: 'Your organisations' })).getAttribute('href')).toBe(
      '/organisations',
    );
  });
});
