import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, readEvents } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { call, newUser, startAuth, type RunningAuth } from './harness.ts';

let auth: RunningAuth;
beforeAll(async () => {
  auth = await startAuth({ LOGIN_IP_LIMIT: '8', LOGIN_ACCOUNT_FAILURES: '3', REGISTER_IP_LIMIT: '3' });
});
afterAll(async () => {
  await auth?.stop();
});

const from = (ip: string) => ({ 'x-client-ip': ip });

const eventsOn = (type: string) => readEvents(TEST_NATS_URL, auth.natsPrefix, type);

describe('rate limits', () => {
  it('locks an account after repeated failures, even from different addresses, and says so', async () => {
    const user = newUser();
    expect((await call(auth.url, 'POST', '/api/auth/register', user, from('10.1.0.1'))).status).toBe(201);
    const attempt = (ip: string, password = 'wrong password!!') =>
      call(auth.url, 'POST', '/api/auth/login', { email: user.email, password }, from(ip));
    expect((await attempt('10.2.0.1')).status).toBe(401);
    expect((await attempt('10.2.0.2')).status).toBe(401);
    const third = await attempt('10.2.0.3');
    expect(third.status).toBe(429);
    expect(third.data.error).toMatch(/temporarily locked/);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password is refused while locked.
    expect((await attempt('10.2.0.4', user.password)).status).toBe(429);

    const security = await eventually(
      () => eventsOn('security.event.recorded'),
      (events) => events.some((event) => event.data.event === 'account.locked'),
    );
    const locked = security.find((event) => event.data.event === 'account.locked')!;
    expect(locked.data).toMatchObject({ severity: 'high', source: 'auth' });
    const failed = await eventually(
      () => eventsOn('auth.login.failed'),
      (events) => events.length >= 4,
    );
    expect(failed.map((event) => event.data.reason)).toEqual(
      expect.arrayContaining(['wrong-password', 'locked']),
    );
  });

  it('limits sign-in attempts per address', async () => {
    const ip = '10.3.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push(
        (
          await call(
            auth.url,
            'POST',
            '/api/auth/login',
            { email: `nobody${i}@example.com`, password: 'whatever123' },
            from(ip),
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    // Another address is not affected.
    expect(
      (
        await call(
          auth.url,
          'POST',
          '/api/auth/login',
          { email: 'nobody@example.com', password: 'whatever123' },
          from('10.3.0.2'),
        )
      ).status,
    ).toBe(401);
  });

  it('limits registrations per address', async () => {
    const ip = '10.4.0.1';
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await call(auth.url, 'POST', '/api/auth/register', newUser(), from(ip))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const { rows } = await auth.db.pool.query<{ count: string }>(
      "SELECT count(*) FROM users WHERE email LIKE 'auth%'",
    );
    expect(Number(rows[0]!.count)).toBeGreaterThanOrEqual(4);
  });
});
