import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBus, createEvent, type Bus } from '@readiness/bus';
import { INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';
import { authenticate, createLogger, errorHandler, requireAdmin } from '@readiness/service';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { createAdmin } from '../src/domain/create-admin.ts';
import { changeSubscriptionTier } from '../src/domain/change-subscription-tier.ts';
import { PREMIUM_CONSUMER } from '../src/events/premium.consumer.ts';
import { call, newUser, startAuth, type RunningAuth } from './harness.ts';

let auth: RunningAuth;
let bus: Bus;
let adminApi: string;
let closeAdminApi: () => void;

beforeAll(async () => {
  auth = await startAuth({ ADMIN_KEY_TTL_SECONDS: '2' });
  bus = await connectBus({
    url: TEST_NATS_URL,
    name: 'test-billing',
    prefix: auth.natsPrefix,
    logger: createLogger('test', 'silent'),
  });
  await bus.ensureStream('billing');
  // An admin route of "another service", guarded by the shared middleware.
  const app = express();
  app.use((req, _res, next) => {
    req.log = createLogger('test', 'silent');
    next();
  });
  app.use(authenticate(auth.service.ctx.keys.verifyKeys));
  app.get('/api/admin/things', requireAdmin(auth.service.ctx.keys.verifyKeys), (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  adminApi = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeAdminApi = () => server.close();
});
afterAll(async () => {
  closeAdminApi?.();
  await bus?.close();
  await auth?.stop();
});

const internalHeaders = () => ({ [INTERNAL_TOKEN_HEADER]: internalApiToken(auth.env) });

async function signIn(email: string, password: string) {
  const response = await call(auth.url, 'POST', '/api/auth/login', { email, password, returnToken: true });
  expect(response.status).toBe(200);
  return response.data.token as string;
}

async function tierOf(userId: string) {
  const { rows } = await auth.db.pool.query<{ subscription_tier: string }>(
    'SELECT subscription_tier FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.subscription_tier;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('premium entitlement from billing events', () => {
  it('grants and revokes the tier once per event, and the next token carries it', async () => {
    const user = newUser();
    const registered = await call(auth.url, 'POST', '/api/auth/register', { ...user, returnToken: true });
    const userId = (registered.data.user as { id: string }).id;

    const granted = createEvent('billing.premium.granted', { userId, tier: 'premium', reason: 'checkout' });
    await bus.publish(granted);
    await waitFor(async () => (await tierOf(userId)) === 'premium');

    const token = await signIn(user.email, user.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { tier: string };
    expect(claims.tier).toBe('premium');
    const me = await call(auth.url, 'GET', '/api/auth/user', undefined, { authorization: `Bearer ${token}` });
    expect(me.data.subscriptionTier).toBe('premium');

    const revoked = createEvent('billing.premium.revoked', { userId, reason: 'refund' });
    await bus.publish(revoked);
    await waitFor(async () => (await tierOf(userId)) === 'free');

    // The grant was processed once; delivering it again (a redelivery) must not re-apply it.
    const { rows } = await auth.db.pool.query<{ count: string }>(
      'SELECT count(*) FROM processed_events WHERE event_id = $1',
      [granted.id],
    );
    expect(Number(rows[0]!.count)).toBe(1);
    // JetStream drops the re-published duplicate (same Nats-Msg-Id); a redelivery that got past it is skipped
    // by the consumer, which remembers the event id.
    await bus.publish({ ...granted, id: granted.id });
    const redelivered = await changeSubscriptionTier(auth.service.ctx, userId, 'premium', {
      consumer: PREMIUM_CONSUMER,
      eventId: granted.id,
    });
    expect(redelivered).toBe('duplicate');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await tierOf(userId)).toBe('free');
  });
});

describe('admin step-up key', () => {
  it('is only given to admins who confirm their password, and admin routes check role and key', async () => {
    const admin = newUser();
    await createAdmin(auth.service.ctx.db, admin.email, admin.password);
    const other = newUser();
    await createAdmin(auth.service.ctx.db, other.email, other.password);
    const plain = newUser();
    await call(auth.url, 'POST', '/api/auth/register', plain);

    const adminToken = await signIn(admin.email, admin.password);
    const otherToken = await signIn(other.email, other.password);
    const plainToken = await signIn(plain.email, plain.password);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    const wrongPassword = await call(
      auth.url,
      'POST',
      '/api/auth/admin-key',
      { password: 'not my password' },
      bearer(adminToken),
    );
    expect(wrongPassword.status).toBe(403);
    const notAdmin = await call(
      auth.url,
      'POST',
      '/api/auth/admin-key',
      { password: plain.password },
      bearer(plainToken),
    );
    expect(notAdmin.status).toBe(403);
    const signedOut = await call(auth.url, 'POST', '/api/auth/admin-key', { password: admin.password });
    expect(signedOut.status).toBe(401);

    const issued = await call(
      auth.url,
      'POST',
      '/api/auth/admin-key',
      { password: admin.password },
      bearer(adminToken),
    );
    expect(issued.status).toBe(200);
    const adminKey = issued.data.adminKey as string;
    const otherKey = (
      await call(auth.url, 'POST', '/api/auth/admin-key', { password: other.password }, bearer(otherToken))
    ).data.adminKey as string;

    const get = (headers: Record<string, string>) =>
      call(adminApi, 'GET', '/api/admin/things', undefined, headers);
    expect((await get({ ...bearer(adminToken), 'x-admin-key': adminKey })).status).toBe(200);
    expect((await get(bearer(adminToken))).status).toBe(403); // missing
    expect((await get({ ...bearer(adminToken), 'x-admin-key': 'admin123' })).status).toBe(403); // wrong
    expect((await get({ ...bearer(adminToken), 'x-admin-key': otherKey })).status).toBe(403); // another user's
    expect((await get({ ...bearer(plainToken), 'x-admin-key': adminKey })).status).toBe(403); // non-admin
    expect((await get({ 'x-admin-key': adminKey })).status).toBe(401); // no user at all

    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const expired = await get({ ...bearer(adminToken), 'x-admin-key': adminKey });
    expect(expired.status).toBe(403);
    expect(expired.data.error).toMatch(/invalid or expired/);
  });

  it('is bound to the session it was issued in: refused in another session of the same admin, and after sign-out', async () => {
    const admin = newUser();
    await createAdmin(auth.service.ctx.db, admin.email, admin.password);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const firstSession = await signIn(admin.email, admin.password);
    const secondSession = await signIn(admin.email, admin.password);
    const issued = await call(
      auth.url,
      'POST',
      '/api/auth/admin-key',
      { password: admin.password },
      bearer(firstSession),
    );
    expect(issued.status).toBe(200);
    const key = issued.data.adminKey as string;
    const get = (token: string) =>
      call(adminApi, 'GET', '/api/admin/things', undefined, { ...bearer(token), 'x-admin-key': key });

    expect((await get(firstSession)).status).toBe(200);
    const elsewhere = await get(secondSession);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.data).toMatchObject({
      code: 'ADMIN_KEY_INVALID',
      error: 'Admin key is not valid for this session',
    });

    expect((await call(auth.url, 'POST', '/api/auth/logout', undefined, bearer(firstSession))).status).toBe(
      200,
    );
    // Signed in again: a new session, where the old key is worth nothing.
    const afterSignOut = await get(await signIn(admin.email, admin.password));
    expect(afterSignOut.status).toBe(403);
    expect(afterSignOut.data.code).toBe('ADMIN_KEY_INVALID');
    // The signed-out session gets no new key, though its access token has not expired yet...
    const again = await call(
      auth.url,
      'POST',
      '/api/auth/admin-key',
      { password: admin.password },
      bearer(firstSession),
    );
    expect(again.status).toBe(401);
    expect(again.data.adminKey).toBeUndefined();
    // ...nor a fresh access token: the gateway, which asks for one, refuses the session from now on.
    const sessionId = (
      JSON.parse(Buffer.from(firstSession.split('.')[1]!, 'base64url').toString()) as { sid: string }
    ).sid;
    expect(
      (await call(auth.url, 'POST', '/internal/sessions/resolve', { sessionId }, internalHeaders())).status,
    ).toBe(401);
  });
});
