import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER, internalApiToken, sessionCacheKey } from '@readiness/contracts';
import { createAdmin } from '../src/domain/create-admin.ts';
import { bearer, call, claimsOf, newUser, startAuth, type RunningAuth } from './harness.ts';

let auth: RunningAuth;
let redis: Redis;
beforeAll(async () => {
  // Every other service is away: the details dialog answers without the assessment summary.
  const away: Record<string, string> = {
    ASSESSMENT_URL: 'http://127.0.0.1:9',
    BILLING_URL: 'http://127.0.0.1:9',
  };
  auth = await startAuth(away);
  redis = new Redis(auth.env.REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await auth?.stop();
});

async function signIn(email: string, password: string) {
  const response = await call(auth.url, 'POST', '/api/auth/login', { email, password, returnToken: true });
  expect(response.status).toBe(200);
  return response.data.token as string;
}

interface Admin {
  id: string;
  email: string;
  password: string;
  headers: Record<string, string>;
}
async function newAdmin(): Promise<Admin> {
  const admin = newUser();
  await createAdmin(auth.service.ctx.db, admin.email, admin.password);
  const token = await signIn(admin.email, admin.password);
  const key = await call(
    auth.url,
    'POST',
    '/api/auth/admin-key',
    { password: admin.password },
    bearer(token),
  );
  expect(key.status).toBe(200);
  return {
    id: claimsOf(token).sub,
    email: admin.email,
    password: admin.password,
    headers: { ...bearer(token), 'x-admin-key': key.data.adminKey as string },
  };
}

async function register(overrides: Record<string, unknown> = {}) {
  const user = newUser(overrides);
  const response = await call(auth.url, 'POST', '/api/auth/register', { ...user, returnToken: true });
  expect(response.status).toBe(201);
  const token = response.data.token as string;
  return { ...user, id: claimsOf(token).sub, token, sessionId: claimsOf(token).sid };
}

const userRow = async (id: string) =>
  (await auth.db.pool.query('SELECT * FROM users WHERE id = $1', [id])).rows[0] as
    Record<string, unknown> | undefined;
const auditRows = async (targetId: string) =>
  (await auth.db.pool.query('SELECT * FROM audit_log WHERE target_id = $1 ORDER BY at', [targetId]))
    .rows as Array<Record<string, unknown>>;
const outboxOf = async (type: string, userId: string) =>
  (
    await auth.db.pool.query(
      "SELECT payload FROM outbox_events WHERE type = $1 AND payload->'data'->>'userId' = $2",
      [type, userId],
    )
  ).rows as Array<{ payload: { data: Record<string, unknown> } }>;
const cacheOf = async (sessionId: string) => {
  const raw = await redis.get(sessionCacheKey(auth.redisPrefix, sessionId));
  return raw ? (JSON.parse(raw) as { state: string }) : null;
};
const resolveSession = (sessionId: string) =>
  call(
    auth.url,
    'POST',
    '/internal/sessions/resolve',
    { sessionId },
    { [INTERNAL_TOKEN_HEADER]: internalApiToken(auth.env) },
  );

describe('who may call the admin user API', () => {
  it('refuses the signed out (401), non-admins, admins without a key and with another admin’s key (403)', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const plain = await register();
    const calls = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users/stats'],
      ['GET', '/api/admin/users/export'],
      ['GET', `/api/admin/users/${plain.id}`],
      ['PUT', `/api/admin/users/${plain.id}`],
      ['DELETE', `/api/admin/users/${plain.id}`],
      ['GET', '/api/admin/audit-log'],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'PUT' ? { role: 'admin' } : undefined;
      expect((await call(auth.url, method, path, body)).status, `${method} ${path} signed out`).toBe(401);
      expect((await call(auth.url, method, path, body, bearer(plain.token))).status, 'non-admin').toBe(403);
      expect(
        (
          await call(auth.url, method, path, body, {
            ...bearer(plain.token),
            'x-admin-key': admin.headers['x-admin-key']!,
          })
        ).status,
        'non-admin with an admin key',
      ).toBe(403);
      expect(
        (await call(auth.url, method, path, body, { authorization: admin.headers.authorization! })).status,
      ).toBe(403);
      expect(
        (
          await call(auth.url, method, path, body, {
            ...admin.headers,
            'x-admin-key': other.headers['x-admin-key']!,
          })
        ).status,
        'another admin’s key',
      ).toBe(403);
    }
    // Nothing changed and nobody was deleted.
    expect(await userRow(plain.id)).toMatchObject({ role: 'user', is_active: true });
  });
});

