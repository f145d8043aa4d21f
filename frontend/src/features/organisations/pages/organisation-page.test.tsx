import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// Screens of the whole app on a shared two-core machine: generous, a screen that never shows still fails.
vi.setConfig({ testTimeout: 40_000, hookTimeout: 120_000 });
import { ERROR_CODES } from '@readiness/contracts/errors';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';
import { CFO_ID, CTO_ID, ORGANISATION, ORGANISATION_DETAIL, ORG_ID, OWNER } from '../test-fixtures.ts';

// Screens wait on a loopback API: on a loaded shared machine an answer can take longer than the default 4 s.

const api = useTestApi();
beforeAll(async () => {
  // The screens' code loaded up front: a lazy route's first load on a busy machine must not eat a test's time.
  await Promise.all([
    import('../../../components/layout/app-layout.tsx'),
    import('./organisation-page.tsx'),
    import('./organisations-page.tsx'),
  ]);
});

const ORG = `/api/organisations/${ORG_ID}`;
const INVITATION = ORGANISATION_DETAIL.invitations[0]!;

beforeEach(() => {
  api.server.requests.length = 0;
  api.state.user = OWNER;
  api.state.routes = {
    [`GET ${ORG}`]: (_req, res) => sendJson(res, 200, ORGANISATION_DETAIL),
    [`GET ${ORG}/rounds`]: (_req, res) => sendJson(res, 200, []),
    'GET /api/organisations': (_req, res) => sendJson(res, 200, { organisations: [] }),
  };
});

const calls = (method: string, path: string) =>
  api.server.requests.filter((request) => request.method === method && request.url.split('?')[0] === path);

async function openPage() {
  const view = renderApp(`/organisations/${ORG_ID}`);
  await screen.findByRole('heading', { level: 1, name: ORGANISATION.name }, { timeout: 15_000 });
  return view;
}

