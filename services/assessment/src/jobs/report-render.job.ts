import { startJobWorker, type JobHandler, type JobWorker } from '@readiness/jobs';
import type { CoreContext } from '../domain/context.ts';
import { renderReport } from '../domain/render-report.ts';
import { reportRenderJob } from './report-render.queue.ts';

export { reportJobId, reportRenderJob } from './report-render.queue.ts';
export type { ReportQueue } from './report-render.queue.ts';

/** Renders and stores one report; idempotent, so a retried or taken-over job stores one copy. */
export const handleReportRender =
  (ctx: CoreContext): JobHandler<typeof reportRenderJob> =>
  (job) =>
    renderReport(ctx, job);

export interface ReportWorkerOptions {
  redisUrl: string;
  /** `${REDIS_PREFIX}bull`. */
  prefix: string;
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
}

/**
 * The worker: renders and stores reports. A worker killed mid-render loses no job: its lock expires, another
 * worker's stalled-job check puts the job back in the queue, and it is rendered again (stored once).
 */
export function startReportWorker(ctx: CoreContext, options: ReportWorkerOptions): JobWorker {
  return startJobWorker(reportRenderJob, handleReportRender(ctx), { ...options, logger: ctx.logger });
}
