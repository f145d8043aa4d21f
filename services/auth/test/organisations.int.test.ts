import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERNAL_TOKEN_HEADER,
  internalApiToken,
  PREMIUM_ORGANISATION_MEMBER_LIMIT,
} from '@readiness/contracts';
import type { AppError } from '@readiness/service';
import { createAdmin } from '../src/domain/create-admin.ts';
import { leaveOrganisation } from '../src/domain/organisations/leave-organisation.ts';
import { eraseUser } from '../src/domain/users/erase-user.ts';
import { bearer, call, newUser, startAuth, type RunningAuth } from './harness.ts';

// Organisations (issue 27) through the HTTP API against the real PostgreSQL: who sees and manages what, the
// invitation link's life (single use, 7 days, resend, revoke), seats, ownership, account deletion, and the races
// (the same invitation accepted twice at once, the last seat taken twice at once, a transfer against a leave).

let auth: RunningAuth;
beforeAll(async () => {
  auth = await startAuth({
    REGISTER_IP_BURST: '10000',
    REGISTER_IP_LIMIT: '10000',
    REGISTER_NETWORK_LIMIT: '10000',
    LOGIN_IP_ATTEMPTS: '10000',
    ORGANISATION_INVITATION_ADDRESS_LIMIT: '4',
  });
});
afterAll(async () => {
  await auth?.stop();
});

const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

interface Person {
  id: string;
  email: string;
  password: string;
  firstName: string;
  headers: Record<string, string>;
}

async function register(overrides: Record<string, unknown> = {}): Promise<Person> {
  const user = newUser(overrides);
  const response = await call(auth.url, 'POST', '/api/auth/register', { ...user, returnToken: true });
  expect(response.status).toBe(201);
  const token = response.data.token as string;
  return {
    id: subOf(token),
    email: user.email,
    password: user.password,
    firstName: user.firstName,
    headers: bearer(token),
  };
}

async function signIn(person: { email: string; password: string }) {
  const response = await call(auth.url, 'POST', '/api/auth/login', {
    email: person.email,
    password: person.password,
    returnToken: true,
  });
  expect(response.status).toBe(200);
  return bearer(response.data.token as string);
}

/** A premium user: the tier set as billing would, and a new token carrying it. */
async function premium(): Promise<Person> {
  const person = await register();
  await auth.db.pool.query(`UPDATE users SET subscription_tier = 'premium' WHERE id = $1`, [person.id]);
  return { ...person, headers: await signIn(person) };
}

async function newAdmin() {
  const admin = newUser();
  await createAdmin(auth.service.ctx.db, admin.email, admin.password);
  const headers = await signIn(admin);
  const key = await call(auth.url, 'POST', '/api/auth/admin-key', { password: admin.password }, headers);
  expect(key.status).toBe(200);
  return { headers: { ...headers, 'x-admin-key': key.data.adminKey as string } };
}

const orgBody = { name: 'Acme Leadership', industry: 'technology', companySize: '51-200' };

async function createOrg(owner: Person, body: Record<string, unknown> = orgBody) {
  const created = await call(auth.url, 'POST', '/api/organisations', body, owner.headers);
  expect(created.status).toBe(201);
  return created.data.id as string;
}

/** The raw token of an invitation's latest link, from the event the notifications service turns into the email. */
async function latestToken(invitationId: string): Promise<string> {
  const { rows } = await auth.db.pool.query<{ payload: { data: { acceptPath: string } } }>(
    `SELECT payload FROM outbox_events
      WHERE type = 'auth.organisation.invitation-sent' AND payload->'data'->>'invitationId' = $1
      ORDER BY created_at DESC LIMIT 1`,
    [invitationId],
  );
  const path = rows[0]!.payload.data.acceptPath;
  expect(path).toMatch(/^\/organisations\/join\?token=[A-Za-z0-9_-]{40,}$/);
  return new URL(path, 'http://x').searchParams.get('token')!;
}

async function invite(orgId: string, by: Person, email: string, role: 'admin' | 'member' = 'member') {
  const sent = await call(
    auth.url,
    'POST',
    `/api/organisations/${orgId}/invitations`,
    { email, role },
    by.headers,
  );
  expect(sent.status, JSON.stringify(sent.data)).toBe(201);
  const id = sent.data.id as string;
  return { id, token: await latestToken(id) };
}

const accept = (person: Person, token: string) =>
  call(auth.url, 'POST', '/api/organisation-invitations/accept', { token }, person.headers);

