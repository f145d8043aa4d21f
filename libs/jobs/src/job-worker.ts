import { UnrecoverableError, Worker } from 'bullmq';
import { AppError, describeZodError } from '@readiness/service/errors';
import type { JobData, JobDefinition, JobResult } from './define-job.ts';
import { connectRedis, type JobConnectionOptions } from './redis-connection.ts';
import { jobTelemetry } from './telemetry.ts';

export interface JobInfo {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
}

export type JobHandler<D extends JobDefinition> = (data: JobData<D>, info: JobInfo) => Promise<JobResult<D>>;

export interface JobWorkerOptions extends JobConnectionOptions {
  /** Jobs handled at the same time by this process. */
  concurrency: number;
  /** How long a worker holds a job before another may take it over (a killed worker loses it after this). */
  lockDurationMs: number;
  /** How often the worker looks for jobs whose worker died. */
  stalledIntervalMs: number;
  /** Stalls before a job fails for good (2). */
  maxStalledCount?: number;
}

export interface JobWorker {
  waitUntilReady(): Promise<void>;
  /** For /readyz. */
  isRunning(): boolean;
  /** Lets the jobs in progress finish (and be acknowledged), then disconnects. */
  close(): Promise<void>;
}

type HandlerWrapper = <D extends JobDefinition>(handler: JobHandler<D>, definition: D) => JobHandler<D>;
let wrapForTests: HandlerWrapper | undefined;

/**
 * Test fixtures only: wraps the handler of every worker started afterwards in this process, so that a test can
 * slow a job down (and kill its worker mid-job) while running the real worker entry. Production code never
 * calls it.
 */
export function wrapJobHandlersForTests(wrapper: HandlerWrapper | undefined): void {
  wrapForTests = wrapper;
}

/**
 * Runs one job's handler on its queue. A payload that does not match the schema, or a handler that throws a 4xx
 * `AppError`, fails for good (a retry would fail the same way); any other error is retried up to the
 * definition's attempts. A worker killed mid-job loses nothing: its lock expires, a worker's stalled-job check
 * puts the job back in the queue, and it runs again (handlers are idempotent).
 */
export function startJobWorker<D extends JobDefinition>(
  definition: D,
  handler: JobHandler<D>,
  options: JobWorkerOptions,
): JobWorker {
  const { logger } = options;
  const handle: JobHandler<D> = wrapForTests?.(handler, definition) ?? handler;
  const connection = connectRedis(options.redisUrl, `${definition.queue}-worker`);
  const worker = new Worker<JobData<D>, JobResult<D>>(
    definition.queue,
    async (job) => {
      if (job.name !== definition.name)
        throw new UnrecoverableError(
          `queue ${definition.queue} carries ${definition.name} jobs, not ${job.name}`,
        );
      const parsed = definition.schema.safeParse(job.data);
      if (!parsed.success)
        throw new UnrecoverableError(`invalid ${definition.name} payload: ${describeZodError(parsed.error)}`);
      try {
        return await handle(parsed.data as JobData<D>, { jobId: job.id!, attempt: job.attemptsMade + 1 });
      } catch (error) {
        if (error instanceof AppError && error.status < 500)
          throw new UnrecoverableError(`${error.code}: ${error.message}`);
        throw error;
      }
    },
    {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs,
      stalledInterval: options.stalledIntervalMs,
      maxStalledCount: options.maxStalledCount ?? 2,
      telemetry: jobTelemetry(),
    },
  );
  const fields = { queue: definition.queue, job: definition.name };
  worker.on('completed', (job, result) =>
    logger.info({ ...fields, jobId: job.id, result, attempts: job.attemptsMade }, 'job completed'),
  );
  worker.on('failed', (job, err) => {
    const isFinal =
      err instanceof UnrecoverableError || (job?.attemptsMade ?? 0) >= (job?.opts.attempts ?? 1);
    const entry = { ...fields, jobId: job?.id, err, attempts: job?.attemptsMade };
    if (isFinal) logger.error(entry, 'job failed for good');
    else logger.warn(entry, 'job failed; it will be retried');
  });
  worker.on('stalled', (jobId) =>
    logger.warn({ ...fields, jobId }, 'job stalled (its worker died or hung); it goes back to the queue'),
  );
  worker.on('error', (err) => logger.error({ ...fields, err }, 'job worker error'));
  return {
    waitUntilReady: async () => void (await worker.waitUntilReady()),
    isRunning: () => worker.isRunning(),
    async close() {
      await worker.close();
      await connection.quit().catch(() => undefined);
    },
  };
}
