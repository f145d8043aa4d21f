import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER, internalApiToken, sessionCacheKey } from '@readiness/contracts';
import { SERVICES, serviceUrlVariable } from '@readiness/contracts/services';
import { bearer, call, claimsOf, newUser, startAuth, type RunningAuth } from './harness.ts';

// A stand-in for "another catalogued service" answering the internal export route over real HTTP: billing answers
// its part, assessment 404 (no export yet); the real services' exports are tested in their own packages.
let stand: Server;
let standUrl: string;
let empty: Server;
const seenTokens: string[] = [];
let auth: RunningAuth;
let redis: Redis;
beforeAll(async () => {
  const app = express();
  app.get('/internal/users/:userId/export', (req, res) => {
    seenTokens.push(String(req.headers[INTERNAL_TOKEN_HEADER]));
    res.json({ service: 'billing', data: { purchases: [{ userId: req.params.userId }] } });
  });
  stand = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => stand.once('listening', resolve));
  standUrl = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
  empty = express().listen(0, '127.0.0.1');
  await new Promise((resolve) => empty.once('listening', resolve));
  // Every other catalogued service is away (a closed port), whatever runs on this machine.
  const away = Object.fromEntries(
    SERVICES.filter((entry) => entry.name !== 'auth').map((entry) => [
      serviceUrlVariable(entry.name),
      'http://127.0.0.1:9',
    ]),
  );
  auth = await startAuth({
    ...away,
    BILLING_URL: standUrl,
    ASSESSMENT_URL: `http://127.0.0.1:${(empty.address() as AddressInfo).port}`,
  });
  redis = new Redis(auth.env.REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await auth?.stop();
  stand?.close();
  empty?.close();
});

async function register(overrides: Record<string, unknown> = {}) {
  const user = newUser(overrides);
  const response = await call(auth.url, 'POST', '/api/auth/register', { ...user, returnToken: true });
  expect(response.status).toBe(201);
  const token = response.data.token as string;
  return { ...user, token, id: claimsOf(token).sub };
}
async function signIn(email: string, password: string) {
  const response = await call(auth.url, 'POST', '/api/auth/login', { email, password, returnToken: true });
  return { status: response.status, token: response.data.token as string };
}
const resolve = (sessionId: string) =>
  call(
    auth.url,
    'POST',
    '/internal/sessions/resolve',
    { sessionId },
    { [INTERNAL_TOKEN_HEADER]: internalApiToken(auth.env) },
  );
const userRow = async (id: string) =>
  (await auth.db.pool.query('SELECT * FROM users WHERE id = $1', [id])).rows[0] as
    Record<string, unknown> | undefined;

const PROFILE = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  company: 'NACA',
  jobTitle: 'Mathematician',
  industry: 'public-sector',
  companySize: '1001-5000',
};

