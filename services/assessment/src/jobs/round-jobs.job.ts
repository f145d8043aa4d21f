import type { Logger } from 'pino';
import { createJobClient, startJobWorker, type JobWorker } from '@readiness/jobs';
import type { CoreContext } from '../domain/context.ts';
import { renderRoundReport } from '../domain/rounds/render-round-report.ts';
import { sweepRounds } from '../domain/rounds/sweep-rounds.ts';
import { roundReportRenderJob, roundSweepJob } from './round-jobs.queue.ts';

export interface RoundWorkerOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** How often this worker asks for a sweep (each minute's sweep runs once, whoever asks). */
  sweepIntervalMs: number;
}

/**
 * The worker's organisation-round jobs: board reports (`round-report.render`) and the sweep that closes rounds at their
 * deadline and requests reminders (`round.sweep`, asked for every `sweepIntervalMs` with a job id per minute, so that
 * two workers asking in the same minute make one sweep; the sweep itself is idempotent besides).
 */
export async function startRoundWorkers(ctx: CoreContext, options: RoundWorkerOptions) {
  const { sweepIntervalMs, ...workerOptions } = options;
  const logger: Logger = ctx.logger;
  const reports: JobWorker = startJobWorker(roundReportRenderJob, (job) => renderRoundReport(ctx, job), {
    ...workerOptions,
    logger,
  });
  const sweeps: JobWorker = startJobWorker(roundSweepJob, () => sweepRounds(ctx), {
    ...workerOptions,
    concurrency: 1,
    logger,
  });
  const client = await createJobClient(roundSweepJob, {
    redisUrl: options.redisUrl,
    prefix: options.prefix,
    logger,
  });
  const ask = () =>
    client
      .enqueue({ at: String(Math.floor(Date.now() / sweepIntervalMs)) })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not ask for a round sweep'));
  void ask();
  const timer = setInterval(() => void ask(), sweepIntervalMs);
  timer.unref();
  return {
    async waitUntilReady() {
      await Promise.all([reports.waitUntilReady(), sweeps.waitUntilReady()]);
    },
    isRunning: () => reports.isRunning() && sweeps.isRunning(),
    async close() {
      clearInterval(timer);
      await client.close();
      await Promise.all([reports.close(), sweeps.close()]);
    },
  };
}
