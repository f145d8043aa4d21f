import { z } from 'zod';
import type { Logger } from 'pino';
import {
  PDF_REPORTS_QUEUE,
  REPORT_RENDER_JOB,
  ZReportRenderJob,
  type TReportRenderJob,
} from '@readiness/contracts/assessment';
import { createJobClient, defineJob } from '@readiness/jobs';

/** What a render did: the worker stores the first render only, so a retried or repeated job stores no second copy. */
export const ZRenderOutcome = z.enum(['stored', 'already-stored']);

/** `report-<assessment>-<kind>-v<bank version>[-r<revision>]`: BullMQ refuses ':' in custom ids. */
export function reportJobId(job: TReportRenderJob): string {
  return `report-${job.assessmentId}-${job.kind}-v${job.bankVersion}${job.revision ? `-r${job.revision}` : ''}`;
}

/**
 * The `report.render` job on the `pdf-reports` queue: renders one PDF (assessment, kind, bank version) and stores
 * it in PostgreSQL. Its id comes from the payload, so asking for the same report while a job for it exists adds
 * nothing. The handler is in `report-render.job.ts`: the HTTP process imports this file without loading pdfkit.
 */
export const reportRenderJob = defineJob({
  queue: PDF_REPORTS_QUEUE,
  name: REPORT_RENDER_JOB,
  schema: ZReportRenderJob,
  result: ZRenderOutcome,
  jobId: reportJobId,
  errors: {
    timeout: {
      code: 'REPORT_NOT_READY',
      message: 'The report is still being generated. Please try again in a few seconds.',
    },
    failed: { code: 'REPORT_FAILED', message: 'The report could not be generated. Please try again.' },
  },
});

export interface ReportQueue {
  /** Enqueues the render (once per report) and waits until it finished, or throws a 503 past `waitMs`. */
  renderAndWait(job: TReportRenderJob, waitMs: number): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The HTTP process's side of the queue. */
export async function createReportQueue(options: {
  redisUrl: string;
  /** `${REDIS_PREFIX}bull`. */
  prefix: string;
  logger: Logger;
}): Promise<ReportQueue> {
  const client = await createJobClient(reportRenderJob, options);
  return {
    async renderAndWait(job, waitMs) {
      await client.runAndWait(job, waitMs);
    },
    ping: () => client.ping(),
    close: () => client.close(),
  };
}
