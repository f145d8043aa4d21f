import type { Logger } from 'pino';
import { z } from 'zod';
import {
  ROUND_REPORT_RENDER_JOB,
  ROUND_REPORTS_QUEUE,
  ROUND_SWEEP_JOB,
  ROUND_SWEEPS_QUEUE,
  ZRoundReportRenderJob,
  ZRoundSweepJob,
  type TRoundReportRenderJob,
} from '@readiness/contracts/org-rounds';
import { createJobClient, defineJob } from '@readiness/jobs';

/** `round-report-<round>-r<revision>`: asking for the same board report while its job exists adds nothing. */
export const roundReportRenderJob = defineJob({
  queue: ROUND_REPORTS_QUEUE,
  name: ROUND_REPORT_RENDER_JOB,
  schema: ZRoundReportRenderJob,
  result: z.enum(['stored', 'already-stored']),
  jobId: (job) => `round-report-${job.roundId}-r${job.revision}`,
  errors: {
    timeout: {
      code: 'REPORT_NOT_READY',
      message: 'The report is still being generated. Please try again in a few seconds.',
    },
    failed: { code: 'REPORT_FAILED', message: 'The report could not be generated. Please try again.' },
  },
});

/** One sweep per minute whoever asks for it (every worker asks; the job id makes it one). */
export const roundSweepJob = defineJob({
  queue: ROUND_SWEEPS_QUEUE,
  name: ROUND_SWEEP_JOB,
  schema: ZRoundSweepJob,
  jobId: (job) => `round-sweep-${job.at}`,
  options: { attempts: 1 },
});

export interface RoundReportQueue {
  renderAndWait(job: TRoundReportRenderJob, waitMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function createRoundReportQueue(options: {
  redisUrl: string;
  prefix: string;
  logger: Logger;
}): Promise<RoundReportQueue> {
  const client = await createJobClient(roundReportRenderJob, options);
  return {
    async renderAndWait(job, waitMs) {
      await client.runAndWait(job, waitMs);
    },
    close: () => client.close(),
  };
}
