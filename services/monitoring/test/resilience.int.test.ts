import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestRedisPrefix, freePort, type TestDatabase } from '@readiness/testing';
import {
  randomPrefix,
  startNatsServer,
  TEST_NATS_URL,
  type PrivateNatsServer,
} from '@readiness/testing/nats';
import { deleteStreams } from '@readiness/testing/stack';
import { access, publisher, startMonitoring, startTokenIssuer, waitFor } from './harness.ts';

/**
 * Nothing lost, nothing counted twice: every access event ends up as exactly one row, and the rollups (added
 * from the rows inserted) sum to the same number, whether monitoring is killed mid-stream or NATS restarts.
 */
async function totals(db: TestDatabase) {
  const { rows } = await db.pool.query<{ logs: number; rolled: number }>(
    `SELECT (SELECT count(*) FROM "${db.schema}".access_logs)::integer AS logs,
            (SELECT coalesce(sum(requests), 0) FROM "${db.schema}".path_rollups)::integer AS rolled`,
  );
  return rows[0]!;
}

const burst = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({
    type: 'gateway.request.completed' as const,
    data: access({ path: `/api/${tag}/${i % 20}`, status: i % 50 === 0 ? 500 : 200 }),
  }));

describe('monitoring killed mid-stream (SIGKILL of the built process)', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('picks up where it was after a restart: every event stored once', async () => {
    const db = await createTestDatabase('monitoring');
    const redis = createTestRedisPrefix();
    const prefix = randomPrefix();
    cleanups.push(
      () => db.drop(),
      () => redis.cleanup(),
      () => deleteStreams(TEST_NATS_URL, prefix),
    );
    const port = await freePort();
    const start = (): ChildProcess => {
      const child = spawn(process.execPath, ['--import', './dist/instrument.js', 'dist/main.js'], {
        cwd: join(import.meta.dirname, '..'),
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: db.databaseUrl,
          DB_SCHEMA: db.schema,
          REDIS_PREFIX: redis.prefix,
          NATS_URL: TEST_NATS_URL,
          NATS_PREFIX: prefix,
          LOG_LEVEL: 'warn',
          LOG_FORMAT: 'json',
          NODE_ENV: 'test',
          ACK_WAIT_MS: '2000',
          INGEST_BATCH_SIZE: '100',
          OUTLIER_INTERVAL_MS: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      cleanups.push(() => Promise.resolve(child.exitCode === null && child.kill('SIGKILL')));
      return child;
    };
    // A process that exits on its own (a port taken, a crash) fails the test at once, not after a minute of waiting.
    const isReady = (child: ChildProcess) => {
      if (child.exitCode !== null)
        throw new Error(`monitoring exited with code ${child.exitCode} before it was ready`);
      return fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
    };

    const bus = await publisher(TEST_NATS_URL, prefix);
    cleanups.push(() => bus.close());
    const total = 20_000;
    await bus.publishMany(burst(total, 'kill'));

    const first = start();
    await waitFor(() => isReady(first), Boolean, 60_000);
    await waitFor(
      () => totals(db),
      (t) => t.logs >= 1_000,
      60_000,
    );
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = await totals(db);
    expect(atKill.logs).toBeLessThan(total); // killed mid-stream
    expect(atKill.rolled).toBe(atKill.logs);

    const second = start();
    await waitFor(() => isReady(second), Boolean, 60_000);
    const after = await waitFor(
      () => totals(db),
      (t) => t.logs === total,
      90_000,
    );
    expect(after).toEqual({ logs: total, rolled: total });
    // Batches the first process stored but never acked come back after ACK_WAIT_MS: they must change nothing.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await totals(db)).toEqual({ logs: total, rolled: total });
  }, 180_000);
});

describe('NATS restarts while monitoring consumes (a private nats-server)', () => {
  let nats: PrivateNatsServer | undefined;
  let monitoring: Awaited<ReturnType<typeof startMonitoring>> | undefined;
  let issuer: Awaited<ReturnType<typeof startTokenIssuer>> | undefined;
  afterAll(async () => {
    await monitoring?.stop();
    await issuer?.stop();
    await nats?.destroy();
  });

  it('keeps every event once across the restart', async () => {
    nats = await startNatsServer();
    issuer = await startTokenIssuer();
    monitoring = await startMonitoring(issuer, { env: { NATS_URL: nats.url, INGEST_BATCH_SIZE: '100' } });
    const db = monitoring.db;

    let bus = await publisher(nats.url, monitoring.natsPrefix);
    await bus.publishMany(burst(5_000, 'before'));
    await bus.close();
    await waitFor(
      () => totals(db),
      (t) => t.logs >= 1,
      60_000,
    );
    await nats.stop();
    const during = await totals(db);
    expect(during.logs).toBeLessThanOrEqual(5_000);
    await nats.start();

    bus = await publisher(nats.url, monitoring.natsPrefix);
    await bus.publishMany(burst(5_000, 'after'));
    await bus.close();
    const after = await waitFor(
      () => totals(db),
      (t) => t.logs === 10_000,
      90_000,
    );
    expect(after).toEqual({ logs: 10_000, rolled: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await totals(db)).toEqual({ logs: 10_000, rolled: 10_000 });
  }, 180_000);
});