describe('the organisation page, as its owner', () => {
  test('lists members with roles and the pending invitation with its expiry', async () => {
    await openPage();
    expect(screen.getByText('3 members of 6')).toBeTruthy();
    expect(screen.getByText('Charles Babbage')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Role of Charles Babbage').value).toBe('admin');
    expect(screen.getByLabelText<HTMLSelectElement>('Role of Mary Somerville').value).toBe('member');
    const pending = screen.getByRole('region', { name: 'Waiting for an answer' });
    expect(within(pending).getByText('grace@example.com')).toBeTruthy();
    expect(within(pending).getByText('Expires 27 Nov 2026, 09:00 UTC')).toBeTruthy();
  });

  test('invites by email with a role; a full organisation offers Talk to sales', async () => {
    api.state.routes[`POST ${ORG}/invitations`] = (_req, res) =>
      sendJson(res, 409, { error: 'No seat left in this organisation', code: ERROR_CODES.ORGANISATION_FULL });
    await openPage();
    fireEvent.change(screen.getByLabelText('Colleague’s email'), { target: { value: 'alan@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByText(/No seat left in this organisation/);
    expect(JSON.parse(calls('POST', `${ORG}/invitations`)[0]!.body)).toEqual({
      email: 'alan@example.com',
      role: 'admin',
    });
    expect(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Talk to sales' }),
    ).toBeTruthy();
  });

  test('revoking asks first, then revokes', async () => {
    api.state.routes[`DELETE ${ORG}/invitations/${INVITATION.id}`] = (_req, res) =>
      sendJson(res, 200, { ...INVITATION, status: 'revoked' });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation to grace@example.com?' });
    expect(calls('DELETE', `${ORG}/invitations/${INVITATION.id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('DELETE', `${ORG}/invitations/${INVITATION.id}`)).toHaveLength(1);
  });

  test('resend sends a new link', async () => {
    api.state.routes[`POST ${ORG}/invitations/${INVITATION.id}/resend`] = (_req, res) =>
      sendJson(res, 200, INVITATION);
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the invitation to grace@example.com' }));
    expect(await screen.findByText('Invitation sent again')).toBeTruthy();
  });

  test('transferring ownership asks first; a refusal shows in the dialog', async () => {
    api.state.routes[`POST ${ORG}/transfer-ownership`] = (_req, res) =>
      sendJson(res, 404, { error: 'The new owner is not a member', code: ERROR_CODES.NOT_FOUND });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Make Mary Somerville the owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Mary Somerville the owner?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    expect(await within(dialog).findByText('The new owner is not a member')).toBeTruthy();
    expect(JSON.parse(calls('POST', `${ORG}/transfer-ownership`)[0]!.body)).toEqual({ userId: CTO_ID });
  });

  test('changing a role sends it at once', async () => {
    api.state.routes[`PATCH ${ORG}/members/${CFO_ID}`] = (_req, res) =>
      sendJson(res, 200, { ...ORGANISATION_DETAIL.members[1], role: 'member' });
    await openPage();
    fireEvent.change(screen.getByLabelText('Role of Charles Babbage'), { target: { value: 'member' } });
    expect(await screen.findByText('Charles Babbage is now a member.')).toBeTruthy();
    expect(JSON.parse(calls('PATCH', `${ORG}/members/${CFO_ID}`)[0]!.body)).toEqual({ role: 'member' });
  });
});

describe('the organisation’s details', () => {
  test('an owner changes the name and size: only what changed is sent, and the page shows the new name', async () => {
    let current = ORGANISATION_DETAIL;
    api.state.routes[`GET ${ORG}`] = (_req, res) => sendJson(res, 200, current);
    api.state.routes[`PATCH ${ORG}`] = (_req, res) => {
      current = {
        ...ORGANISATION_DETAIL,
        organisation: { ...ORGANISATION, name: 'Difference Engines', companySize: '201-1000' },
      };
      sendJson(res, 200, current.organisation);
    };
    await openPage();
    const form = screen.getByRole('form', { name: 'Organisation details' });
    const save = within(form).getByRole('button', { name: 'Save details' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(form).getByLabelText('Organisation name'), {
      target: { value: '  Difference Engines ' },
    });
    fireEvent.change(within(form).getByLabelText('Company size'), { target: { value: '201-1000' } });
    fireEvent.click(save);
    await screen.findByRole('heading', { level: 1, name: 'Difference Engines' });
    expect(calls('PATCH', ORG)).toHaveLength(1);
    expect(JSON.parse(calls('PATCH', ORG)[0]!.body)).toEqual({
      name: 'Difference Engines',
      companySize: '201-1000',
    });
  });

  test('an empty name is refused on the page and nothing is sent; the server’s refusal shows', async () => {
    api.state.routes[`PATCH ${ORG}`] = (_req, res) =>
      sendJson(res, 403, {
        error: 'Only owners and admins manage the organisation',
        code: ERROR_CODES.FORBIDDEN,
      });
    await openPage();
    const form = screen.getByRole('form', { name: 'Organisation details' });
    const name = within(form).getByLabelText('Organisation name');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Enter a name (at most 120 characters).')).toBeTruthy();
    expect(calls('PATCH', ORG)).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Difference Engines' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Only owners and admins manage the organisation')).toBeTruthy();
    expect(calls('PATCH', ORG)).toHaveLength(1);
  });
});

describe('the organisation page, as a member', () => {
  beforeEach(() => {
    api.state.user = {
      ...OWNER,
      id: CTO_ID,
      email: 'mary@example.com',
      firstName: 'Mary',
      lastName: 'Somerville',
    };
    api.state.routes[`GET ${ORG}`] = (_req, res) =>
      sendJson(res, 200, {
        ...ORGANISATION_DETAIL,
        organisation: { ...ORGANISATION, myRole: 'member' },
        invitations: [],
      });
  });

  test('shows no management, and leaving asks first then goes back to the list', async () => {
    api.state.routes[`POST ${ORG}/leave`] = (_req, res) => sendJson(res, 200, { success: true });
    const { router } = await openPage();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start a round' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Organisation details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Leave ${ORGANISATION.name}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations'));
    expect(calls('POST', `${ORG}/leave`)).toHaveLength(1);
  });
});
