// Shared by this package's integration tests (not exported from index.ts).
import { Queue } from 'bullmq';
import pino from 'pino';
import { createTestRedisPrefix } from '@readiness/testing/redis';
import { bullPrefix } from './names.ts';
import { createJobClient } from './job-client.ts';
import { startJobWorker, type JobHandler, type JobWorkerOptions } from './job-worker.ts';
import type { JobDefinition } from './define-job.ts';
import { connectRedis } from './redis-connection.ts';

export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** Polls until `check` returns true, or fails after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A promise a test resolves when it chooses: holds a handler mid-job. */
export function createGate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * A Redis prefix of the test's own, and clients, workers and a raw BullMQ queue on it; `stop()` closes them all
 * and deletes the prefix's keys.
 */
export function createJobsTestbed() {
  const redis = createTestRedisPrefix();
  const connection = { redisUrl: redis.url, prefix: bullPrefix(redis.prefix), logger: testLogger };
  const closers: Array<() => Promise<unknown>> = [];
  return {
    connection,
    async client<D extends JobDefinition>(definition: D) {
      const client = await createJobClient(definition, connection);
      closers.push(() => client.close());
      return client;
    },
    async worker<D extends JobDefinition>(
      definition: D,
      handler: JobHandler<D>,
      options: Partial<Omit<JobWorkerOptions, 'redisUrl' | 'prefix' | 'logger'>> = {},
    ) {
      const worker = startJobWorker(definition, handler, {
        ...connection,
        concurrency: 1,
        lockDurationMs: 30_000,
        stalledIntervalMs: 30_000,
        ...options,
      });
      closers.push(() => worker.close());
      await worker.waitUntilReady();
      return worker;
    },
    /** BullMQ's own view of the queue, for what the lib does not expose. */
    queue(name: string) {
      const redisConnection = connectRedis(redis.url, 'test-inspector');
      const queue = new Queue(name, { connection: redisConnection, prefix: connection.prefix });
      closers.push(async () => {
        await queue.close();
        await redisConnection.quit();
      });
      return queue;
    },
    async stop() {
      for (const close of closers.reverse()) await close().catch(() => undefined);
      await redis.cleanup();
    },
  };
}
