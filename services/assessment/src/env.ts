import { z } from 'zod';
import { parseEnv } from '@readiness/service';
import { serviceEnvSchema } from '@readiness/service/runtime';

const ZAssessmentEnv = serviceEnvSchema('assessment').extend({
  /** How long an HTTP call waits for a PDF the worker is rendering before answering 503. */
  REPORT_WAIT_MS: z.coerce.number().int().positive().default(20_000),
  /** PDFs the worker renders at the same time. */
  REPORT_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** How long a worker holds a job before another may take it over (a killed worker loses it after this). */
  REPORT_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
  /** How often workers look for jobs whose worker died. */
  REPORT_STALLED_CHECK_MS: z.coerce.number().int().min(200).default(30_000),
  /** How often the worker asks for the organisation rounds' sweep (deadlines and reminders). */
  ROUND_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
});
export type AssessmentEnv = z.infer<typeof ZAssessmentEnv>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): AssessmentEnv {
  return parseEnv(ZAssessmentEnv, source);
}
