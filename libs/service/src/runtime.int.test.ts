import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '@readiness/testing/postgres';
import { createLogger } from './logger.ts';
import { createRuntime, serviceEnvSchema } from './runtime.ts';

// A connection of the service's pool ended by the server while checked out, as a PostgreSQL restart ends every
// connection: the process must live on (an unhandled 'error' event would end it) and the pool serve again.
const admin = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
afterAll(async () => {
  await admin.end();
});

it('survives a PostgreSQL connection ended while checked out, and the pool serves again', async () => {
  const env = serviceEnvSchema('billing').parse({
    DATABASE_URL: TEST_DATABASE_URL,
    DB_SCHEMA: 'public',
    LOG_LEVEL: 'silent',
  });
  const runtime = await createRuntime({
    service: 'billing',
    env,
    logger: createLogger('billing', 'silent'),
    db: () => ({ $disconnect: () => Promise.resolve() }),
    redis: false,
    bus: false,
  });
  try {
    const client = await runtime.pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const closed = new Promise((resolve) => client.once('end', resolve));
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await closed; // the server's FATAL reached the idle, checked-out client as an 'error' event
    client.release();

    const again = await runtime.pool.query<{ one: number }>('SELECT 1 AS one');
    expect(again.rows[0]?.one).toBe(1);
  } finally {
    await runtime.close();
  }
});

it('builds no Prisma client for a service that leaves out `db`: SQL through the pool, `db` refused', async () => {
  const env = serviceEnvSchema('monitoring').parse({
    DATABASE_URL: TEST_DATABASE_URL,
    DB_SCHEMA: 'public',
    LOG_LEVEL: 'silent',
  });
  const runtime = await createRuntime({
    service: 'monitoring',
    env,
    logger: createLogger('monitoring', 'silent'),
    redis: false,
    bus: false,
  });
  try {
    expect((await runtime.pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1);
    expect(() => runtime.db).toThrow(/made without Prisma/);
    expect(runtime.closers().map(([name]) => name)).toEqual(['postgres']);
  } finally {
    await runtime.close();
  }
});
