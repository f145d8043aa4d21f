import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newUser, startAuth, type RunningAuth } from './harness.ts';

let auth: RunningAuth;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(async () => {
  await auth?.stop();
});

async function userCount() {
  const { rows } = await auth.db.pool.query<{ count: string }>('SELECT count(*) FROM users');
  return Number(rows[0]!.count);
}

describe('bad input gets a clear 4xx and changes nothing', () => {
  const cases: Array<[string, unknown, number, RegExp]> = [
    ['malformed JSON', '{"email": "a@b.c", "password": ', 400, /not valid JSON/],
    ['a JSON array', '[]', 400, /expected object|Invalid input/i],
    ['missing fields', {}, 400, /email/],
    ['wrong types', { ...newUser(), email: 42, firstName: ['x'] }, 400, /email/],
    ['invalid email', newUser({ email: 'not-an-email' }), 400, /valid email/],
    ['short password', newUser({ password: 'short' }), 400, /at least 8/],
    ['too long password', newUser({ password: 'x'.repeat(129) }), 400, /at most 128/],
    ['common password', newUser({ password: 'password123' }), 400, /too common/],
    ['unknown fields', { ...newUser(), role: 'admin' }, 400, /unknown field.*role/],
    ['empty first name', newUser({ firstName: '   ' }), 400, /firstName/],
    // A profile's lists, as Settings and the admin's edit dialog take them: no industry a benchmark does not know.
    [
      'an unknown industry',
      { ...newUser(), industry: 'financial' },
      400,
      /^industry: industry must be one of: .*financial-services/,
    ],
    [
      'an unknown company size',
      { ...newUser(), companySize: 'huge' },
      400,
      /^companySize: companySize must be one of: .*5000\+/,
    ],
    ['oversized body', { ...newUser(), company: 'x'.repeat(200_000) }, 413, /too large/],
  ];
  it.each(cases)('register with %s', async (_name, body, status, message) => {
    const before = await userCount();
    const response = await call(auth.url, 'POST', '/api/auth/register', body);
    expect(response.status).toBe(status);
    expect(response.data.error).toMatch(message);
    expect(typeof response.data.code).toBe('string');
    expect(typeof response.data.requestId).toBe('string');
    expect(await userCount()).toBe(before);
  });

  it('text PostgreSQL cannot store (NUL, an unpaired surrogate) in any field: 400 naming the field, no user', async () => {
    const before = await userCount();
    const fields = [
      'email',
      'password',
      'firstName',
      'lastName',
      'company',
      'jobTitle',
      'industry',
      'companySize',
    ];
    for (const field of fields) {
      for (const bad of ['\u0000', '\ud800']) {
        const user = newUser();
        const value = `${String(user[field as keyof typeof user])}${bad}x`;
        const response = await call(auth.url, 'POST', '/api/auth/register', { ...user, [field]: value });
        expect(response.status, `${field} with ${JSON.stringify(bad)}`).toBe(400);
        expect(response.data.code).toBe('VALIDATION_FAILED');
        expect(response.data.error).toMatch(new RegExp(`^${field}: must not contain NUL`));
      }
    }
    expect(await userCount()).toBe(before);
    const login = await call(auth.url, 'POST', '/api/auth/login', {
      email: 'a@example.com',
      password: 'pass\u0000word',
    });
    expect(login.status).toBe(400);
    expect(login.data.error).toMatch(/^password: must not contain NUL/);
  });

  it('login with bad input', async () => {
    expect((await call(auth.url, 'POST', '/api/auth/login', { email: 'a@b.co' })).status).toBe(400);
    expect(
      (await call(auth.url, 'POST', '/api/auth/login', { email: 'a@b.co', password: 'x', extra: 1 })).status,
    ).toBe(400);
    expect((await call(auth.url, 'POST', '/api/auth/login', 'nope')).status).toBe(400);
  });

  it('personal answers may not be kept by a shared browser: no-store', async () => {
    const response = await call(auth.url, 'POST', '/api/auth/register', { ...newUser(), returnToken: true });
    expect(response.status).toBe(201);
    const user = await call(auth.url, 'GET', '/api/auth/user', undefined, {
      authorization: `Bearer ${String(response.data.token)}`,
    });
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('private, no-store');
  });

  it('unknown routes get a JSON 404', async () => {
    const response = await call(auth.url, 'GET', '/api/auth/nothing-here');
    expect(response.status).toBe(404);
    expect(response.data).toMatchObject({ code: 'NOT_FOUND' });
  });
});
