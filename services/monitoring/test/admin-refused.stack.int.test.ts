import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '@readiness/testing/http';
import { TEST_DATABASE_URL } from '@readiness/testing/postgres';
import { useSharedStack } from '@readiness/testing/shared-stack';
import type { TestStack } from '@readiness/testing/stack';
import { waitFor } from './harness.ts';

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

/** The headers of a call through the gateway from a browser, as the user holding `token` (or signed out). */
const as = (token: string | null) => ({
  origin: stack.baseUrl,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

it(
  'ten refused admin calls of one account raise one admin_refused alert that names it',
  { timeout: 90_000 },
  async () => {
    const schema = stack.schemas.monitoring!;
    const email = `curious-${randomUUID().slice(0, 8)}@customer.test`;
    const registered = await call(
      stack.baseUrl,
      'POST',
      '/api/auth/register',
      {
        email,
        password: 'correct horse battery staple',
        firstName: 'Eve',
        lastName: 'Curious',
        returnToken: true,
      },
      as(null),
    );
    expect(registered.status).toBe(201);
    const token = registered.data.token as string;
    // Monitoring knows the account (and its address) before it is refused.
    await waitFor(
      async () => (await pool.query(`SELECT 1 FROM "${schema}".users WHERE email = $1`, [email])).rowCount,
      (rows) => rows === 1,
      60_000,
    );

    const tried = [
      '/api/admin/users',
      '/api/admin/stats',
      '/api/monitoring/quick-view',
      `/api/admin/users/${randomUUID()}`,
      '/api/monitoring/outliers',
    ];
    for (let i = 0; i < 10; i += 1) {
      const path = tried[i % tried.length]!;
      expect((await call(stack.baseUrl, 'GET', path, undefined, as(token))).status, path).toBe(403);
    }
    // Their own calls are not refusals.
    expect((await call(stack.baseUrl, 'GET', '/api/auth/user', undefined, as(token))).status).toBe(200);

    // The gateway's records reach monitoring in batches; its rules run every OUTLIER_INTERVAL_MS.
    const alerts = await waitFor(
      async () =>
        (
          await pool.query<{ severity: string; message: string; observed: number }>(
            `SELECT severity, message, observed FROM "${schema}".outliers
              WHERE type = 'admin_refused' AND rule_key = $1`,
            [`account:${email}`],
          )
        ).rows,
      (rows) => rows.length > 0,
      60_000,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ severity: 'high', observed: 10 });
    expect(alerts[0]!.message).toMatch(
      new RegExp(`^10 admin requests refused for ${email} within 10 min \\(/api/`),
    );
  },
);
