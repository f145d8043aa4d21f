import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheKey } from '@readiness/contracts';
import {
  bearer,
  call,
  claimsOf,
  newUser,
  outboxEvents,
  sqlOn,
  startAuth,
  tokenOf,
  type RunningAuth,
} from './harness.ts';

// Settings, "Change email": a link to the new address (single use, hashed, one hour), the address changing only when
// it is followed, the previous address told (auth.email.changed; the notifications service's tests send the emails).
let auth: RunningAuth;
let redis: Redis;
beforeAll(async () => {
  auth = await startAuth();
  redis = new Redis(auth.env.REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await auth?.stop();
});

const sql = <T>(text: string, values?: unknown[]) => sqlOn<T>(auth, text, values);
const eventsOf = (type: string, userId: string) => outboxEvents(auth, type, 'userId', userId);

async function register() {
  const user = newUser();
  const response = await call(auth.url, 'POST', '/api/auth/register', { ...user, returnToken: true });
  expect(response.status).toBe(201);
  const token = response.data.token as string;
  return { ...user, token, id: claimsOf(token).sub };
}
const login = (email: string, password: string) =>
  call(auth.url, 'POST', '/api/auth/login', { email, password, returnToken: true });
const emailOf = async (id: string) =>
  (await sql<{ email: string }>(`SELECT email FROM $schema.users WHERE id = $1`, [id]))[0]!.email;

async function askForChange(user: { token: string; id: string; password: string }, newEmail: string) {
  const answer = await call(
    auth.url,
    'POST',
    '/api/account/email',
    { newEmail, password: user.password },
    bearer(user.token),
  );
  expect(answer.status).toBe(202);
  const events = await eventsOf('auth.email-change.requested', user.id);
  return { answer, event: events.at(-1)!, count: events.length };
}
const confirm = (token: string) => call(auth.url, 'POST', '/api/auth/email-change/confirm', { token });

describe('change of email address', () => {
  it('sends a single-use link valid for an hour to the new address, and changes nothing until it is followed', async () => {
    const user = await register();
    const newEmail = `New.${user.email.toUpperCase()}`;
    const { answer, event } = await askForChange(user, newEmail);
    const lower = newEmail.toLowerCase();
    expect(answer.data).toMatchObject({ newEmail: lower });
    expect(String(answer.data.message)).toContain(lower);
    expect(event).toMatchObject({ email: lower, previousEmail: user.email, firstName: 'Grace' });
    expect(String(event.confirmPath)).toMatch(/^\/confirm-email-change\?token=[A-Za-z0-9_-]{43}$/);
    const expiresIn = new Date(String(event.expiresAt)).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    const token = tokenOf(event.confirmPath);
    expect(
      await sql(
        `SELECT token_hash, email FROM $schema.account_tokens WHERE purpose = 'email-change' AND user_id = $1`,
        [user.id],
      ),
    ).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), email: lower }]);
    // Not yet.
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect(await eventsOf('auth.email.changed', user.id)).toEqual([]);

    // The cached token of the session carries the old address until the change.
    const sessionKey = sessionCacheKey(auth.env.REDIS_PREFIX, claimsOf(user.token).sid);
    expect(await redis.get(sessionKey)).not.toBeNull();

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toEqual({ success: true, email: lower });
    expect(await emailOf(user.id)).toBe(lower);
    expect((await login(user.email, user.password)).status).toBe(401);
    const signedIn = await login(lower, user.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.user).toMatchObject({ email: lower, emailVerified: true });
    // The previous address is told, by the notifications service, from this event.
    expect(await eventsOf('auth.email.changed', user.id)).toEqual([
      { userId: user.id, previousEmail: user.email, email: lower, firstName: 'Grace' },
    ]);
    // The session's cached token (with the old address) is dropped: the next request gets the new one.
    expect(await redis.get(sessionKey)).toBeNull();
    const audit = await sql<{ action: string }>(
      `SELECT action FROM $schema.audit_log WHERE target_id = $1 AND action = 'account.email-changed'`,
      [user.id],
    );
    expect(audit).toHaveLength(1);

    // Once only.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.data.error).toMatch(/already used, it expired/);
  });

  it('refuses an unknown, expired or superseded link with a 400 and changes nothing', async () => {
    const user = await register();
    const first = await askForChange(user, `one.${user.email}`);
    const second = await askForChange(user, `two.${user.email}`);
    expect(second.count).toBe(2);
    expect((await confirm('A'.repeat(43))).status).toBe(400);
    expect((await confirm('bad token!')).status).toBe(400);
    expect((await confirm(tokenOf(first.event.confirmPath))).status).toBe(400);
    const secondToken = tokenOf(second.event.confirmPath);
    await sql(
      `UPDATE $schema.account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [createHash('sha256').update(secondToken).digest('hex')],
    );
    const expired = await confirm(secondToken);
    expect(expired.status).toBe(400);
    expect(expired.data.error).toMatch(/has not changed/);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await eventsOf('auth.email.changed', user.id)).toEqual([]);
  });

  it('refuses a wrong password, the current address, a taken one and a malformed one', async () => {
    const user = await register();
    const other = await register();
    const ask = (body: Record<string, unknown>) =>
      call(auth.url, 'POST', '/api/account/email', body, bearer(user.token));
    const wrong = await ask({ newEmail: `x.${user.email}`, password: 'not the password' });
    expect(wrong.status).toBe(403);
    expect(wrong.data.code).toBe('PASSWORD_INCORRECT');
    expect((await ask({ newEmail: user.email, password: user.password })).status).toBe(400);
    const taken = await ask({ newEmail: other.email.toUpperCase(), password: user.password });
    expect(taken.status).toBe(409);
    expect(taken.data.code).toBe('EMAIL_TAKEN');
    expect((await ask({ newEmail: 'not an address', password: user.password })).status).toBe(400);
    expect((await ask({ newEmail: `x.${user.email}` })).status).toBe(400);
    expect(
      (await call(auth.url, 'POST', '/api/account/email', { newEmail: `y.${user.email}`, password: 'x' }))
        .status,
    ).toBe(401);
    expect(await eventsOf('auth.email-change.requested', user.id)).toEqual([]);
  });

  it('refuses the link when another account took the address meanwhile, and changes nothing', async () => {
    const user = await register();
    const wanted = `wanted.${user.email}`;
    const { event } = await askForChange(user, wanted);
    const squatter = newUser({ email: wanted });
    expect((await call(auth.url, 'POST', '/api/auth/register', squatter)).status).toBe(201);
    const answer = await confirm(tokenOf(event.confirmPath));
    expect(answer.status).toBe(409);
    expect(answer.data.code).toBe('EMAIL_TAKEN');
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await eventsOf('auth.email.changed', user.id)).toEqual([]);
  });
});
