import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, readEvents } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { createAdmin } from '../src/domain/create-admin.ts';
import { call, newUser, startAuth, type RunningAuth } from './harness.ts';

// Two auth services: one with the real defaults (the limits an organisation meets), one with small limits and a
// two-second burst window where the defaults would make a test wait for an hour.
let auth: RunningAuth;
let small: RunningAuth;
beforeAll(async () => {
  [auth, small] = await Promise.all([
    startAuth(),
    startAuth({
      LOGIN_IP_LIMIT: '8',
      LOGIN_NETWORK_LIMIT: '12',
      LOGIN_ACCOUNT_FAILURES: '3',
      REGISTER_IP_BURST: '3',
      REGISTER_IP_BURST_SECONDS: '2',
      REGISTER_IP_LIMIT: '5',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([auth?.stop(), small?.stop()]);
});

const from = (ip: string) => ({ 'x-client-ip': ip });

const eventsOf = (running: RunningAuth, type: string) => readEvents(TEST_NATS_URL, running.natsPrefix, type);

async function usersNamed(running: RunningAuth, lastName: string): Promise<number> {
  const { rows } = await running.db.pool.query<{ count: string }>(
    'SELECT count(*) FROM users WHERE last_name = $1',
    [lastName],
  );
  return Number(rows[0]!.count);
}

const register = (running: RunningAuth, user: Record<string, unknown>, ip: string) =>
  call(running.url, 'POST', '/api/auth/register', user, from(ip));
const login = (running: RunningAuth, email: string, password: string, ip: string) =>
  call(running.url, 'POST', '/api/auth/login', { email, password }, from(ip));

describe('an organisation behind one address (real defaults)', () => {
  it('thirty colleagues register within ten minutes, then all sign in, typos included', async () => {
    const office = '198.51.100.10';
    const colleagues = Array.from({ length: 30 }, () => newUser({ lastName: 'Colleague' }));
    const registered = [];
    for (const colleague of colleagues) registered.push((await register(auth, colleague, office)).status);
    expect(registered).toEqual(Array<number>(30).fill(201));
    expect(await usersNamed(auth, 'Colleague')).toBe(30);

    // 35 attempts, more than the 30 failures an address may make: successes do not count against it.
    const signIns = [];
    for (const [index, colleague] of colleagues.entries()) {
      if (index % 6 === 0) signIns.push((await login(auth, colleague.email, 'a typo in it', office)).status);
      signIns.push((await login(auth, colleague.email, colleague.password, office)).status);
    }
    expect(signIns.filter((status) => status === 401)).toHaveLength(5);
    expect(signIns.filter((status) => status === 200)).toHaveLength(30);
  });
});

describe('a scripted registration flood from one address (real defaults)', () => {
  it('is stopped after the burst allowance; the refused ones create no user', async () => {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 200; i += 1) {
      const response = await register(auth, newUser({ lastName: 'Flood' }), '192.0.2.66');
      statuses.push(response.status);
      refused ??= response.status === 429 ? response : undefined;
    }
    expect(statuses.slice(0, 50)).toEqual(Array<number>(50).fill(201));
    expect(statuses.slice(50)).toEqual(Array<number>(150).fill(429));
    expect(refused!.data.error).toMatch(
      /^Too many registrations from your network\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await usersNamed(auth, 'Flood')).toBe(50);
    // Another office is not affected.
    expect((await register(auth, newUser(), '192.0.3.66')).status).toBe(201);
  });
});

describe('credential stuffing (real defaults)', () => {
  const stuff = async (ip: (i: number) => string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1)
      statuses.push((await login(auth, `victim${i}.${Date.now()}@example.com`, 'Summer2024!', ip(i))).status);
    return statuses;
  };

  it('from one address: stopped after 30 failures, a real sign-in from there too, with a time to retry', async () => {
    const member = newUser();
    expect((await register(auth, member, '203.0.113.200')).status).toBe(201);
    const statuses = await stuff(() => '203.0.113.9', 33);
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(401));
    expect(statuses.slice(30)).toEqual([429, 429, 429]);
    const blocked = await login(auth, member.email, member.password, '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(blocked.data.error).toMatch(
      /^Too many failed sign-ins from your network\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address of the same network still signs in.
    expect((await login(auth, member.email, member.password, '203.0.113.10')).status).toBe(200);
  });
});

describe('the admin step-up (real defaults)', () => {
  it('locks the account on the 5th wrong password like sign-in, each failure a security event', async () => {
    const admin = newUser();
    await createAdmin(auth.service.ctx.db, admin.email, admin.password);
    const signedIn = await call(
      auth.url,
      'POST',
      '/api/auth/login',
      { email: admin.email, password: admin.password, returnToken: true },
      from('10.20.0.1'),
    );
    const headers = { authorization: `Bearer ${String(signedIn.data.token)}`, ...from('10.20.0.1') };
    const stepUp = (password: string) => call(auth.url, 'POST', '/api/auth/admin-key', { password }, headers);

    const wrong = [];
    for (let i = 0; i < 4; i += 1) wrong.push((await stepUp(`not my password ${i}`)).status);
    expect(wrong).toEqual([403, 403, 403, 403]);
    const fifth = await stepUp('not my password 4');
    expect(fifth.status).toBe(429);
    expect(fifth.data.error).toMatch(/temporarily locked.*Try again in 15 minutes\./);
    expect(Number(fifth.headers.get('retry-after'))).toBe(900);
    // Locked: the right password is refused, at the step-up and at sign-in alike.
    const right = await stepUp(admin.password);
    expect(right.status).toBe(429);
    expect(right.data.adminKey).toBeUndefined();
    expect((await login(auth, admin.email, admin.password, '10.20.0.2')).status).toBe(429);

    const userId = (signedIn.data.user as { id: string }).id;
    const events = await eventually(
      () => eventsOf(auth, 'security.event.recorded'),
      (found) => found.filter((event) => event.data.userId === userId).length >= 6,
    );
    const mine = events.filter((event) => event.data.userId === userId);
    expect(mine.map((event) => [event.data.event, event.data.severity])).toEqual([
      ['admin-key.wrong-password', 'medium'],
      ['admin-key.wrong-password', 'medium'],
      ['admin-key.wrong-password', 'medium'],
      ['admin-key.wrong-password', 'medium'],
      ['account.locked', 'high'],
      ['admin-key.locked', 'medium'],
    ]);
    expect(mine[0]!.data).toMatchObject({
      source: 'auth',
      ipAddress: '10.20.0.1',
      details: { via: 'admin-key' },
    });
  });
});

describe('small limits', () => {
  it('locks an account after repeated failures, even from different addresses, and says so', async () => {
    const user = newUser();
    expect((await register(small, user, '10.1.0.1')).status).toBe(201);
    const attempt = (ip: string, password = 'wrong password!!') => login(small, user.email, password, ip);
    expect((await attempt('10.2.0.1')).status).toBe(401);
    expect((await attempt('10.2.1.2')).status).toBe(401);
    const third = await attempt('10.2.2.3');
    expect(third.status).toBe(429);
    expect(third.data.error).toMatch(/temporarily locked/);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password is refused while locked.
    expect((await attempt('10.2.3.4', user.password)).status).toBe(429);

    const security = await eventually(
      () => eventsOf(small, 'security.event.recorded'),
      (events) => events.some((event) => event.data.event === 'account.locked'),
    );
    const locked = security.find((event) => event.data.event === 'account.locked')!;
    expect(locked.data).toMatchObject({ severity: 'high', source: 'auth' });
    const failed = await eventually(
      () => eventsOf(small, 'auth.login.failed'),
      (events) => events.length >= 4,
    );
    expect(failed.map((event) => event.data.reason)).toEqual(
      expect.arrayContaining(['wrong-password', 'locked']),
    );
  });

  it('limits failed sign-ins per address, admin step-ups included', async () => {
    const ip = '10.3.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await login(small, `nobody${i}@example.com`, 'whatever123', ip)).status);
    expect(statuses.slice(0, 8)).toEqual(Array<number>(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await login(small, 'nobody@example.com', 'whatever123', '10.3.1.2')).status).toBe(401);

    // An admin stepping up from the blocked address is refused before the password is checked.
    const admin = newUser();
    await createAdmin(small.service.ctx.db, admin.email, admin.password);
    const signedIn = await call(small.url, 'POST', '/api/auth/login', {
      email: admin.email,
      password: admin.password,
      returnToken: true,
    });
    const stepUp = await call(
      small.url,
      'POST',
      '/api/auth/admin-key',
      { password: admin.password },
      { authorization: `Bearer ${String(signedIn.data.token)}`, ...from(ip) },
    );
    expect(stepUp.status).toBe(429);
    expect(stepUp.data.error).toMatch(/Too many failed sign-ins from your network/);
  });

  it('credential stuffing spread over the addresses of one network, or of one IPv6 /64, is stopped all the same', async () => {
    const stuff = async (ip: (i: number) => string, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1)
        statuses.push(
          (await login(small, `spread${i}.${Date.now()}@example.com`, 'Summer2024!', ip(i))).status,
        );
      return statuses;
    };
    // 4 failures from each of 4 addresses of one /24: each below the address limit (8), the network's (12) stops them.
    const spread = await stuff((i) => `198.18.7.${1 + (i % 4)}`, 16);
    expect(spread.slice(0, 12)).toEqual(Array<number>(12).fill(401));
    expect(spread.slice(12)).toEqual([429, 429, 429, 429]);
    // A host may use any address of its /64: they count as one address.
    const rotating = await stuff((i) => `2001:db8:aa:bb::${(i + 1).toString(16)}`, 9);
    expect(rotating.slice(0, 8)).toEqual(Array<number>(8).fill(401));
    expect(rotating[8]).toBe(429);
  });

  it('limits registrations per address: a burst, then an hourly ceiling; the refused create no user', async () => {
    const ip = '10.4.0.1';
    // Sent together, as a script would: the limit is counted before anything else happens.
    const statuses = await Promise.all(
      Array.from(
        { length: 4 },
        async () => (await register(small, newUser({ lastName: 'Burst' }), ip)).status,
      ),
    );
    expect(statuses.sort()).toEqual([201, 201, 201, 429]);
    expect(await usersNamed(small, 'Burst')).toBe(3);

    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the burst window is over
    const more: number[] = [];
    let ceiling: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 3; i += 1) {
      const response = await register(small, newUser({ lastName: 'Burst' }), ip);
      more.push(response.status);
      if (response.status === 429) ceiling = response;
    }
    expect(more).toEqual([201, 201, 429]);
    expect(ceiling!.data.error).toMatch(/Try again in (59|60) minutes\./);
    expect(await usersNamed(small, 'Burst')).toBe(5);
  });
});