describe('profile', () => {
  it('saves the names, company, job title and the assessment’s industry and size, and publishes them', async () => {
    const user = await register();
    const saved = await call(auth.url, 'PUT', '/api/account/profile', PROFILE, bearer(user.token));
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ...PROFILE, email: user.email });
    const { rows } = await auth.db.pool.query<{ payload: { data: Record<string, unknown> } }>(
      "SELECT payload FROM outbox_events WHERE type = 'auth.user.updated' AND payload->'data'->>'userId' = $1",
      [user.id],
    );
    expect(rows[0]!.payload.data.profile).toEqual({
      firstName: 'Katherine',
      lastName: 'Johnson',
      company: 'NACA',
      industry: 'public-sector',
      companySize: '1001-5000',
    });
    const audit = await auth.db.pool.query<{ action: string; changes: unknown }>(
      'SELECT action, changes FROM audit_log WHERE target_id = $1',
      [user.id],
    );
    expect(audit.rows).toEqual([
      {
        action: 'account.profile-updated',
        changes: {
          industry: { before: '', after: 'public-sector' },
          companySize: { before: '', after: '1001-5000' },
        },
      },
    ]);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const user = await register();
    for (const body of [
      { ...PROFILE, industry: 'astrology' },
      { ...PROFILE, companySize: '12' },
      { ...PROFILE, firstName: ' ' },
      { ...PROFILE, company: 'x'.repeat(121) },
      { ...PROFILE, role: 'admin' },
      { ...PROFILE, lastName: undefined },
      'nope',
    ]) {
      const refused = await call(auth.url, 'PUT', '/api/account/profile', body, bearer(user.token));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(typeof refused.data.error).toBe('string');
    }
    expect(await userRow(user.id)).toMatchObject({ first_name: 'Grace', role: 'user', industry: '' });
    expect((await call(auth.url, 'PUT', '/api/account/profile', PROFILE)).status).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password, keeps the rules, and signs the other sessions out', async () => {
    const user = await register();
    const other = await signIn(user.email, user.password);
    const change = (body: unknown) =>
      call(auth.url, 'POST', '/api/account/password', body, bearer(user.token));
    const wrong = await change({ currentPassword: 'not it at all', newPassword: 'a brand new passphrase' });
    expect(wrong.status).toBe(403);
    expect(wrong.data.code).toBe('PASSWORD_INCORRECT');
    expect((await change({ currentPassword: user.password, newPassword: 'short' })).status).toBe(400);
    expect((await change({ currentPassword: user.password, newPassword: 'password123' })).status).toBe(400);
    expect((await change({ currentPassword: user.password, newPassword: user.password })).status).toBe(400);
    expect((await change({ currentPassword: user.password })).status).toBe(400);
    expect((await resolve(claimsOf(other.token).sid)).status).toBe(200);

    const changed = await change({ currentPassword: user.password, newPassword: 'a brand new passphrase' });
    expect(changed.status).toBe(200);
    expect(changed.data).toEqual({ success: true, signedOutSessions: 1 });
    expect((await resolve(claimsOf(other.token).sid)).status).toBe(401);
    const cached = await redis.get(sessionCacheKey(auth.redisPrefix, claimsOf(other.token).sid));
    expect(JSON.parse(cached!)).toEqual({ state: 'revoked' });
    expect((await resolve(claimsOf(user.token).sid)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'a brand new passphrase')).status).toBe(200);
    const audit = await auth.db.pool.query<{ action: string; changes: unknown; details: unknown }>(
      'SELECT action, changes, details FROM audit_log WHERE target_id = $1',
      [user.id],
    );
    expect(audit.rows).toEqual([
      { action: 'account.password-changed', changes: {}, details: { otherSessionsSignedOut: 1 } },
    ]);
  });
});

describe('download my data', () => {
  it('gathers auth’s part and each catalogued service’s, and says which were skipped', async () => {
    const user = await register();
    const exported = await call(auth.url, 'GET', '/api/account/export', undefined, bearer(user.token));
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ai-readiness-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(exported.data).toMatchObject({
      userId: user.id,
      gathered: ['auth', 'billing'],
      skipped: expect.arrayContaining([{ service: 'assessment', reason: 'holds no export' }]) as unknown,
      services: {
        auth: {
          account: { id: user.id, email: user.email },
          sessions: [{ ipAddress: expect.any(String) as unknown }],
        },
        billing: { purchases: [{ userId: user.id }] },
      },
    });
    const away = SERVICES.filter((entry) => !['auth', 'billing', 'assessment'].includes(entry.name));
    expect(exported.data.skipped).toHaveLength(away.length + 1);
    for (const entry of away)
      expect(exported.data.skipped).toContainEqual({ service: entry.name, reason: 'not reachable' });
    expect(JSON.stringify(exported.data)).not.toMatch(/passwordHash|secretHash|password_hash/);
    expect(seenTokens.at(-1)).toBe(internalApiToken(auth.env));
    expect((await call(auth.url, 'GET', '/api/account/export')).status).toBe(401);
  });
});

describe('deleting my account', () => {
  it('needs the password, then signs out everywhere, publishes auth.user.deleted and clears the cookie', async () => {
    const user = await register();
    const other = await signIn(user.email, user.password);
    const wrong = await call(
      auth.url,
      'DELETE',
      '/api/account',
      { password: 'not my password' },
      bearer(user.token),
    );
    expect(wrong.status).toBe(403);
    expect((await call(auth.url, 'DELETE', '/api/account', {}, bearer(user.token))).status).toBe(400);
    expect(await userRow(user.id)).toBeDefined();

    const deleted = await call(
      auth.url,
      'DELETE',
      '/api/account',
      { password: user.password },
      bearer(user.token),
    );
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('set-cookie')).toMatch(/ar_session=;/);
    expect(await userRow(user.id)).toBeUndefined();
    for (const token of [user.token, other.token])
      expect((await resolve(claimsOf(token).sid)).status).toBe(401);
    const { rows } = await auth.db.pool.query<{ payload: { data: unknown } }>(
      "SELECT payload FROM outbox_events WHERE type = 'auth.user.deleted' AND payload->'data'->>'userId' = $1",
      [user.id],
    );
    expect(rows.map((row) => row.payload.data)).toEqual([{ userId: user.id, deletedBy: 'self' }]);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    // The address is free again.
    expect((await call(auth.url, 'POST', '/api/auth/register', newUser({ email: user.email }))).status).toBe(
      201,
    );
  });
});
