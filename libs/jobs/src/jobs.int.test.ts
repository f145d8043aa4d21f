import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { AppError } from '@readiness/service/errors';
import { defineJob, DEFAULT_JOB_OPTIONS, type JobDefinitionInput } from './define-job.ts';
import { createGate, createJobsTestbed, waitFor } from './test-support.ts';

const ZEcho = z.strictObject({ key: z.string().regex(/^[a-z0-9-]+$/), value: z.number().int() });
const ZDoubled = z.strictObject({ doubled: z.number().int() });

/** A job whose id is its key, retried 50 ms apart (the defaults wait seconds). */
function echoJob(overrides: Partial<JobDefinitionInput<typeof ZEcho, typeof ZDoubled>> = {}) {
  return defineJob({
    queue: 'test-echoes',
    name: 'test.echo',
    schema: ZEcho,
    result: ZDoubled,
    jobId: (data) => `echo-${data.key}`,
    options: { backoff: { type: 'fixed', delay: 50 } },
    ...overrides,
  });
}

const double = (data: z.output<typeof ZEcho>) => Promise.resolve({ doubled: data.value * 2 });

let testbed: ReturnType<typeof createJobsTestbed>;
beforeEach(() => {
  testbed = createJobsTestbed();
});
afterEach(async () => {
  await testbed.stop();
});

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('defineJob', () => {
  it('merges its options over the defaults: 3 attempts, exponential backoff, bounded retention', () => {
    const job = defineJob({
      queue: 'pdf-reports',
      name: 'report.render',
      schema: ZEcho,
      options: { priority: 2 },
    });
    expect(job.options).toEqual({ ...DEFAULT_JOB_OPTIONS, priority: 2 });
    expect(DEFAULT_JOB_OPTIONS).toMatchObject({ attempts: 3, backoff: { type: 'exponential' } });
  });

  it('refuses a queue that is not a kebab-case noun and a name that is not <domain>.<action>', () => {
    expect(() => defineJob({ queue: 'pdfReports', name: 'report.render', schema: ZEcho })).toThrow(
      /kebab-case/,
    );
    expect(() => defineJob({ queue: 'pdf-reports', name: 'render', schema: ZEcho })).toThrow(
      /<domain>.<action>/,
    );
  });
});

describe('runAndWait', () => {
  it("returns the handler's result, parsed with the definition's result schema", async () => {
    const job = echoJob();
    const client = await testbed.client(job);
    const attempts: number[] = [];
    await testbed.worker(job, (data, info) => {
      attempts.push(info.attempt);
      return double(data);
    });
    await expect(client.runAndWait({ key: 'a', value: 21 }, 10_000)).resolves.toEqual({ doubled: 42 });
    expect(attempts).toEqual([1]);
  });

  it('past the deadline answers a 503 JOB_TIMEOUT and leaves the job to finish', async () => {
    const job = echoJob();
    const client = await testbed.client(job);
    const gate = createGate();
    let calls = 0;
    await testbed.worker(job, async (data) => {
      calls += 1;
      await gate.opened;
      return double(data);
    });
    const started = Date.now();
    const error = await rejectionOf(client.runAndWait({ key: 'slow', value: 2 }, 300));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, code: 'JOB_TIMEOUT' });
    expect((error as AppError).message).toMatch(/try again/);

    gate.open();
    const queue = testbed.queue(job.queue);
    await waitFor(async () => (await queue.getJobState('echo-slow')) === 'completed');
    // Asked again, the finished job answers at once: it ran once.
    await expect(client.runAndWait({ key: 'slow', value: 2 }, 1_000)).resolves.toEqual({ doubled: 4 });
    expect(calls).toBe(1);
  });

  it("answers the definition's own code and message past the deadline", async () => {
    const job = echoJob({
      errors: { timeout: { code: 'REPORT_NOT_READY', message: 'The report is still being generated.' } },
    });
    const client = await testbed.client(job);
    const error = await rejectionOf(client.runAndWait({ key: 'nobody-works', value: 1 }, 200));
    expect(error).toMatchObject({
      status: 503,
      code: 'REPORT_NOT_READY',
      message: 'The report is still being generated.',
    });
  });
});