describe('the list, searched, filtered and paged on the server', () => {
  it('searches names, email and company, filters by role, tier and status, pages, and counts', async () => {
    const admin = await newAdmin();
    const tag = `zq${Date.now().toString(36)}`;
    const a = await register({ firstName: `Ada${tag}`, company: 'Analytical Engines' });
    const b = await register({ company: `Babbage ${tag} Ltd` });
    const c = await register({ email: `${tag}.c@example.com` });
    await call(auth.url, 'PUT', `/api/admin/users/${b.id}`, { subscriptionTier: 'premium' }, admin.headers);
    await call(auth.url, 'PUT', `/api/admin/users/${c.id}`, { isActive: false }, admin.headers);
    const list = (query: string) =>
      call(auth.url, 'GET', `/api/admin/users?${query}`, undefined, admin.headers);

    const all = await list(`search=${tag.toUpperCase()}`);
    expect(all.status).toBe(200);
    expect(all.data.total).toBe(3);
    expect((all.data.users as Array<{ id: string }>).map((u) => u.id)).toEqual([c.id, b.id, a.id]);
    expect((await list(`search=${tag}&tier=premium`)).data.total).toBe(1);
    expect(
      ((await list(`search=${tag}&tier=premium`)).data.users as Array<{ tierSource: string }>)[0]!.tierSource,
    ).toBe('admin');
    expect(((await list(`search=${tag}&status=inactive`)).data.users as Array<{ id: string }>)[0]!.id).toBe(
      c.id,
    );
    expect((await list(`search=${tag}&status=active`)).data.total).toBe(2);
    expect((await list(`search=${tag}&role=admin`)).data.total).toBe(0);
    expect((await list(`search=analytical engines&search=`)).status).toBe(400); // a repeated parameter is not a string
    const page2 = await list(`search=${tag}&pageSize=2&page=2`);
    expect(page2.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect((page2.data.users as Array<{ id: string }>).map((u) => u.id)).toEqual([a.id]);
    // LIKE's wildcards are only characters.
    expect((await list('search=%25')).data.total).toBe(0);
    expect((await list('search=_')).data.total).toBe(0);
    for (const bad of [
      'pageSize=1000',
      'page=0',
      'role=king',
      'tier=gold',
      'status=maybe',
      'page=x',
      'sort=name',
    ]) {
      const refused = await list(bad);
      expect(refused.status, bad).toBe(400);
      expect(typeof refused.data.error).toBe('string');
    }
  });

  it('stats count the users by status, role, tier and recent sign-ups', async () => {
    const admin = await newAdmin();
    const before = (await call(auth.url, 'GET', '/api/admin/users/stats', undefined, admin.headers)).data;
    const user = await register();
    await call(
      auth.url,
      'PUT',
      `/api/admin/users/${user.id}`,
      { isActive: false, subscriptionTier: 'enterprise' },
      admin.headers,
    );
    const after = (await call(auth.url, 'GET', '/api/admin/users/stats', undefined, admin.headers))
      .data as Record<string, number>;
    expect(after.total).toBe((before.total as number) + 1);
    expect(after.inactive).toBe((before.inactive as number) + 1);
    expect(after.premiumUsers).toBe((before.premiumUsers as number) + 1);
    expect(after.recentSignups).toBe((before.recentSignups as number) + 1);
    expect(after.active! + after.inactive!).toBe(after.total);
  });
});

describe('changing a user', () => {
  it('applies role, tier and profile, audits before and after, publishes, and the sessions follow at once', async () => {
    const admin = await newAdmin();
    const user = await register();
    // The gateway has this session cached with the old role.
    expect((await cacheOf(user.sessionId))?.state).toBe('active');
    const changed = await call(
      auth.url,
      'PUT',
      `/api/admin/users/${user.id}`,
      {
        id: user.id,
        email: 'ignored@example.com',
        role: 'admin',
        subscriptionTier: 'premium',
        company: 'New Co',
        industry: 'retail',
        reason: 'promotion',
      },
      { ...admin.headers, 'x-request-id': 'req-audit-1' },
    );
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({
      role: 'admin',
      subscriptionTier: 'premium',
      tierSource: 'admin',
      company: 'New Co',
      email: user.email,
    });
    // Cached token dropped: the next request of this session gets a token with the new role.
    expect(await cacheOf(user.sessionId)).toBeNull();
    const fresh = await resolveSession(user.sessionId);
    expect(claimsOf(fresh.data.accessToken as string).role).toBe('admin');

    const [row] = await auditRows(user.id);
    expect(row).toMatchObject({
      action: 'user.updated',
      actor_id: admin.id,
      reason: 'promotion',
      request_id: 'req-audit-1',
      changes: {
        role: { before: 'user', after: 'admin' },
        subscriptionTier: { before: 'free', after: 'premium' },
        tierSource: { before: 'signup', after: 'admin' },
        industry: { before: '', after: 'retail' },
      },
      changed_fields: ['company'],
    });
    expect(JSON.stringify(row)).not.toContain('New Co');
    const [event] = await outboxOf('auth.user.updated', user.id);
    expect(event!.payload.data).toMatchObject({
      role: 'admin',
      subscriptionTier: 'premium',
      profile: { company: 'New Co', industry: 'retail' },
    });
  });

  it('deactivating signs every session out at once', async () => {
    const admin = await newAdmin();
    const user = await register();
    const second = await signIn(user.email, user.password);
    const response = await call(
      auth.url,
      'PUT',
      `/api/admin/users/${user.id}`,
      { isActive: false },
      admin.headers,
    );
    expect(response.status).toBe(200);
    for (const sid of [user.sessionId, claimsOf(second).sid]) {
      expect((await cacheOf(sid))?.state).toBe('revoked');
      expect((await resolveSession(sid)).status).toBe(401);
    }
    expect(
      (await call(auth.url, 'POST', '/api/auth/login', { email: user.email, password: user.password }))
        .status,
    ).toBe(403);
  });

  it('refuses bad input with a clear 400 (404 for nobody) and changes nothing', async () => {
    const admin = await newAdmin();
    const user = await register();
    const put = (id: string, body: unknown) =>
      call(auth.url, 'PUT', `/api/admin/users/${id}`, body, admin.headers);
    for (const body of [
      {},
      { reason: 'nothing else' },
      { role: 'king' },
      { subscriptionTier: 'gold' },
      { isActive: 'no' },
      { industry: 'astrology' },
      { companySize: '7' },
      { firstName: '' },
      { firstName: 'x'.repeat(81) },
      { company: 'a\u0000b' },
      { role: 'admin', reason: 'r'.repeat(501) },
      '[1,2',
    ]) {
      const refused = await put(user.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(typeof refused.data.error).toBe('string');
    }
    expect((await put('not-a-uuid', { role: 'admin' })).status).toBe(400);
    expect((await put('00000000-0000-4000-8000-000000000000', { role: 'admin' })).status).toBe(404);
    expect(await userRow(user.id)).toMatchObject({
      role: 'user',
      subscription_tier: 'free',
      is_active: true,
    });
    expect(await auditRows(user.id)).toEqual([]);
  });

  it('an admin cannot demote, deactivate or delete themself; the last active admin stays', async () => {
    const admin = await newAdmin();
    for (const body of [{ role: 'user' }, { role: 'moderator' }, { isActive: false }]) {
      const refused = await call(auth.url, 'PUT', `/api/admin/users/${admin.id}`, body, admin.headers);
      expect(refused.status).toBe(400);
      expect(refused.data.error).toMatch(/cannot demote or deactivate yourself/);
    }
    const selfDelete = await call(
      auth.url,
      'DELETE',
      `/api/admin/users/${admin.id}`,
      undefined,
      admin.headers,
    );
    expect(selfDelete.status).toBe(400);
    expect(selfDelete.data.error).toMatch(/cannot delete yourself/);
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin', is_active: true });

    // The last active admin: every other admin of this schema is deactivated first (by this admin), then the last
    // one tries to leave through account deletion.
    const { rows } = await auth.db.pool.query<{ id: string }>(
      "SELECT id FROM users WHERE role = 'admin' AND is_active AND id <> $1",
      [admin.id],
    );
    for (const { id } of rows) {
      expect(
        (await call(auth.url, 'PUT', `/api/admin/users/${id}`, { isActive: false }, admin.headers)).status,
      ).toBe(200);
    }
    const leaving = await call(
      auth.url,
      'DELETE',
      '/api/account',
      { password: admin.password },
      { authorization: admin.headers.authorization! },
    );
    expect(leaving.status).toBe(400);
    expect(leaving.data.error).toMatch(/last active admin/);
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin', is_active: true });
    // Reactivate the others for the tests that follow.
    for (const { id } of rows)
      await call(auth.url, 'PUT', `/api/admin/users/${id}`, { isActive: true }, admin.headers);
  });

  it('a change whose audit row cannot be written does not happen', async () => {
    const admin = await newAdmin();
    const user = await register();
    await auth.db.pool.query(
      "ALTER TABLE audit_log ADD CONSTRAINT test_refuses_boom CHECK (reason IS DISTINCT FROM 'boom')",
    );
    try {
      const failed = await call(
        auth.url,
        'PUT',
        `/api/admin/users/${user.id}`,
        { role: 'admin', reason: 'boom' },
        admin.headers,
      );
      expect(failed.status).toBe(500);
      expect(await userRow(user.id)).toMatchObject({ role: 'user' });
      expect(await outboxOf('auth.user.updated', user.id)).toEqual([]);
      const deleted = await call(
        auth.url,
        'DELETE',
        `/api/admin/users/${user.id}`,
        { reason: 'boom' },
        admin.headers,
      );
      expect(deleted.status).toBe(500);
      expect(await userRow(user.id)).toBeDefined();
      expect(await outboxOf('auth.user.deleted', user.id)).toEqual([]);
    } finally {
      await auth.db.pool.query('ALTER TABLE audit_log DROP CONSTRAINT test_refuses_boom');
    }
  });
});

describe('deleting a user', () => {
  it('revokes every session at once, publishes auth.user.deleted, audits, and is gone', async () => {
    const admin = await newAdmin();
    const user = await register();
    const deleted = await call(
      auth.url,
      'DELETE',
      `/api/admin/users/${user.id}`,
      { reason: 'asked by mail' },
      admin.headers,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ success: true, id: user.id });
    expect((await cacheOf(user.sessionId))?.state).toBe('revoked');
    expect((await resolveSession(user.sessionId)).status).toBe(401);
    expect(await userRow(user.id)).toBeUndefined();
    expect((await outboxOf('auth.user.deleted', user.id))[0]!.payload.data).toEqual({
      userId: user.id,
      deletedBy: 'admin',
    });
    const [row] = await auditRows(user.id);
    expect(row).toMatchObject({ action: 'user.deleted', actor_id: admin.id, reason: 'asked by mail' });
    expect(JSON.stringify(row)).not.toContain(user.email);
    expect(
      (await call(auth.url, 'DELETE', `/api/admin/users/${user.id}`, undefined, admin.headers)).status,
    ).toBe(404);
    expect(
      (await call(auth.url, 'DELETE', `/api/admin/users/${user.id}`, { reason: 7 }, admin.headers)).status,
    ).toBe(400);
  });
});

describe('the audit log', () => {
  it('is read with filters by actor, target, action and date, and nobody can edit it', async () => {
    const admin = await newAdmin();
    const user = await register();
    await call(
      auth.url,
      'PUT',
      `/api/admin/users/${user.id}`,
      { subscriptionTier: 'premium' },
      admin.headers,
    );
    await call(auth.url, 'PUT', `/api/admin/users/${user.id}`, { role: 'moderator' }, admin.headers);
    const read = (query: string) =>
      call(auth.url, 'GET', `/api/admin/audit-log?${query}`, undefined, admin.headers);
    const byTarget = await read(`targetId=${user.id}`);
    expect(byTarget.status).toBe(200);
    expect(byTarget.data.total).toBe(2);
    const entries = byTarget.data.entries as Array<Record<string, unknown>>;
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetEmail: user.email,
      changes: { role: { before: 'user', after: 'moderator' } },
    });
    // The admin's own step-up is in the trail too: three by the actor, two of them changes to the user.
    expect((await read(`actorId=${admin.id}`)).data.total).toBe(3);
    expect((await read(`actorId=${admin.id}&action=user.updated`)).data.total).toBe(2);
    expect((await read(`actorId=${admin.id}&action=users.exported`)).data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(`targetId=${user.id}&from=${today}&to=${today}`)).data.total).toBe(2);
    expect((await read(`targetId=${user.id}&to=2000-01-01`)).data.total).toBe(0);
    for (const bad of ['actorId=x', 'action=user.hacked', 'from=yesterday', 'pageSize=0'])
      expect((await read(bad)).status, bad).toBe(400);

    await expect(auth.db.pool.query("UPDATE audit_log SET reason = 'edited'")).rejects.toThrow(/append-only/);
    await expect(auth.db.pool.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(auth.db.pool.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await read(`targetId=${user.id}`)).data.total).toBe(2);
  });
});

