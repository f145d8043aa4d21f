import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, createTestRedisPrefix, freePort, type TestDatabase } from '@readiness/testing';
import { randomPrefix } from '@readiness/testing/nats';
import { TEST_NATS_URL, deleteStreams } from '@readiness/testing/stack';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));

let db: TestDatabase;
const redis = createTestRedisPrefix();
const natsPrefix = randomPrefix();
beforeAll(async () => {
  db = await createTestDatabase('assessment');
});
afterAll(async () => {
  await db?.drop();
  await redis.cleanup();
  await deleteStreams(TEST_NATS_URL, natsPrefix).catch(() => undefined);
});

const status = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

it('on SIGTERM reports not ready while it drains, keeps answering, then exits cleanly', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The HTTP entry (src/main.ts, through tsx) as its own process, like its Deployment runs it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
      SHUTDOWN_DRAIN_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 60_000;
    while ((await status(`${base}/readyz`)) !== 200) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Load balancers stop sending; requests that still arrive are answered.
    expect(await status(`${base}/readyz`)).toBe(503);
    expect(await status(`${base}/healthz`)).toBe(200);
    expect(await status(`${base}/api/assessments`)).toBe(401);

    expect(await exited).toBe(0);
    expect(output).toContain('shut down cleanly');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