/** Invites a new user and has them accept: a member (or admin) of the organisation. */
async function join(orgId: string, by: Person, role: 'admin' | 'member' = 'member') {
  const person = await register();
  const { token } = await invite(orgId, by, person.email, role);
  const accepted = await accept(person, token);
  expect(accepted.status, JSON.stringify(accepted.data)).toBe(200);
  return person;
}

async function roles(orgId: string) {
  const { rows } = await auth.db.pool.query<{ user_id: string; role: string }>(
    'SELECT user_id, role FROM organisation_members WHERE organisation_id = $1 ORDER BY joined_at',
    [orgId],
  );
  return rows;
}

async function events(type: string, organisationId: string) {
  const { rows } = await auth.db.pool.query<{ payload: { data: Record<string, unknown> } }>(
    `SELECT payload FROM outbox_events WHERE type = $1 AND payload->'data'->>'organisationId' = $2 ORDER BY created_at`,
    [type, organisationId],
  );
  return rows.map((row) => row.payload.data);
}

async function auditActions(orgId: string) {
  const { rows } = await auth.db.pool.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE target_type = 'organisation' AND target_ref = $1 ORDER BY at, id`,
    [orgId],
  );
  return rows.map((row) => row.action);
}

describe('creating and seeing an organisation', () => {
  it('is for premium users; the creator is the owner; it is audited and published', async () => {
    const free = await register();
    const refused = await call(auth.url, 'POST', '/api/organisations', orgBody, free.headers);
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe('PREMIUM_REQUIRED');

    const owner = await premium();
    const bad = await call(
      auth.url,
      'POST',
      '/api/organisations',
      { ...orgBody, industry: 'astrology' },
      owner.headers,
    );
    expect(bad.status).toBe(400);
    const before = await auth.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations');

    const created = await call(auth.url, 'POST', '/api/organisations', orgBody, owner.headers);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: 'Acme Leadership',
      tier: 'premium',
      memberLimit: 6,
      memberCount: 1,
      myRole: 'owner',
    });
    const after = await auth.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 1);
    const orgId = created.data.id as string;
    expect(await roles(orgId)).toEqual([{ user_id: owner.id, role: 'owner' }]);
    expect(await events('auth.organisation.created', orgId)).toEqual([
      expect.objectContaining({ ownerId: owner.id, tier: 'premium', name: 'Acme Leadership' }),
    ]);
    expect(await events('auth.organisation.member-joined', orgId)).toEqual([
      expect.objectContaining({ userId: owner.id, role: 'owner', invitationId: null }),
    ]);
    expect(await auditActions(orgId)).toEqual(['organisation.created']);
  });

  it('only members see it; only owners and admins manage it (404 and 403 as JSON)', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const member = await join(orgId, owner);
    const stranger = await premium();

    const hidden = await call(auth.url, 'GET', `/api/organisations/${orgId}`, undefined, stranger.headers);
    expect(hidden.status).toBe(404);
    expect(hidden.data.code).toBe('ORGANISATION_NOT_FOUND');
    const strangerList = await call(auth.url, 'GET', '/api/organisations', undefined, stranger.headers);
    expect(strangerList.data.organisations).toEqual([]);
    for (const [method, path, body] of [
      ['PATCH', `/api/organisations/${orgId}`, { name: 'Mine now' }],
      ['POST', `/api/organisations/${orgId}/invitations`, { email: 'x@example.com' }],
      ['DELETE', `/api/organisations/${orgId}`, undefined],
      ['POST', `/api/organisations/${orgId}/leave`, undefined],
    ] as const) {
      const answer = await call(auth.url, method, path, body, stranger.headers);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }

    const seen = await call(auth.url, 'GET', `/api/organisations/${orgId}`, undefined, member.headers);
    expect(seen.status).toBe(200);
    expect(seen.data.organisation).toMatchObject({ myRole: 'member', memberCount: 2 });
    expect(
      (seen.data.members as Array<{ userId: string; role: string }>).map((m) => [m.userId, m.role]),
    ).toEqual([
      [owner.id, 'owner'],
      [member.id, 'member'],
    ]);
    expect(seen.data.invitations).toEqual([]);
    for (const [method, path, body] of [
      ['PATCH', `/api/organisations/${orgId}`, { name: 'Renamed' }],
      ['POST', `/api/organisations/${orgId}/invitations`, { email: 'y@example.com' }],
      ['DELETE', `/api/organisations/${orgId}`, undefined],
      ['DELETE', `/api/organisations/${orgId}/members/${owner.id}`, undefined],
    ] as const) {
      const answer = await call(auth.url, method, path, body, member.headers);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.data.code).toBe('ORGANISATION_ROLE_REQUIRED');
    }
    const name = await auth.db.pool.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [
      orgId,
    ]);
    expect(name.rows[0]!.name).toBe('Acme Leadership');

    const renamed = await call(
      auth.url,
      'PATCH',
      `/api/organisations/${orgId}`,
      { name: 'Acme Board' },
      owner.headers,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.data.name).toBe('Acme Board');
    expect(await events('auth.organisation.updated', orgId)).toEqual([
      expect.objectContaining({ name: 'Acme Board' }),
    ]);
    const notUuid = await call(auth.url, 'GET', '/api/organisations/not-a-uuid', undefined, owner.headers);
    expect(notUuid.status).toBe(400);
  });
});

describe('bad input', () => {
  it('gets a 400 JSON answer naming the field, and changes nothing', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const count = async (table: string) =>
      (await auth.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    const before = [
      await count('organisations'),
      await count('organisation_invitations'),
      await count('audit_log'),
    ];
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['POST', '/api/organisations', { ...orgBody, plan: 'gold' }, /plan/],
      ['POST', '/api/organisations', { ...orgBody, name: '   ' }, /name/],
      ['POST', '/api/organisations', { ...orgBody, companySize: 'huge' }, /companySize/],
      ['PATCH', `/api/organisations/${orgId}`, {}, /Nothing to change/],
      ['POST', `/api/organisations/${orgId}/invitations`, { email: 'not-an-email' }, /email/],
      ['POST', `/api/organisations/${orgId}/invitations`, { email: 'a@example.com', role: 'owner' }, /role/],
      ['POST', `/api/organisations/${orgId}/transfer-ownership`, { userId: 'me' }, /userId/],
      ['PATCH', `/api/organisations/${orgId}/members/${owner.id}`, { role: 'boss' }, /role/],
      ['DELETE', `/api/organisations/${orgId}/invitations/42`, undefined, /invitationId/],
    ];
    for (const [method, path, body, names] of cases) {
      const answer = await call(auth.url, method, path, body, owner.headers);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.data.error).toMatch(names);
    }
    const internal = { [INTERNAL_TOKEN_HEADER]: internalApiToken(auth.env) };
    expect(
      (await call(auth.url, 'GET', `/internal/organisations/x/members/${owner.id}`, undefined, internal))
        .status,
    ).toBe(400);
    expect([
      await count('organisations'),
      await count('organisation_invitations'),
      await count('audit_log'),
    ]).toEqual(before);
    const name = await auth.db.pool.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [
      orgId,
    ]);
    expect(name.rows[0]!.name).toBe(orgBody.name);
  });
});

describe('invitations', () => {
  it('a link works once, for its address, and dead links say why (404, 403, 410 with a code)', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const invitee = await register();
    const { id, token } = await invite(orgId, owner, invitee.email.toUpperCase());

    const [sent] = await events('auth.organisation.invitation-sent', orgId);
    expect(sent).toMatchObject({
      invitationId: id,
      email: invitee.email,
      organisationName: 'Acme Leadership',
      role: 'member',
      resend: false,
    });
    // Only the hash is stored.
    const stored = await auth.db.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM organisation_invitations WHERE id = $1',
      [id],
    );
    expect(stored.rows[0]!.token_hash).not.toContain(token);
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const preview = await call(auth.url, 'POST', '/api/organisation-invitations/preview', { token });
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({
      organisationName: 'Acme Leadership',
      email: invitee.email,
      accountExists: true,
    });

    const someoneElse = await register();
    const mismatch = await accept(someoneElse, token);
    expect(mismatch.status).toBe(403);
    expect(mismatch.data.code).toBe('INVITATION_EMAIL_MISMATCH');

    const joined = await accept(invitee, token);
    expect(joined.status).toBe(200);
    expect(joined.data).toMatchObject({
      joined: true,
      organisation: { id: orgId, myRole: 'member', memberCount: 2 },
    });
    const again = await accept(invitee, token);
    expect(again.status).toBe(200);
    expect(again.data.joined).toBe(false);
    const used = await call(auth.url, 'POST', '/api/organisation-invitations/preview', { token });
    expect(used.status).toBe(410);
    expect(used.data.code).toBe('INVITATION_USED');
    expect(await roles(orgId)).toHaveLength(2);

    const unknown = await call(auth.url, 'POST', '/api/organisation-invitations/preview', {
      token: 'A'.repeat(43),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data.code).toBe('INVITATION_NOT_FOUND');
    const malformed = await call(
      auth.url,
      'POST',
      '/api/organisation-invitations/accept',
      { token: '../x' },
      invitee.headers,
    );
    expect(malformed.status).toBe(400);
  });

  it('resend gives a new link and kills the old one; revoke and expiry kill a link', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const invitee = await register();
    const first = await invite(orgId, owner, invitee.email);

    const resent = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/invitations/${first.id}/resend`,
      undefined,
      owner.headers,
    );
    expect(resent.status).toBe(200);
    expect(resent.data.status).toBe('pending');
    const second = await latestToken(first.id);
    expect(second).not.toBe(first.token);
    const old = await accept(invitee, first.token);
    expect(old.status).toBe(410);
    expect(old.data.code).toBe('INVITATION_REVOKED');
    expect(await events('auth.organisation.invitation-sent', orgId)).toEqual([
      expect.objectContaining({ resend: false }),
      expect.objectContaining({ resend: true }),
    ]);

    // Expired: 410 INVITATION_EXPIRED; a resend makes it work again for 7 days.
    await auth.db.pool.query(
      `UPDATE organisation_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [first.id],
    );
    const expired = await accept(invitee, second);
    expect(expired.status).toBe(410);
    expect(expired.data.code).toBe('INVITATION_EXPIRED');
    expect(await roles(orgId)).toHaveLength(1);
    await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/invitations/${first.id}/resend`,
      undefined,
      owner.headers,
    );
    const third = await latestToken(first.id);
    const { rows } = await auth.db.pool.query<{ days: number }>(
      `SELECT extract(epoch FROM expires_at - sent_at) / 86400 AS days FROM organisation_invitations WHERE id = $1`,
      [first.id],
    );
    expect(Number(rows[0]!.days)).toBe(7);

    const revoked = await call(
      auth.url,
      'DELETE',
      `/api/organisations/${orgId}/invitations/${first.id}`,
      undefined,
      owner.headers,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.data.status).toBe('revoked');
    const dead = await accept(invitee, third);
    expect(dead.status).toBe(410);
    expect(dead.data.code).toBe('INVITATION_REVOKED');
    const resendRevoked = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/invitations/${first.id}/resend`,
      undefined,
      owner.headers,
    );
    expect(resendRevoked.status).toBe(410);
    expect(await roles(orgId)).toHaveLength(1);
    expect(await auditActions(orgId)).toEqual([
      'organisation.created',
      'organisation.member-invited',
      'organisation.invitation-resent',
      'organisation.invitation-resent',
      'organisation.invitation-revoked',
    ]);
  });

  it('an address gets a limited number of invitation emails per hour (429, nothing sent)', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const email = newUser().email;
    const { id } = await invite(orgId, owner, email);
    const resend = () =>
      call(
        auth.url,
        'POST',
        `/api/organisations/${orgId}/invitations/${id}/resend`,
        undefined,
        owner.headers,
      );
    for (let i = 0; i < 3; i += 1) expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.data.code).toBe('RATE_LIMITED');
    expect(await events('auth.organisation.invitation-sent', orgId)).toHaveLength(4);
  });

  it('registering on the way: the link survives registration with the invited address', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const newcomer = newUser();
    const { token } = await invite(orgId, owner, newcomer.email, 'admin');
    const preview = await call(auth.url, 'POST', '/api/organisation-invitations/preview', { token });
    expect(preview.data).toMatchObject({ accountExists: false, role: 'admin' });
    const registered = await register({ email: newcomer.email });
    const joined = await accept(registered, token);
    expect(joined.status).toBe(200);
    expect(joined.data.organisation).toMatchObject({ myRole: 'admin' });
  });

  it('a premium organisation has 6 seats, pending invitations included; no duplicates', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const member = await join(orgId, owner);
    const pending: string[] = [];
    for (let i = 0; i < PREMIUM_ORGANISATION_MEMBER_LIMIT - 2; i += 1)
      pending.push((await invite(orgId, owner, `seat${i}-${Date.now()}@example.com`)).id);
    const full = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/invitations`,
      { email: 'one-too-many@example.com' },
      owner.headers,
    );
    expect(full.status).toBe(409);
    expect(full.data.code).toBe('ORGANISATION_FULL');
    const count = await auth.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM organisation_invitations WHERE organisation_id = $1',
      [orgId],
    );
    expect(count.rows[0]!.n).toBe(PREMIUM_ORGANISATION_MEMBER_LIMIT - 1);

    const dupe = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/invitations`,
      { email: `seat0-x@example.com` },
      owner.headers,
    );
    expect(dupe.status).toBe(409);
    await call(
      auth.url,
      'DELETE',
      `/api/organisations/${orgId}/invitations/${pending[0]}`,
      undefined,
      owner.headers,
    );
    const memberAgain = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/invitations`,
      { email: member.email },
      owner.headers,
    );
    expect(memberAgain.status).toBe(409);
    expect(memberAgain.data.code).toBe('ALREADY_MEMBER');
    const freed = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/invitations`,
      { email: 'freed@example.com' },
      owner.headers,
    );
    expect(freed.status).toBe(201);
    const twice = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/invitations`,
      { email: 'freed@example.com' },
      owner.headers,
    );
    expect(twice.status).toBe(409);
    expect(twice.data.code).toBe('ALREADY_INVITED');
  });
});

