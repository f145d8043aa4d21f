import { Queue, QueueEvents, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  PDF_REPORTS_QUEUE,
  REPORT_RENDER_JOB,
  ZReportRenderJob,
  type TReportRenderJob,
} from '@readiness/contracts/assessment';
import { AppError } from '@readiness/service';
import type { CoreContext } from '../domain/context.ts';
import { renderReport, type RenderOutcome } from '../domain/render-report.ts';
import { bullTelemetry } from './bull-telemetry.ts';

/**
 * The `report.render` job on the `pdf-reports` queue: renders one PDF (assessment, kind, bank version) and stores
 * it in PostgreSQL. The job id is derived from the payload, so asking twice for the same report while a job for
 * it exists adds nothing; the handler stores the first render only, so a retried or repeated job never stores a
 * second copy.
 */
export const REPORT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { count: 1_000, age: 24 * 3_600 },
  removeOnFail: { count: 5_000, age: 7 * 24 * 3_600 },
} satisfies JobsOptions;

/** `report-<assessment>-<kind>-v<bank version>`: BullMQ refuses ':' in custom ids. */
export function reportJobId(job: TReportRenderJob): string {
  return `report-${job.assessmentId}-${job.kind}-v${job.bankVersion}`;
}

interface BullConnection {
  redisUrl: string;
  /** `${REDIS_PREFIX}bull`. */
  prefix: string;
}

function connect(redisUrl: string, name: string): Redis {
  // BullMQ needs commands that never give up (maxRetriesPerRequest: null) on its blocking connections.
  return new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName: name });
}

export interface ReportQueue {
  /** Enqueues the render (once per report) and waits until it finished, or throws a 503 past `waitMs`. */
  renderAndWait(job: TReportRenderJob, waitMs: number): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const reportNotReady = () =>
  new AppError(
    'REPORT_NOT_READY',
    'The report is still being generated. Please try again in a few seconds.',
  );

/** The HTTP process's side of the queue: enqueue, and wait for the worker through queue events. */
export async function createReportQueue(options: BullConnection & { logger: Logger }): Promise<ReportQueue> {
  const queueConnection = connect(options.redisUrl, 'assessment-report-queue');
  const eventsConnection = connect(options.redisUrl, 'assessment-report-events');
  const queue = new Queue<TReportRenderJob>(PDF_REPORTS_QUEUE, {
    connection: queueConnection,
    prefix: options.prefix,
    defaultJobOptions: REPORT_JOB_OPTIONS,
    telemetry: bullTelemetry(),
  });
  const queueEvents = new QueueEvents(PDF_REPORTS_QUEUE, {
    connection: eventsConnection,
    prefix: options.prefix,
  });
  queue.on('error', (err) => options.logger.warn({ err }, 'report queue error'));
  queueEvents.on('error', (err) => options.logger.warn({ err }, 'report queue events error'));
  await Promise.all([queue.waitUntilReady(), queueEvents.waitUntilReady()]);

  async function enqueue(data: TReportRenderJob): Promise<Job<TReportRenderJob>> {
    const jobId = reportJobId(data);
    const job = await queue.add(REPORT_RENDER_JOB, data, { jobId });
    // The same id may belong to a job that failed for good earlier: run it again rather than wait on its failure.
    const state = await queue.getJobState(jobId);
    if (state === 'failed') {
      const failed = await queue.getJob(jobId);
      await failed?.retry('failed');
      return failed ?? job;
    }
    return job;
  }

  return {
    async renderAndWait(data, waitMs) {
      const job = await enqueue(ZReportRenderJob.parse(data));
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(reportNotReady()), waitMs);
      });
      try {
        await Promise.race([job.waitUntilFinished(queueEvents, waitMs + 1_000), deadline]);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof Error && /timed out/i.test(error.message)) throw reportNotReady();
        options.logger.error({ err: error, jobId: job.id }, 'report render failed');
        throw new AppError('REPORT_FAILED', 'The report could not be generated. Please try again.');
      } finally {
        clearTimeout(timer);
      }
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

export interface ReportWorkerOptions extends BullConnection {
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
}

/**
 * The worker: renders and stores reports. A worker killed mid-render loses no job: its lock expires, another
 * worker's stalled-job check puts the job back in the queue, and it is rendered again (stored once).
 */
export function startReportWorker(ctx: CoreContext, options: ReportWorkerOptions) {
  const connection = connect(options.redisUrl, 'assessment-report-worker');
  const worker = new Worker<TReportRenderJob, RenderOutcome>(
    PDF_REPORTS_QUEUE,
    async (job) => {
      const parsed = ZReportRenderJob.safeParse(job.data);
      if (!parsed.success)
        throw new UnrecoverableError(`invalid report.render payload: ${parsed.error.message}`);
      try {
        return await renderReport(ctx, parsed.data);
      } catch (error) {
        // A missing or unfinished assessment will not render on a retry either.
        if (error instanceof AppError && error.status < 500) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs,
      stalledInterval: options.stalledIntervalMs,
      maxStalledCount: 2,
      telemetry: bullTelemetry(),
    },
  );
  worker.on('completed', (job, outcome) =>
    ctx.logger.info({ jobId: job.id, outcome, attempts: job.attemptsMade }, 'report job completed'),
  );
  worker.on('failed', (job, err) =>
    ctx.logger.warn({ jobId: job?.id, err, attempts: job?.attemptsMade }, 'report job failed'),
  );
  worker.on('stalled', (jobId) =>
    ctx.logger.warn({ jobId }, 'report job stalled; it goes back to the queue'),
  );
  worker.on('error', (err) => ctx.logger.error({ err }, 'report worker error'));
  return {
    worker,
    async close() {
      // Lets the job in progress finish (and be acknowledged) before the connection goes.
      await worker.close();
      await connection.quit().catch(() => undefined);
    },
  };
}
