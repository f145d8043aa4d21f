import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import type { AssessmentEnv } from '../env.ts';
import type { QuestionBank } from './question-bank.ts';
import type { ReportQueue } from '../jobs/report-render.queue.ts';
import type { RoundReportQueue } from '../jobs/round-jobs.queue.ts';

/** What every use case needs, in the HTTP process and in the worker alike. */
export interface CoreContext {
  db: Db;
  bank: QuestionBank;
  env: AssessmentEnv;
  logger: Logger;
}

/** The HTTP process's context: it also enqueues reports and announces committed events. */
export interface AssessmentContext extends CoreContext {
  reports: ReportQueue;
  /** Organisation board reports (issue 27). */
  roundReports: RoundReportQueue;
  /** Asks the outbox relay to publish now rather than at its next poll. */
  onEventsCommitted(): void;
}