describe('enqueue', () => {
  it('adds one job per jobId while it exists, however often and however concurrently it is asked', async () => {
    const job = echoJob();
    const client = await testbed.client(job);
    const ids = await Promise.all([1, 2, 3].map(() => client.enqueue({ key: 'same', value: 1 })));
    await client.enqueue({ key: 'same', value: 1 });
    expect(new Set(ids.map((added) => added.jobId))).toEqual(new Set(['echo-same']));
    const queue = testbed.queue(job.queue);
    expect(await queue.getJobCounts('waiting', 'active', 'completed')).toEqual({
      waiting: 1,
      active: 0,
      completed: 0,
    });

    let calls = 0;
    await testbed.worker(job, (data) => {
      calls += 1;
      return double(data);
    });
    await waitFor(async () => (await queue.getJobState('echo-same')) === 'completed');
    await client.enqueue({ key: 'same', value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(1);
  });

  it('takes every job added without a priority before the prioritised ones, and those in priority order', async () => {
    const job = echoJob();
    const client = await testbed.client(job);
    await client.enqueue({ key: 'bulk-late', value: 1 }, { priority: 20 });
    await client.enqueue({ key: 'bulk-soon', value: 2 }, { priority: 10 });
    await client.enqueue({ key: 'urgent', value: 3 });
    const order: string[] = [];
    await testbed.worker(
      job,
      (data) => {
        order.push(data.key);
        return double(data);
      },
      { concurrency: 1 },
    );
    await waitFor(() => order.length === 3);
    expect(order).toEqual(['urgent', 'bulk-soon', 'bulk-late']);
  });

  it('adds a job each time when the definition gives no jobId', async () => {
    const job = echoJob({ jobId: undefined });
    const client = await testbed.client(job);
    const first = await client.enqueue({ key: 'same', value: 1 });
    const second = await client.enqueue({ key: 'same', value: 1 });
    expect(first.jobId).not.toBe(second.jobId);
    expect(await testbed.queue(job.queue).getWaitingCount()).toBe(2);
  });

  it('refuses a payload that does not match the schema, and adds nothing', async () => {
    const job = echoJob();
    const client = await testbed.client(job);
    await expect(client.enqueue({ key: 'x', value: 1.5 })).rejects.toBeInstanceOf(ZodError);
    await expect(
      client.runAndWait({ key: 'x', value: 1, extra: true } as never, 1_000),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await testbed.queue(job.queue).getJobCounts()).toMatchObject({ waiting: 0, delayed: 0 });
  });
});

describe('the worker', () => {
  it('fails a job for good when the handler throws a 4xx AppError: one attempt, a 500 to the waiter', async () => {
    const job = echoJob();
    const client = await testbed.client(job);
    let calls = 0;
    await testbed.worker(job, () => {
      calls += 1;
      throw new AppError('NOT_FOUND', 'Assessment x does not exist');
    });
    const error = await rejectionOf(client.runAndWait({ key: 'gone', value: 1 }, 10_000));
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect((error as AppError).message).toMatch(/failed/);
    const failed = await testbed.queue(job.queue).getJob('echo-gone');
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toBe('NOT_FOUND: Assessment x does not exist');
    expect(calls).toBe(1);
  });

  it('retries any other error up to the attempts, then answers the definition’s 500', async () => {
    const job = echoJob({
      errors: { failed: { code: 'REPORT_FAILED', message: 'The report could not be generated.' } },
    });
    const client = await testbed.client(job);
    let calls = 0;
    await testbed.worker(job, () => {
      calls += 1;
      throw new Error('database is gone');
    });
    const error = await rejectionOf(client.runAndWait({ key: 'flaky', value: 1 }, 10_000));
    expect(error).toMatchObject({
      status: 500,
      code: 'REPORT_FAILED',
      message: 'The report could not be generated.',
    });
    expect(calls).toBe(DEFAULT_JOB_OPTIONS.attempts);
    expect((await testbed.queue(job.queue).getJob('echo-flaky'))?.attemptsMade).toBe(3);
  });

  it('hands the waiter the result of a later attempt when an earlier one failed', async () => {
    const job = echoJob();
    const client = await testbed.client(job);
    await testbed.worker(job, (data, info) => {
      if (info.attempt === 1) throw new Error('blip');
      return double(data);
    });
    await expect(client.runAndWait({ key: 'blip', value: 5 }, 10_000)).resolves.toEqual({ doubled: 10 });
  });

  it('fails a job whose payload does not match the schema for good, without calling the handler', async () => {
    const job = echoJob();
    let calls = 0;
    await testbed.worker(job, (data) => {
      calls += 1;
      return double(data);
    });
    // Written past the client, as an older or foreign producer could.
    const queue = testbed.queue(job.queue);
    await queue.add(job.name, { key: 'bad', value: 'one' }, { ...job.options, jobId: 'raw-bad' });
    await waitFor(async () => (await queue.getJobState('raw-bad')) === 'failed');
    const failed = await queue.getJob('raw-bad');
    expect(failed?.failedReason).toMatch(/^invalid test\.echo payload: value/);
    expect(failed?.attemptsMade).toBe(1);
    expect(calls).toBe(0);
  });

  it('runs a job that failed for good again when it is asked for again, rather than answering its failure', async () => {
    const job = echoJob();
    const client = await testbed.client(job);
    let isBroken = true;
    await testbed.worker(job, (data) => {
      if (isBroken) throw new AppError('CONFLICT', 'not yet');
      return double(data);
    });
    await expect(client.runAndWait({ key: 'again', value: 3 }, 10_000)).rejects.toMatchObject({
      status: 500,
    });
    isBroken = false;
    await expect(client.runAndWait({ key: 'again', value: 3 }, 10_000)).resolves.toEqual({ doubled: 6 });
  });

  it('lets the job in progress finish when closed, and reports whether it runs', async () => {
    const job = echoJob();
    const client = await testbed.client(job);
    const gate = createGate();
    let isHandling = false;
    const worker = await testbed.worker(job, async (data) => {
      isHandling = true;
      await gate.opened;
      return double(data);
    });
    expect(worker.isRunning()).toBe(true);
    const waiting = client.runAndWait({ key: 'closing', value: 4 }, 10_000);
    await waitFor(() => isHandling);
    const closed = worker.close();
    setTimeout(gate.open, 200);
    await closed;
    expect(worker.isRunning()).toBe(false);
    await expect(waiting).resolves.toEqual({ doubled: 8 });
    expect(await testbed.queue(job.queue).getJobState('echo-closing')).toBe('completed');
  });
});
