import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAdminUser, TAuditEntry } from '@readiness/contracts/admin-users';
import { sendJson, type RecordedRequest } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';
import { ADMIN_USER, PLAIN_USER, storeKeyFor } from '../../admin/test-fixtures.ts';
import { AUDIT_REFRESH_MS } from '../api.ts';

const api = useTestApi();

const USER: TAdminUser = { ...PLAIN_USER, tierSource: 'signup' };
let listed: RecordedRequest[] = [];
let updates: RecordedRequest[] = [];

beforeEach(() => {
  listed = [];
  updates = [];
  api.state.user = ADMIN_USER;
  api.state.routes = {
    'GET /api/admin/users': (req, res) => {
      listed.push(req);
      sendJson(res, 200, { users: [USER], total: 1, page: 1, pageSize: 25 });
    },
    'GET /api/admin/users/stats': (_req, res) =>
      sendJson(res, 200, { total: 1, active: 1, inactive: 0, admins: 1, premiumUsers: 0, recentSignups: 1 }),
    [`PUT /api/admin/users/${USER.id}`]: (req, res) => {
      updates.push(req);
      sendJson(res, 400, {
        error: 'The last active admin cannot be demoted or deactivated.',
        code: 'BAD_REQUEST',
      });
    },
  };
  storeKeyFor(ADMIN_USER.id);
});

describe('/admin-users', () => {
  test('filters go to the server as query parameters, with the admin key', async () => {
    renderApp('/admin-users');
    await screen.findByText('1–1 of 1 users');
    fireEvent.change(screen.getByRole('combobox', { name: 'Subscription' }), {
      target: { value: 'premium' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'grace' } });
    await waitFor(() =>
      expect(listed.at(-1)?.url).toBe('/api/admin/users?search=grace&tier=premium&page=1&pageSize=25'),
    );
    expect(listed.at(-1)?.headers['x-admin-key']).toBe('admin-key-from-server');
  });

  test('the edit dialog sends only what changed, and shows the server’s refusal under the spec’s title', async () => {
    renderApp('/admin-users');
    await screen.findByText('1–1 of 1 users');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit Grace Hopper' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), { target: { value: 'admin' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'lead' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await within(dialog).findByText('Failed to update user');
    expect(within(dialog).getByText('The last active admin cannot be demoted or deactivated.')).toBeTruthy();
    expect(JSON.parse(updates[0]!.body)).toEqual({ role: 'admin', reason: 'lead' });
  });

  test('delete asks the spec’s confirmation first, and sends the reason given for the audit log', async () => {
    const deletes: RecordedRequest[] = [];
    api.state.routes[`DELETE /api/admin/users/${USER.id}`] = (req, res) => {
      deletes.push(req);
      sendJson(res, 200, { success: true, id: USER.id });
    };
    renderApp('/admin-users');
    await screen.findByText('1–1 of 1 users');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete Grace Hopper' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this user? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: ' Asked by email ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(JSON.parse(deletes[0]!.body)).toEqual({ reason: 'Asked by email' });
  });
});

describe('/admin-users: the audit log keeps up with what other services record', () => {
  const entry = (id: number, reason: string): TAuditEntry => ({
    id: `00000000-0000-4000-8000-00000000000${id}`,
    at: '2026-11-27T09:00:00.000Z',
    action: 'user.updated',
    actorId: ADMIN_USER.id,
    actorEmail: ADMIN_USER.email,
    targetId: USER.id,
    targetEmail: USER.email,
    changes: {},
    changedFields: [],
    details: {},
    reason,
    requestId: null,
    source: 'auth',
    actorLabel: null,
    targetType: 'user',
    targetRef: null,
    targetLabel: null,
  });
  let trail: TAuditEntry[] = [];
  let reads = 0;
  beforeEach(() => {
    trail = [entry(1, 'first')];
    reads = 0;
    api.state.routes['GET /api/admin/audit-log'] = (_req, res) => {
      reads += 1;
      sendJson(res, 200, { entries: [...trail].reverse(), total: trail.length, page: 1, pageSize: 25 });
    };
    // Only the refresh's interval is faked: the requests to the loopback server keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('asks again when its tab is chosen, then every few seconds while shown, and not while hidden', async () => {
    renderApp('/admin-users');
    await screen.findByText('1–1 of 1 users');
    await waitFor(() => expect(reads).toBeGreaterThan(0));
    // Hidden behind the Users tab: recorded meanwhile, not asked for.
    trail.push(entry(2, 'recorded by event'));
    const whileHidden = reads;
    await vi.advanceTimersByTimeAsync(AUDIT_REFRESH_MS * 2);
    expect(reads).toBe(whileHidden);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Audit log' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    await screen.findByText('Reason: recorded by event');

    trail.push(entry(3, 'another admin'));
    await vi.advanceTimersByTimeAsync(AUDIT_REFRESH_MS);
    await screen.findByText('Reason: another admin');
  });
});
