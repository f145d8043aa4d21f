import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, createTestRedisPrefix, freePort, type TestDatabase } from '@readiness/testing';
import { randomPrefix } from '@readiness/testing/nats';
import { TEST_NATS_URL, deleteStreams } from '@readiness/testing/stack';
import { newUser } from './harness.ts';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));

let db: TestDatabase;
const redis = createTestRedisPrefix();
const natsPrefix = randomPrefix();
beforeAll(async () => {
  db = await createTestDatabase('auth');
});
afterAll(async () => {
  await db?.drop();
  await redis.cleanup();
  await deleteStreams(TEST_NATS_URL, natsPrefix).catch(() => undefined);
});

async function startAuthProcess(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', './dist/instrument.js', 'dist/main.js'], {
    cwd: SERVICE_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: db.databaseUrl,
      DB_SCHEMA: db.schema,
      REDIS_PREFIX: redis.prefix,
      NATS_URL: TEST_NATS_URL,
      NATS_PREFIX: natsPrefix,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`auth did not start:\n${output}`);
}

it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
  const port = await freePort();
  const { child, output } = await startAuthProcess(port);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  // Registrations hash passwords with argon2id: slow enough to still be running when the signal arrives.
  const users = Array.from({ length: 6 }, () => newUser());
  const inFlight = users.map((user) =>
    fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': `10.9.0.${users.indexOf(user)}` },
      body: JSON.stringify(user),
    }).then((response) => response.status),
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const draining = await fetch(`http://127.0.0.1:${port}/readyz`);
  expect(draining.status).toBe(503); // load balancers stop sending while it drains

  expect(await Promise.all(inFlight)).toEqual(users.map(() => 201));
  expect(await exited).toBe(0);
  expect(output()).toContain('shut down cleanly');
  const { rows } = await db.pool.query<{ count: string }>('SELECT count(*) FROM users');
  expect(Number(rows[0]!.count)).toBe(users.length);
  // Their events were committed with them and stay in the outbox for the next relay if not yet published.
  const events = await db.pool.query<{ count: string }>(
    "SELECT count(*) FROM outbox_events WHERE type = 'auth.user.registered'",
  );
  expect(Number(events.rows[0]!.count)).toBe(users.length);
});
