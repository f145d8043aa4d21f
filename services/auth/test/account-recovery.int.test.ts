import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheKey } from '@readiness/contracts';
import {
  call,
  claimsOf,
  newUser,
  outboxEvents,
  sqlOn,
  startAuth,
  tokenOf,
  type RunningAuth,
} from './harness.ts';

// "Forgot password?", the reset link and email verification, as auth's side of them: the events that carry what the
// emails need (the notifications service's tests send them; the browser test follows the real email's link).
let auth: RunningAuth;
let redis: Redis;
beforeAll(async () => {
  auth = await startAuth({ ACCOUNT_EMAIL_IP_LIMIT: '12' });
  redis = new Redis(auth.env.REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await auth?.stop();
});

const sql = <T>(text: string, values?: unknown[]) => sqlOn<T>(auth, text, values);
/** The events of a type about one address, oldest first. */
const eventsFor = (type: string, email: string) => outboxEvents(auth, type, 'email', email);
const sidOf = (token: string) => claimsOf(token).sid;

async function register() {
  const user = newUser();
  const response = await call(auth.url, 'POST', '/api/auth/register', { ...user, returnToken: true });
  expect(response.status).toBe(201);
  return { ...user, token: response.data.token as string };
}
const login = (email: string, password: string) =>
  call(auth.url, 'POST', '/api/auth/login', { email, password, returnToken: true });

async function resetLinkFor(email: string, count = 1) {
  const answer = await call(auth.url, 'POST', '/api/auth/password-reset/request', { email });
  expect(answer.status).toBe(202);
  await expect
    .poll(() => eventsFor('auth.password-reset.requested', email).then((e) => e.length))
    .toBe(count);
  const events = await eventsFor('auth.password-reset.requested', email);
  return tokenOf(events.at(-1)!.resetPath);
}

describe('forgot password', () => {
  it('answers the same whether or not the address has an account, and only an account gets a link', async () => {
    const user = await register();
    const known = await call(auth.url, 'POST', '/api/auth/password-reset/request', {
      email: user.email.toUpperCase(),
    });
    const unknown = await call(auth.url, 'POST', '/api/auth/password-reset/request', {
      email: 'nobody@example.com',
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.data).toEqual(known.data);
    await expect
      .poll(() => eventsFor('auth.password-reset.requested', user.email).then((e) => e.length))
      .toBe(1);
    const [event] = await eventsFor('auth.password-reset.requested', user.email);
    expect(event).toMatchObject({ email: user.email, firstName: 'Grace' });
    expect(String(event!.resetPath)).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    // Valid for an hour, stored hashed.
    const expiresIn = new Date(String(event!.expiresAt)).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    const token = tokenOf(event!.resetPath);
    const stored = await sql<{ token_hash: string }>(
      `SELECT token_hash FROM $schema.account_tokens WHERE purpose = 'password-reset' AND email = $1`,
      [user.email],
    );
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(await eventsFor('auth.password-reset.requested', 'nobody@example.com')).toEqual([]);
    expect(
      (await call(auth.url, 'POST', '/api/auth/password-reset/request', { email: 'not an address' })).status,
    ).toBe(400);
  });

  it('resets the password once with the link, signs out every session, and says so by email', async () => {
    const user = await register();
    const other = await login(user.email, user.password);
    const sessions = [sidOf(user.token), sidOf(other.data.token as string)];
    const token = await resetLinkFor(user.email);

    const weak = await call(auth.url, 'POST', '/api/auth/password-reset', { token, password: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.data.error).toMatch(/too common/);
    const short = await call(auth.url, 'POST', '/api/auth/password-reset', { token, password: 'short' });
    expect(short.status).toBe(400);

    // The refused passwords did not use the link up.
    const reset = await call(auth.url, 'POST', '/api/auth/password-reset', {
      token,
      password: 'a brand new passphrase',
    });
    expect(reset.status).toBe(200);
    expect(reset.data).toEqual({ success: true, signedOutSessions: 2 });
    const rows = await sql<{ revoked: boolean }>(
      `SELECT revoked_at IS NOT NULL AS revoked FROM $schema.sessions WHERE id = ANY($1::uuid[])`,
      [sessions],
    );
    expect(rows).toEqual([{ revoked: true }, { revoked: true }]);
    for (const sid of sessions)
      expect(JSON.parse((await redis.get(sessionCacheKey(auth.env.REDIS_PREFIX, sid)))!)).toEqual({
        state: 'revoked',
      });
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'a brand new passphrase')).status).toBe(200);
    await expect
      .poll(() => eventsFor('auth.password.changed', user.email))
      .toMatchObject([{ via: 'reset', signedOutSessions: 2 }]);

    const again = await call(auth.url, 'POST', '/api/auth/password-reset', {
      token,
      password: 'yet another passphrase',
    });
    expect(again.status).toBe(400);
    expect(again.data.error).toMatch(/already used, it expired/);
    expect((await login(user.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('refuses an unknown, expired or superseded link with a 400 and changes nothing', async () => {
    const user = await register();
    const first = await resetLinkFor(user.email, 1);
    const second = await resetLinkFor(user.email, 2);
    const unknown = await call(auth.url, 'POST', '/api/auth/password-reset', {
      token: 'A'.repeat(43),
      password: 'a brand new passphrase',
    });
    expect(unknown.status).toBe(400);
    expect(
      (
        await call(auth.url, 'POST', '/api/auth/password-reset', {
          token: first,
          password: 'a brand new passphrase',
        })
      ).status,
    ).toBe(400);
    await sql(
      `UPDATE $schema.account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [createHash('sha256').update(second).digest('hex')],
    );
    expect(
      (
        await call(auth.url, 'POST', '/api/auth/password-reset', {
          token: second,
          password: 'a brand new passphrase',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(auth.url, 'POST', '/api/auth/password-reset', {
          token: 'bad token!',
          password: 'a brand new passphrase',
        })
      ).status,
    ).toBe(400);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('sends an address at most three links an hour, silently, and refuses a client past its limit', async () => {
    const user = await register();
    for (let i = 0; i < 4; i += 1)
      expect(
        (await call(auth.url, 'POST', '/api/auth/password-reset/request', { email: user.email })).status,
      ).toBe(202);
    await expect
      .poll(() => eventsFor('auth.password-reset.requested', user.email).then((e) => e.length))
      .toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await eventsFor('auth.password-reset.requested', user.email)).toHaveLength(3);
    let refused = 0;
    for (let i = 0; i < 12 && refused === 0; i += 1) {
      const answer = await call(auth.url, 'POST', '/api/auth/password-reset/request', {
        email: `x${i}@example.com`,
      });
      if (answer.status === 429) refused += 1;
    }
    expect(refused).toBe(1);
    // The next tests start with this client's allowance whole again.
    const keys = await redis.keys(`${auth.env.REDIS_PREFIX}rl:account-email-ip*`);
    if (keys.length > 0) await redis.del(...keys);
  });
});

describe('email verification', () => {
  it('sends a link on registration; the link confirms the address once, without a session', async () => {
    const user = await register();
    const me = await call(auth.url, 'GET', '/api/auth/user', undefined, {
      authorization: `Bearer ${user.token}`,
    });
    expect(me.data.emailVerified).toBe(false);
    const [event] = await eventsFor('auth.email-verification.requested', user.email);
    expect(String(event!.verifyPath)).toMatch(/^\/verify-email\?token=/);
    const token = tokenOf(event!.verifyPath);
    const verified = await call(auth.url, 'POST', '/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.data).toEqual({ success: true, email: user.email });
    const after = await login(user.email, user.password);
    expect((after.data.user as { emailVerified: boolean }).emailVerified).toBe(true);
    expect((await call(auth.url, 'POST', '/api/auth/verify-email', { token })).status).toBe(400);
    const resend = await call(auth.url, 'POST', '/api/auth/verify-email/resend', undefined, {
      authorization: `Bearer ${after.data.token as string}`,
    });
    expect(resend.status).toBe(409);
  });

  it('sends a new link when asked, and the older one stops working', async () => {
    const user = await register();
    const [first] = await eventsFor('auth.email-verification.requested', user.email);
    const resend = await call(auth.url, 'POST', '/api/auth/verify-email/resend', undefined, {
      authorization: `Bearer ${user.token}`,
    });
    expect(resend.status).toBe(202);
    const events = await eventsFor('auth.email-verification.requested', user.email);
    expect(events).toHaveLength(2);
    expect(
      (await call(auth.url, 'POST', '/api/auth/verify-email', { token: tokenOf(first!.verifyPath) })).status,
    ).toBe(400);
    expect(
      (await call(auth.url, 'POST', '/api/auth/verify-email', { token: tokenOf(events[1]!.verifyPath) }))
        .status,
    ).toBe(200);
  });
});

describe('password change', () => {
  it('is confirmed by email (auth.password.changed)', async () => {
    const user = await register();
    const changed = await call(
      auth.url,
      'POST',
      '/api/account/password',
      { currentPassword: user.password, newPassword: 'a changed passphrase' },
      { authorization: `Bearer ${user.token}` },
    );
    expect(changed.status).toBe(200);
    expect(await eventsFor('auth.password.changed', user.email)).toMatchObject([
      { via: 'change', firstName: 'Grace' },
    ]);
  });
});
