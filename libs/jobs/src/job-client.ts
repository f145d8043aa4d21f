import { Queue, QueueEvents, type Job } from 'bullmq';
import { AppError } from '@readiness/service/errors';
import {
  type JobData,
  type JobDefinition,
  type JobErrorAnswer,
  type JobInput,
  type JobResult,
} from './define-job.ts';
import { connectRedis, type JobConnectionOptions } from './redis-connection.ts';
import { jobTelemetry } from './telemetry.ts';

export interface JobClient<D extends JobDefinition> {
  /**
   * Parses the payload and adds the job, once per `jobId` while a job with that id exists. A job given a
   * `priority` (1 is the highest) waits behind every job added without one: the queue's ordinary work goes first.
   */
  enqueue(data: JobInput<D>, options?: EnqueueOptions): Promise<{ jobId: string }>;
  /**
   * Enqueues, then waits for the handler's result. Past `deadlineMs` it throws the definition's 503 and leaves
   * the job to finish; after a failure for good, its 500.
   */
  runAndWait(data: JobInput<D>, deadlineMs: number): Promise<JobResult<D>>;
  /** For /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface EnqueueOptions {
  /** BullMQ's priority: 1 (highest) to 2,097,152; without it, before every prioritised job. */
  priority?: number | undefined;
}

const TIMED_OUT = Symbol('timed out');

const toAppError = (answer: JobErrorAnswer<500> | JobErrorAnswer<503>) =>
  new AppError(answer.code, answer.message);

/** The enqueuing side of one job (the HTTP process): a queue, and queue events to wait on. */
export async function createJobClient<D extends JobDefinition>(
  definition: D,
  options: JobConnectionOptions,
): Promise<JobClient<D>> {
  const { logger } = options;
  const queueConnection = connectRedis(options.redisUrl, `${definition.queue}-queue`);
  const eventsConnection = connectRedis(options.redisUrl, `${definition.queue}-events`);
  const queue = new Queue<unknown, unknown, string>(definition.queue, {
    connection: queueConnection,
    prefix: options.prefix,
    defaultJobOptions: definition.options,
    telemetry: jobTelemetry(),
  });
  const queueEvents = new QueueEvents(definition.queue, {
    connection: eventsConnection,
    prefix: options.prefix,
  });
  queue.on('error', (err) => logger.warn({ err, queue: definition.queue }, 'job queue error'));
  queueEvents.on('error', (err) => logger.warn({ err, queue: definition.queue }, 'job queue events error'));
  await Promise.all([queue.waitUntilReady(), queueEvents.waitUntilReady()]);

  async function add(
    input: JobInput<D>,
    options: EnqueueOptions = {},
  ): Promise<Job<unknown, unknown, string>> {
    const data = definition.schema.parse(input) as JobData<D>;
    const jobId = definition.jobId?.(data);
    const job = await queue.add(definition.name, data, {
      ...(jobId === undefined ? {} : { jobId }),
      ...(options.priority === undefined ? {} : { priority: options.priority }),
    });
    if (jobId === undefined || (await queue.getJobState(jobId)) !== 'failed') return job;
    // The id belongs to a job that failed for good earlier: run it again rather than wait on its failure.
    const failed = await queue.getJob(jobId);
    if (!failed) return job;
    try {
      await failed.retry('failed');
    } catch (error) {
      // Another caller retried it first; anything else is a real failure.
      if ((await queue.getJobState(jobId)) === 'failed') throw error;
    }
    return failed;
  }

  return {
    async enqueue(input, options) {
      const job = await add(input, options);
      return { jobId: job.id! };
    },

    async runAndWait(input, deadlineMs) {
      const job = await add(input);
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), deadlineMs);
      });
      let outcome: unknown;
      try {
        // BullMQ's own wait gives up a little after ours, so that its listeners go.
        outcome = await Promise.race([job.waitUntilFinished(queueEvents, deadlineMs + 1_000), deadline]);
      } catch (error) {
        if (error instanceof Error && /timed out/i.test(error.message)) outcome = TIMED_OUT;
        else {
          logger.error({ err: error, jobId: job.id, job: definition.name }, 'job failed');
          throw toAppError(definition.errors.failed);
        }
      } finally {
        clearTimeout(timer);
      }
      if (outcome === TIMED_OUT) {
        logger.warn(
          { jobId: job.id, job: definition.name, deadlineMs },
          'job past its deadline; left to finish',
        );
        throw toAppError(definition.errors.timeout);
      }
      if (!definition.result) return outcome as JobResult<D>;
      const parsed = definition.result.safeParse(outcome);
      if (parsed.success) return parsed.data as JobResult<D>;
      logger.error(
        { err: parsed.error, jobId: job.id, job: definition.name },
        'job result does not match its schema',
      );
      throw toAppError(definition.errors.failed);
    },

    async ping() {
      await queueConnection.ping();
    },

    async close() {
      await queueEvents.close();
      await queue.close();
      await Promise.all(
        [queueConnection.quit(), eventsConnection.quit()].map((quit) => quit.catch(() => undefined)),
      );
    },
  };
}
