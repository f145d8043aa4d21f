import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSharedStack } from '@readiness/testing/shared-stack';
import type { TestStack } from '@readiness/testing/stack';
import { TestClient, newUser } from './client.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await useSharedStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('sign-up, sign-in and sign-out through the gateway', () => {
  it('registers, reads the current user, signs out and the old cookie is dead', async () => {
    const browser = new TestClient(stack.baseUrl);
    const user = newUser();
    const registered = await browser.post('/api/auth/register', user);
    expect(registered.status).toBe(201);
    expect(registered.data.user).toMatchObject({
      email: user.email,
      firstName: 'Ada',
      role: 'user',
      subscriptionTier: 'free',
      isActive: true,
    });
    expect(registered.data).not.toHaveProperty('token');
    expect(registered.headers.getSetCookie().join()).toMatch(/ar_session=.*HttpOnly.*SameSite=Lax/i);

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({
      email: user.email,
      lastName: 'Lovelace',
      company: 'Analytical Engines Ltd',
    });
    expect(me.data).not.toHaveProperty('passwordHash');

    const stolenCookie = browser.cookie('ar_session')!;
    const out = await browser.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(browser.cookie('ar_session')).toBeUndefined();
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const attacker = new TestClient(stack.baseUrl);
    attacker.setCookie('ar_session', stolenCookie);
    expect((await attacker.get('/api/auth/user')).status).toBe(401);
  });

  it('signs in with the right password only, and a bearer client gets a token that logout revokes', async () => {
    const user = newUser();
    expect((await new TestClient(stack.baseUrl).post('/api/auth/register', user)).status).toBe(201);

    const wrong = await new TestClient(stack.baseUrl).post('/api/auth/login', {
      email: user.email,
      password: 'wrong password!',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.data.error).toBe('Invalid email or password');

    const api = new TestClient(stack.baseUrl, undefined);
    const login = await api.post('/api/auth/login', {
      email: `  ${user.email.toUpperCase()} `,
      password: user.password,
      returnToken: true,
    });
    expect(login.status).toBe(200);
    const token = login.data.token as string;
    expect(token.split('.')).toHaveLength(3);
    expect(login.data.user).toMatchObject({ email: user.email });
    expect((login.data.user as { lastLoginAt: string | null }).lastLoginAt).not.toBeNull();

    const bearer = new TestClient(stack.baseUrl, undefined);
    const auth = { authorization: `Bearer ${token}` };
    // Several calls first: the gateway now remembers this token's verification and its session's cache entry.
    for (let i = 0; i < 3; i += 1) expect((await bearer.get('/api/auth/user', auth)).status).toBe(200);
    expect((await bearer.post('/api/auth/logout', undefined, auth)).status).toBe(200);
    // Revoked at once: the very next call, still within the token's lifetime, is refused.
    const replay = await bearer.get('/api/auth/user', auth);
    expect(replay.status).toBe(401);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const user = newUser();
    expect((await new TestClient(stack.baseUrl).post('/api/auth/register', user)).status).toBe(201);
    const again = await new TestClient(stack.baseUrl).post('/api/auth/register', {
      ...user,
      email: user.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.data.error).toMatch(/already exists/);
  });

  it('answers 401 on /api/auth/user when signed out, and 401 on a tampered token', async () => {
    const anonymous = new TestClient(stack.baseUrl);
    expect((await anonymous.get('/api/auth/user')).status).toBe(401);
    const tampered = await anonymous.get('/api/auth/user', {
      authorization: 'Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
    });
    expect(tampered.status).toBe(401);
    const forged = new TestClient(stack.baseUrl);
    forged.setCookie('ar_session', '00000000-0000-4000-8000-000000000000.forged');
    expect((await forged.get('/api/auth/user')).status).toBe(401);
  });
});

describe('identity comes only from the gateway', () => {
  it('ignores spoofed identity headers', async () => {
    const anonymous = new TestClient(stack.baseUrl);
    const spoofed = await anonymous.get('/api/auth/user', {
      'x-user-id': '11111111-1111-4111-8111-111111111111',
      'x-user-role': 'admin',
      'x-user-tier': 'premium',
      'x-forwarded-user': 'admin@example.com',
      'x-client-ip': '10.0.0.1',
    });
    expect(spoofed.status).toBe(401);

    const browser = new TestClient(stack.baseUrl);
    const user = newUser();
    await browser.post('/api/auth/register', user);
    const me = await browser.get('/api/auth/user', {
      'x-user-id': '11111111-1111-4111-8111-111111111111',
      'x-user-role': 'admin',
    });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ email: user.email, role: 'user' });
  });

  it('talking to the auth service directly with spoofed headers gets nothing either', async () => {
    const direct = new TestClient(stack.serviceUrls.auth!);
    const response = await direct.get('/api/auth/user', {
      'x-user-id': '11111111-1111-4111-8111-111111111111',
      'x-user-role': 'admin',
    });
    expect(response.status).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  it('refuses cookie-authenticated writes from another origin, or with no origin at all', async () => {
    const browser = new TestClient(stack.baseUrl);
    await browser.post('/api/auth/register', newUser());
    const foreign = await browser.post('/api/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.data.code).toBe('CSRF_REJECTED');
    const foreignReferer = await browser.request('POST', '/api/auth/logout', {
      headers: { origin: '', referer: 'https://evil.example/page' },
    });
    expect(foreignReferer.status).toBe(403);
    const noOrigin = await browser.request('POST', '/api/auth/logout', { headers: { origin: '' } });
    expect(noOrigin.status).toBe(403);
    // Still signed in: none of the refused writes went through.
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    const sameOrigin = await browser.post('/api/auth/logout');
    expect(sameOrigin.status).toBe(200);
  });

  it('lets bearer-token clients write without an Origin', async () => {
    const user = newUser();
    const api = new TestClient(stack.baseUrl, undefined);
    const registered = await api.post('/api/auth/register', { ...user, returnToken: true });
    expect(registered.status).toBe(201);
    const tokenOnly = new TestClient(stack.baseUrl, undefined);
    const out = await tokenOnly.post('/api/auth/logout', undefined, {
      authorization: `Bearer ${registered.data.token as string}`,
    });
    expect(out.status).toBe(200);
  });
});
