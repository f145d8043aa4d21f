import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '@readiness/testing/postgres';
import { useSharedStack } from '@readiness/testing/shared-stack';
import type { TestStack } from '@readiness/testing/stack';

// The built stack: a signed-in user without the admin role tries the admin API through the gateway, one route
// after another; the gateway records each refusal with the account, monitoring's rule raises one alert naming it.
let stack: TestStack;
let pool: pg.Pool;
beforeAll(async () => {
  stack = await useSharedStack();
  pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await stack?.stop();
});

async function call(path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      origin: stack.baseUrl,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

async function poll<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it(
  'ten refused admin calls of one account raise one admin_refused alert that names it',
  { timeout: 90_000 },
  async () => {
    const schema = stack.schemas.monitoring!;
    const email = `curious-${randomUUID().slice(0, 8)}@customer.test`;
    const registered = await call('/api/auth/register', null, {
      email,
      password: 'correct horse battery staple',
      firstName: 'Eve',
      lastName: 'Curious',
      returnToken: true,
    });
    expect(registered.status).toBe(201);
    const token = registered.data.token as string;
    // Monitoring knows the account (and its address) before it is refused.
    await poll(async () => {
      const { rowCount } = await pool.query(`SELECT 1 FROM "${schema}".users WHERE email = $1`, [email]);
      return rowCount ? true : undefined;
    }, 'the registration in monitoring');

    const tried = [
      '/api/admin/users',
      '/api/admin/stats',
      '/api/monitoring/quick-view',
      `/api/admin/users/${randomUUID()}`,
      '/api/monitoring/outliers',
    ];
    for (let i = 0; i < 10; i += 1) {
      const refused = await call(tried[i % tried.length]!, token);
      expect(refused.status, tried[i % tried.length]).toBe(403);
    }
    // Their own calls are not refusals.
    expect((await call('/api/auth/user', token)).status).toBe(200);

    const alert = await poll(async () => {
      const { rows } = await pool.query<{ severity: string; message: string; observed: number }>(
        `SELECT severity, message, observed FROM "${schema}".outliers WHERE type = 'admin_refused' AND rule_key = $1`,
        [`account:${email}`],
      );
      return rows.length > 0 ? rows : undefined;
    }, 'the admin_refused alert');
    expect(alert).toHaveLength(1);
    expect(alert[0]).toMatchObject({ severity: 'high', observed: 10 });
    expect(alert[0]!.message).toMatch(
      new RegExp(`^10 admin requests refused for ${email} within 10 min \\(/api/`),
    );
  },
);
