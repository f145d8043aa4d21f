// The gateway holds session cache entries in memory between requests: what a change of a session (a sign-out, a
// revocation, a role change) takes to count, with the real Redis and a fake auth service.
import type { ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheKey, sessionChangesChannel } from '@readiness/contracts';
import { cacheSignedInSession, eventually } from '@readiness/testing';
import { SESSION_ENTRY_LIFETIME_MS } from '../src/session-entries.ts';
import { fakeService, startGateway } from './harness.ts';

type Gateway = Awaited<ReturnType<typeof startGateway>>;

let gateway: Gateway;
let service: Awaited<ReturnType<typeof fakeService>>;
let redis: Redis;

const sessionIdOf = (cookie: string) => cookie.split('=')[1]!.split('.')[0]!;
const key = (sessionId: string) => sessionCacheKey(gateway.env.REDIS_PREFIX, sessionId);
/** As auth revokes a session: the entry written and the change announced in one transaction. */
const revokeAndAnnounce = (sessionId: string) =>
  redis
    .multi()
    .set(key(sessionId), JSON.stringify({ state: 'revoked' }), 'EX', 60)
    .publish(sessionChangesChannel(gateway.env.REDIS_PREFIX), sessionId)
    .exec();
/** A writer that does not announce (an older auth during a rolling deploy, or an announcement not arrived yet). */
const revokeSilently = (sessionId: string) =>
  redis.set(key(sessionId), JSON.stringify({ state: 'revoked' }), 'EX', 60);

const statusWith = async (cookie: string) =>
  (await fetch(`${gateway.url}/api/assessments/headers`, { headers: { cookie } })).status;
const resolveCalls = () =>
  service.seen.filter((request) => request.path === '/internal/sessions/resolve').length;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  service = await fakeService({
    '/readyz': (_req, res) => json(res, 200, { status: 'ok' }),
    '/internal/sessions/resolve': (_req, res) => json(res, 401, { error: 'no such session' }),
    '/api/assessments/headers': (_req, res) => json(res, 200, { ok: true }),
    // Signs the session out in the cache without announcing it: only the gateway's own notice can count.
    '/api/auth/logout': (req, res) => {
      const sessionId = sessionIdOf(String(req.headers['x-test-session']));
      void revokeSilently(sessionId).then(() => json(res, 200, { success: true }));
    },
  });
  gateway = await startGateway({ AUTH_URL: service.url, ASSESSMENT_URL: service.url });
  redis = new Redis(gateway.env.REDIS_URL, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await redis?.quit();
  await gateway?.stop();
  await service?.close();
});

describe('session entries held by the gateway', () => {
  it('reads a session from Redis once per lifetime, not per request', async () => {
    const { cookie } = await cacheSignedInSession(gateway.env.REDIS_URL, gateway.env.REDIS_PREFIX);
    expect(await statusWith(cookie)).toBe(200);
    // Changed behind the gateway's back, unannounced: the entry it holds still counts, for its lifetime only.
    await revokeSilently(sessionIdOf(cookie));
    const changed = Date.now();
    expect(await statusWith(cookie)).toBe(200);
    const refused = await eventually(
      () => statusWith(cookie),
      (status) => status === 401,
      SESSION_ENTRY_LIFETIME_MS + 2_000,
    );
    expect(refused).toBe(401);
    expect(Date.now() - changed).toBeLessThanOrEqual(SESSION_ENTRY_LIFETIME_MS + 1_000);
  });

  it('refuses a session as soon as auth announces its revocation, well within the lifetime', async () => {
    const { cookie } = await cacheSignedInSession(gateway.env.REDIS_URL, gateway.env.REDIS_PREFIX);
    expect(await statusWith(cookie)).toBe(200);
    expect(await statusWith(cookie)).toBe(200);
    await revokeAndAnnounce(sessionIdOf(cookie));
    const refused = await eventually(
      () => statusWith(cookie),
      (status) => status === 401,
      SESSION_ENTRY_LIFETIME_MS / 4,
    );
    expect(refused).toBe(401);
  });

  it('asks auth again once auth announces an entry removed (a role or tier change)', async () => {
    const { cookie } = await cacheSignedInSession(gateway.env.REDIS_URL, gateway.env.REDIS_PREFIX);
    expect(await statusWith(cookie)).toBe(200);
    const before = resolveCalls();
    const sessionId = sessionIdOf(cookie);
    await redis
      .multi()
      .del(key(sessionId))
      .publish(sessionChangesChannel(gateway.env.REDIS_PREFIX), sessionId)
      .exec();
    // The fake auth knows no session: asked, it says so.
    const refused = await eventually(
      () => statusWith(cookie),
      (status) => status === 401,
      SESSION_ENTRY_LIFETIME_MS / 4,
    );
    expect(refused).toBe(401);
    expect(resolveCalls()).toBeGreaterThan(before);
  });

  it('refuses a session signed out through this gateway on the very next call, announced or not', async () => {
    const { cookie } = await cacheSignedInSession(gateway.env.REDIS_URL, gateway.env.REDIS_PREFIX);
    expect(await statusWith(cookie)).toBe(200);
    const out = await fetch(`${gateway.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: gateway.url, 'x-test-session': cookie },
    });
    expect(out.status).toBe(200);
    expect(await statusWith(cookie)).toBe(401);
  });
});