describe('roles, leaving, removing, transferring', () => {
  it('enforces who may remove whom and change roles; the owner transfers before leaving', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const admin = await join(orgId, owner, 'admin');
    const admin2 = await join(orgId, owner, 'admin');
    const member = await join(orgId, owner);
    const member2 = await join(orgId, owner);

    const removeAdmin = await call(
      auth.url,
      'DELETE',
      `/api/organisations/${orgId}/members/${admin2.id}`,
      undefined,
      admin.headers,
    );
    expect(removeAdmin.status).toBe(403);
    const removeOwner = await call(
      auth.url,
      'DELETE',
      `/api/organisations/${orgId}/members/${owner.id}`,
      undefined,
      admin.headers,
    );
    expect(removeOwner.status).toBe(403);
    const promote = await call(
      auth.url,
      'PATCH',
      `/api/organisations/${orgId}/members/${member.id}`,
      { role: 'admin' },
      admin.headers,
    );
    expect(promote.status).toBe(403);
    const removed = await call(
      auth.url,
      'DELETE',
      `/api/organisations/${orgId}/members/${member2.id}`,
      undefined,
      admin.headers,
    );
    expect(removed.status).toBe(200);
    const gone = await call(auth.url, 'GET', `/api/organisations/${orgId}`, undefined, member2.headers);
    expect(gone.status).toBe(404);
    const ownerRemovesAdmin = await call(
      auth.url,
      'DELETE',
      `/api/organisations/${orgId}/members/${admin2.id}`,
      undefined,
      owner.headers,
    );
    expect(ownerRemovesAdmin.status).toBe(200);
    const promoted = await call(
      auth.url,
      'PATCH',
      `/api/organisations/${orgId}/members/${member.id}`,
      { role: 'admin' },
      owner.headers,
    );
    expect(promoted.status).toBe(200);
    expect(promoted.data.role).toBe('admin');
    const ownerRole = await call(
      auth.url,
      'PATCH',
      `/api/organisations/${orgId}/members/${owner.id}`,
      { role: 'member' },
      owner.headers,
    );
    expect(ownerRole.status).toBe(409);

    const ownerLeaves = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/leave`,
      undefined,
      owner.headers,
    );
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.data.code).toBe('OWNER_CANNOT_LEAVE');
    const byAdmin = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/transfer-ownership`,
      { userId: admin.id },
      admin.headers,
    );
    expect(byAdmin.status).toBe(403);
    const toStranger = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/transfer-ownership`,
      { userId: member2.id },
      owner.headers,
    );
    expect(toStranger.status).toBe(404);
    const transferred = await call(
      auth.url,
      'POST',
      `/api/organisations/${orgId}/transfer-ownership`,
      { userId: member.id },
      owner.headers,
    );
    expect(transferred.status).toBe(200);
    expect(transferred.data.myRole).toBe('admin');
    const left = await call(auth.url, 'POST', `/api/organisations/${orgId}/leave`, undefined, owner.headers);
    expect(left.status).toBe(200);

    expect(await roles(orgId)).toEqual([
      { user_id: admin.id, role: 'admin' },
      { user_id: member.id, role: 'owner' },
    ]);
    expect(await events('auth.organisation.member-left', orgId)).toEqual([
      expect.objectContaining({ userId: member2.id, reason: 'removed', removedBy: admin.id }),
      expect.objectContaining({ userId: admin2.id, reason: 'removed', removedBy: owner.id }),
      expect.objectContaining({ userId: owner.id, reason: 'left', removedBy: null }),
    ]);
    const roleChanges = await events('auth.organisation.role-changed', orgId);
    expect(roleChanges).toHaveLength(3);
    expect(roleChanges[0]).toEqual(
      expect.objectContaining({ userId: member.id, role: 'admin', previousRole: 'member' }),
    );
    // The transfer writes its two changes in one transaction, with one created_at: they have no order between
    // them (a full run saw them either way), and concern two different members.
    expect(roleChanges.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: member.id, role: 'owner', previousRole: 'admin' }),
        expect.objectContaining({ userId: owner.id, role: 'admin', previousRole: 'owner' }),
      ]),
    );
    const actions = await auditActions(orgId);
    expect(actions.filter((action) => action === 'organisation.member-joined')).toHaveLength(4);
    expect(actions.slice(-5)).toEqual([
      'organisation.member-removed',
      'organisation.member-removed',
      'organisation.role-changed',
      'organisation.ownership-transferred',
      'organisation.member-left',
    ]);

    const deleteByAdmin = await call(
      auth.url,
      'DELETE',
      `/api/organisations/${orgId}`,
      undefined,
      admin.headers,
    );
    expect(deleteByAdmin.status).toBe(403);
    const deleted = await call(auth.url, 'DELETE', `/api/organisations/${orgId}`, undefined, member.headers);
    expect(deleted.status).toBe(200);
    expect(await roles(orgId)).toEqual([]);
    expect(await events('auth.organisation.deleted', orgId)).toEqual([
      expect.objectContaining({ reason: 'owner' }),
    ]);
  });
});

describe('enterprise tier and the internal API', () => {
  it('an admin sets enterprise: no member limit, and members get premium for the organisation', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const member = await join(orgId, owner);
    const internal = { [INTERNAL_TOKEN_HEADER]: internalApiToken(auth.env) };
    const ask = (userId: string) =>
      call(auth.url, 'GET', `/internal/organisations/${orgId}/members/${userId}`, undefined, internal);

    expect((await ask(member.id)).data).toMatchObject({
      member: true,
      role: 'member',
      tier: 'premium',
      grantsPremium: false,
    });
    const notAdmin = await call(
      auth.url,
      'PUT',
      `/api/admin/organisations/${orgId}/tier`,
      { tier: 'enterprise' },
      owner.headers,
    );
    expect(notAdmin.status).toBe(403);
    const admin = await newAdmin();
    const set = await call(
      auth.url,
      'PUT',
      `/api/admin/organisations/${orgId}/tier`,
      { tier: 'enterprise', reason: 'Signed' },
      admin.headers,
    );
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ tier: 'enterprise', memberCount: 2, owner: { userId: owner.id } });
    expect((await ask(member.id)).data).toMatchObject({
      member: true,
      tier: 'enterprise',
      grantsPremium: true,
    });
    const stranger = await register();
    expect((await ask(stranger.id)).data).toMatchObject({ member: false, role: null, grantsPremium: false });
    expect(
      (await call(auth.url, 'GET', `/internal/organisations/${orgId}/members/${member.id}`)).status,
    ).toBe(401);

    for (let i = 0; i < PREMIUM_ORGANISATION_MEMBER_LIMIT; i += 1)
      await invite(orgId, owner, `ent${i}-${Date.now()}@example.com`);
    const listed = await call(
      auth.url,
      'GET',
      `/api/admin/organisations?search=${encodeURIComponent(owner.email)}`,
      undefined,
      admin.headers,
    );
    expect(listed.data.organisations).toEqual([expect.objectContaining({ id: orgId, tier: 'enterprise' })]);
    const detail = await call(auth.url, 'GET', `/internal/organisations/${orgId}`, undefined, internal);
    expect(detail.data.members).toHaveLength(2);
    const mine = await call(
      auth.url,
      'GET',
      `/internal/users/${member.id}/organisations`,
      undefined,
      internal,
    );
    expect(mine.data.memberships).toEqual([
      expect.objectContaining({ organisationId: orgId, role: 'member', grantsPremium: true }),
    ]);
    expect(await events('auth.organisation.tier-changed', orgId)).toEqual([
      expect.objectContaining({ tier: 'enterprise', previousTier: 'premium' }),
    ]);
    expect(await auditActions(orgId)).toContain('organisation.tier-set');
    // The one audit trail: the admin finds the organisation's entries by its id.
    const trail = await call(
      auth.url,
      'GET',
      `/api/admin/audit-log?target=${orgId}`,
      undefined,
      admin.headers,
    );
    expect(trail.status).toBe(200);
    expect((trail.data.entries as Array<{ action: string }>).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['organisation.created', 'organisation.member-joined', 'organisation.tier-set']),
    );
    // "Download my data" names the member’s organisations.
    const exported = await call(auth.url, 'GET', '/api/account/export', undefined, member.headers);
    expect(exported.data).toMatchObject({
      services: {
        auth: { organisations: [{ organisationId: orgId, name: 'Acme Leadership', role: 'member' }] },
      },
    });
  });
});

describe('deleting an account', () => {
  it('hands an owned organisation to the longest-standing admin, else member; with nobody left it is deleted', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const member = await join(orgId, owner);
    const admin = await join(orgId, owner, 'admin');
    const lonelyOrg = await createOrg(owner, { ...orgBody, name: 'Solo' });

    const deleted = await call(
      auth.url,
      'DELETE',
      '/api/account',
      { password: owner.password },
      owner.headers,
    );
    expect(deleted.status, JSON.stringify(deleted.data)).toBe(200);
    expect(await roles(orgId)).toEqual([
      { user_id: member.id, role: 'member' },
      { user_id: admin.id, role: 'owner' },
    ]);
    expect(await events('auth.organisation.member-left', orgId)).toEqual([
      expect.objectContaining({ userId: owner.id, reason: 'account-deleted' }),
    ]);
    expect(await events('auth.organisation.role-changed', orgId)).toEqual([
      expect.objectContaining({ userId: admin.id, role: 'owner', previousRole: 'admin' }),
    ]);
    const solo = await auth.db.pool.query('SELECT id FROM organisations WHERE id = $1', [lonelyOrg]);
    expect(solo.rows).toEqual([]);
    expect(await events('auth.organisation.deleted', lonelyOrg)).toEqual([
      expect.objectContaining({ reason: 'owner-account-deleted' }),
    ]);

    // The new owner deletes their account too: the member (no admin left) becomes the owner.
    const again = await call(auth.url, 'DELETE', '/api/account', { password: admin.password }, admin.headers);
    expect(again.status).toBe(200);
    expect(await roles(orgId)).toEqual([{ user_id: member.id, role: 'owner' }]);
  });
});

describe('at the same moment', () => {
  it('the same invitation accepted twice (two tabs) joins once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await premium();
      const orgId = await createOrg(owner);
      const invitee = await register();
      const { token } = await invite(orgId, owner, invitee.email);
      const answers = await Promise.all([
        accept(invitee, token),
        accept(invitee, token),
        accept(invitee, token),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.filter((answer) => answer.data.joined === true)).toHaveLength(1);
      expect(await roles(orgId)).toHaveLength(2);
      expect(await events('auth.organisation.member-joined', orgId)).toHaveLength(2);
      expect((await auditActions(orgId)).filter((a) => a === 'organisation.member-joined')).toHaveLength(1);
    }
  });

  it('the last seat of a premium organisation goes to exactly one of two people joining at once', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const admin = await newAdmin();
    // Enterprise while inviting (no limit), then back to premium: 4 members, 4 pending invitations, 2 seats left.
    await call(
      auth.url,
      'PUT',
      `/api/admin/organisations/${orgId}/tier`,
      { tier: 'enterprise' },
      admin.headers,
    );
    for (let i = 0; i < 3; i += 1) await join(orgId, owner);
    const invitees = await Promise.all([register(), register(), register(), register()]);
    const links = [];
    for (const person of invitees) links.push((await invite(orgId, owner, person.email)).token);
    await call(auth.url, 'PUT', `/api/admin/organisations/${orgId}/tier`, { tier: 'premium' }, admin.headers);

    // The 5th member joins alone; then the 6th seat is taken by two at once.
    expect((await accept(invitees[0], links[0]!)).status).toBe(200);
    const race = await Promise.all([accept(invitees[1], links[1]!), accept(invitees[2], links[2]!)]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(race.find((answer) => answer.status === 409)!.data.code).toBe('ORGANISATION_FULL');
    expect(await roles(orgId)).toHaveLength(PREMIUM_ORGANISATION_MEMBER_LIMIT);
    const late = await accept(invitees[3], links[3]!);
    expect(late.status).toBe(409);
    expect(await roles(orgId)).toHaveLength(PREMIUM_ORGANISATION_MEMBER_LIMIT);
  });

  it('two invitations for the last seat at once: exactly one is sent', async () => {
    const owner = await premium();
    const orgId = await createOrg(owner);
    const admin = await join(orgId, owner, 'admin');
    for (let i = 0; i < PREMIUM_ORGANISATION_MEMBER_LIMIT - 3; i += 1)
      await invite(orgId, owner, `pending${i}-${Date.now()}@example.com`);
    const race = await Promise.all([
      call(
        auth.url,
        'POST',
        `/api/organisations/${orgId}/invitations`,
        { email: `a-${Date.now()}@example.com` },
        owner.headers,
      ),
      call(
        auth.url,
        'POST',
        `/api/organisations/${orgId}/invitations`,
        { email: `b-${Date.now()}@example.com` },
        admin.headers,
      ),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { rows } = await auth.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM organisation_invitations WHERE organisation_id = $1 AND accepted_at IS NULL',
      [orgId],
    );
    // Two members (owner and admin) and four pending invitations: the six seats, no more.
    expect(rows[0]!.n).toBe(PREMIUM_ORGANISATION_MEMBER_LIMIT - 2);
  });

  it('a resend and an acceptance of the previous link at once: one of them wins, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await premium();
      const orgId = await createOrg(owner);
      const invitee = await register();
      const { id, token } = await invite(orgId, owner, invitee.email);
      const [accepted, resent] = await Promise.all([
        accept(invitee, token),
        call(
          auth.url,
          'POST',
          `/api/organisations/${orgId}/invitations/${id}/resend`,
          undefined,
          owner.headers,
        ),
      ]);
      if (accepted.status === 200) {
        expect(resent.status).toBe(410);
        expect(resent.data.code).toBe('INVITATION_USED');
        expect(await roles(orgId)).toHaveLength(2);
      } else {
        expect([accepted.status, accepted.data.code, resent.status]).toEqual([
          410,
          'INVITATION_REVOKED',
          200,
        ]);
        expect(await roles(orgId)).toHaveLength(1);
      }
    }
  });

  it('the owner deleting their account while the only admin leaves: never an organisation without an owner', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await premium();
      const orgId = await createOrg(owner);
      const heir = await join(orgId, owner, 'admin');
      // The use cases themselves, so that both transactions start together (the route checks a password first).
      const { ctx } = auth.service;
      const [, left] = await Promise.all([
        eraseUser(ctx, owner.id, { deletedBy: 'self', actorId: owner.id, requestId: null }),
        leaveOrganisation(ctx, orgId, { actorId: heir.id, requestId: null }).then(
          () => ({ status: 200, code: null }),
          (error: AppError) => ({ status: error.status, code: error.code }),
        ),
      ]);
      const remaining = await roles(orgId);
      if (left.status === 200) {
        // The admin left first: nobody was left to take it over, so it went with the account.
        expect(remaining).toEqual([]);
        expect(await events('auth.organisation.deleted', orgId)).toHaveLength(1);
      } else {
        expect(left.code).toBe('OWNER_CANNOT_LEAVE');
        expect(remaining).toEqual([{ user_id: heir.id, role: 'owner' }]);
      }
    }
  });

  it('a transfer of ownership and the new owner leaving at once: always exactly one owner', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const owner = await premium();
      const orgId = await createOrg(owner);
      const heir = await join(orgId, owner, 'admin');
      const [transfer, leave] = await Promise.all([
        call(
          auth.url,
          'POST',
          `/api/organisations/${orgId}/transfer-ownership`,
          { userId: heir.id },
          owner.headers,
        ),
        call(auth.url, 'POST', `/api/organisations/${orgId}/leave`, undefined, heir.headers),
      ]);
      const owners = (await roles(orgId)).filter((row) => row.role === 'owner');
      expect(owners).toHaveLength(1);
      if (transfer.status === 200) {
        expect(leave.status).toBe(409);
        expect(owners[0]!.user_id).toBe(heir.id);
      } else {
        expect([transfer.status, leave.status]).toEqual([404, 200]);
        expect(owners[0]!.user_id).toBe(owner.id);
      }
      outcomes.add(`${transfer.status}/${leave.status}`);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
