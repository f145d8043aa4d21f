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

async function signInForToken(running: RunningAuth, email: string, password: string, ip: string) {
  const signedIn = await call(
    running.url,
    'POST',
    '/api/auth/login',
    { email, password, returnToken: true },
    from(ip),
  );
  expect(signedIn.status).toBe(200);
  return {
    userId: (signedIn.data.user as { id: string }).id,
    headers: { authorization: `Bearer ${String(signedIn.data.token)}`, ...from(ip) },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the admin step-up (real defaults)', () => {
  it('slows a wrong password down after three, each refusal a security event', async () => {
    const admin = newUser();
    await createAdmin(auth.service.ctx.db, admin.email, admin.password);
    const { userId, headers } = await signInForToken(auth, admin.email, admin.password, '10.20.0.1');
    const stepUp = (password: string) => call(auth.url, 'POST', '/api/auth/admin-key', { password }, headers);

    const wrong = [];
    for (let i = 0; i < 4; i += 1) wrong.push((await stepUp(`not my password ${i}`)).status);
    expect(wrong).toEqual([403, 403, 403, 403]);
    const fifth = await stepUp(admin.password);
    expect(fifth.status).toBe(429);
    expect(fifth.data.error).toBe(
      'Too many failed sign-ins to this account from your address. Try again in 1 second.',
    );
    expect(Number(fifth.headers.get('retry-after'))).toBe(1);
    expect(fifth.data.adminKey).toBeUndefined();
    // The session's delays are its own: signing in from the same address is not slowed by them.
    expect((await login(auth, admin.email, admin.password, '10.20.0.1')).status).toBe(200);
    await sleep(1_100);
    expect((await stepUp(admin.password)).status).toBe(200);

    const events = await eventually(
      () => eventsOf(auth, 'security.event.recorded'),
      (found) => found.filter((event) => event.data.userId === userId).length >= 5,
    );
    const mine = events.filter((event) => event.data.userId === userId);
    expect(mine.map((event) => [event.data.event, event.data.severity])).toEqual([
      ['admin-key.wrong-password', 'medium'],
      ['admin-key.wrong-password', 'medium'],
      ['admin-key.wrong-password', 'medium'],
      ['admin-key.wrong-password', 'medium'],
      ['admin-key.rate-limited', 'medium'],
    ]);
    expect(mine[0]!.data).toMatchObject({
      source: 'auth',
      ipAddress: '10.20.0.1',
      details: { via: 'admin-key' },
    });
  });

  it('an admin behind an address with 83 failed sign-ins (their own account among them) still steps up', async () => {
    const shared = '198.51.100.83';
    const admin = newUser();
    await createAdmin(auth.service.ctx.db, admin.email, admin.password);
    const { headers } = await signInForToken(auth, admin.email, admin.password, shared);
    const failed = [];
    for (let i = 0; i < 73; i += 1)
      failed.push((await login(auth, `stuffed${i}.${Date.now()}@example.com`, 'Summer2024!', shared)).status);
    for (let i = 0; i < 10; i += 1)
      failed.push((await login(auth, admin.email, `guess ${i}`, shared)).status);
    expect(failed.filter((status) => status === 429).length).toBeGreaterThan(40); // the guessing was stopped

    const stepUp = await call(auth.url, 'POST', '/api/auth/admin-key', { password: admin.password }, headers);
    expect(stepUp.status).toBe(200);
    expect(stepUp.data.adminKey).toEqual(expect.any(String));
  });
});

describe('guessing one account', () => {
  it('(real defaults) a guesser is slowed down with growing delays; a colleague at the same address and the owner elsewhere sign in', async () => {
    const office = '10.9.0.1';
    const victim = newUser();
    const colleague = newUser();
    expect((await register(auth, victim, '10.9.9.9')).status).toBe(201);
    expect((await register(auth, colleague, office)).status).toBe(201);
    const guess = (password = 'a wrong guess') => login(auth, victim.email, password, office);

    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await guess()).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const waiting = await guess();
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBe(1);
    // While the delay runs, even the right password from there is not tried.
    expect((await guess(victim.password)).status).toBe(429);
    await sleep(1_100);
    expect((await guess()).status).toBe(401);
    const longer = await guess();
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBe(2); // the delay doubled

    // Neither the colleague at the same address nor the owner at another is held up.
    expect((await login(auth, colleague.email, colleague.password, office)).status).toBe(200);
    expect((await login(auth, victim.email, victim.password, '10.9.9.9')).status).toBe(200);
  });

  it('(small limits) distributed guessing reaches the account ceiling: addresses that failed are refused, a clean one with the right password gets in', async () => {
    const user = newUser();
    expect((await register(small, user, '10.1.0.1')).status).toBe(201);
    const attempt = (ip: string, password = 'wrong password!!') => login(small, user.email, password, ip);
    // Three failures (the small ceiling) from three addresses: each address alone is far from its delays.
    expect((await attempt('10.2.0.1')).status).toBe(401);
    expect((await attempt('10.2.1.2')).status).toBe(401);
    expect((await attempt('10.2.2.3')).status).toBe(401);
    // The addresses that failed are refused now, even with the right password.
    const locked = await attempt('10.2.0.1', user.password);
    expect(locked.status).toBe(429);
    expect(locked.data.error).toMatch(
      /^This account is temporarily locked .* Try again in \d+ minutes?, or from an address where you signed in before\.$/,
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // A new address has its one try: a wrong password fails (and that address is refused next)...
    expect((await attempt('10.2.4.5')).status).toBe(401);
    expect((await attempt('10.2.4.5', user.password)).status).toBe(429);
    // ...and the owner, from an address with no failures, signs in with the right password.
    expect((await attempt('10.2.3.4', user.password)).status).toBe(200);

    const security = await eventually(
      () => eventsOf(small, 'security.event.recorded'),
      (events) => events.some((event) => event.data.event === 'account.locked'),
    );
    const lockedEvent = security.find((event) => event.data.event === 'account.locked')!;
    expect(lockedEvent.data).toMatchObject({ severity: 'high', source: 'auth' });
    const failed = await eventually(
      () => eventsOf(small, 'auth.login.failed'),
      (events) => events.some((event) => event.data.reason === 'locked'),
    );
    expect(failed.map((event) => event.data.reason)).toEqual(
      expect.arrayContaining(['wrong-password', 'locked']),
    );
  });
});

describe('small limits', () => {
  it('limits failed sign-ins per address, admin step-ups included', async () => {
    const ip = '10.3.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await login(small, `nobody${i}@example.com`, 'whatever123', ip)).status);
    expect(statuses.slice(0, 8)).toEqual(Array<number>(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await login(small, 'nobody@example.com', 'whatever123', '10.3.1.2')).status).toBe(401);

    // An admin's step-up from the blocked address is their session's own: it is not refused for strangers' failures.
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
    expect(stepUp.status).toBe(200);
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