describe('the CSV export', () => {
  it('has the spec’s columns and dates, neutralises formulas, keeps numbers, applies the filters, and is audited', async () => {
    const admin = await newAdmin();
    const tag = `csv${Date.now().toString(36)}`;
    const evil = await register({
      firstName: '=HYPERLINK("http://x","y")',
      lastName: '-12',
      company: `${tag} @SUM(A1), "Ltd"`,
    });
    const plain = await register({ firstName: '+44', lastName: 'Plain', company: tag });
    await call(auth.url, 'PUT', `/api/admin/users/${plain.id}`, { isActive: false }, admin.headers);
    const exported = await call(
      auth.url,
      'GET',
      `/api/admin/users/export?search=${tag}`,
      undefined,
      admin.headers,
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const today = new Date().toISOString().slice(0, 10);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="users-${today}.csv"`);
    const lines = exported.body.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'ID,Email,First Name,Last Name,Company,Role,Status,Subscription,Created,Last Login',
    );
    expect(lines).toHaveLength(4); // header, two users, the empty string after the last CRLF
    expect(lines[1]).toBe(`${plain.id},${plain.email},+44,Plain,${tag},User,Inactive,Free,${today},${today}`);
    expect(lines[2]).toBe(
      `${evil.id},${evil.email},"'=HYPERLINK(""http://x"",""y"")",-12,"'${tag} @SUM(A1), ""Ltd""",User,Active,Free,${today},${today}`.replace(
        `"'${tag}`,
        `"${tag}`,
      ),
    );
    const onlyInactive = await call(
      auth.url,
      'GET',
      `/api/admin/users/export?search=${tag}&status=inactive`,
      undefined,
      admin.headers,
    );
    expect(onlyInactive.body.toString('utf8').trim().split('\r\n')).toHaveLength(2);
    const neverSignedIn = await auth.db.pool.query('UPDATE users SET last_login_at = NULL WHERE id = $1', [
      evil.id,
    ]);
    expect(neverSignedIn.rowCount).toBe(1);
    const never = await call(
      auth.url,
      'GET',
      `/api/admin/users/export?search=${tag}&status=active`,
      undefined,
      admin.headers,
    );
    expect(never.body.toString('utf8').split('\r\n')[1]).toMatch(/,Never$/);
    expect(
      (await call(auth.url, 'GET', '/api/admin/users/export?role=king', undefined, admin.headers)).status,
    ).toBe(400);

    const audited = await auth.db.pool.query<{ details: unknown }>(
      "SELECT details FROM audit_log WHERE action = 'users.exported' AND actor_id = $1",
      [admin.id],
    );
    expect(audited.rows).toHaveLength(3);
    expect(audited.rows.map((row) => row.details)).toContainEqual({ filters: { search: tag } });
  });

  it('a company that starts with a formula character is neutralised', async () => {
    const admin = await newAdmin();
    const tag = `f${Date.now().toString(36)}`;
    const user = await register({ lastName: tag, company: '=1+1' });
    const exported = await call(
      auth.url,
      'GET',
      `/api/admin/users/export?search=${tag}`,
      undefined,
      admin.headers,
    );
    expect(exported.body.toString('utf8').split('\r\n')[1]).toContain(`,${tag},'=1+1,`);
    expect(user.id).toBeTruthy();
  });
});

describe('the details dialog', () => {
  it('answers the user with their live sessions, and no assessment summary while that service is away', async () => {
    const admin = await newAdmin();
    const user = await register();
    const details = await call(auth.url, 'GET', `/api/admin/users/${user.id}`, undefined, admin.headers);
    expect(details.status).toBe(200);
    expect(details.data).toMatchObject({
      user: { id: user.id, email: user.email, tierSource: 'signup' },
      activeSessions: 1,
      assessments: null,
    });
    expect(
      (
        await call(
          auth.url,
          'GET',
          '/api/admin/users/00000000-0000-4000-8000-000000000000',
          undefined,
          admin.headers,
        )
      ).status,
    ).toBe(404);
  });
});
