export { defineJob, DEFAULT_JOB_OPTIONS } from './define-job.ts';
export type {
  JobData,
  JobDefinition,
  JobDefinitionInput,
  JobErrorAnswer,
  JobInput,
  JobResult,
} from './define-job.ts';
export { createJobClient } from './job-client.ts';
export type { EnqueueOptions, JobClient } from './job-client.ts';
export { startJobWorker, wrapJobHandlersForTests } from './job-worker.ts';
export type { JobHandler, JobInfo, JobWorker, JobWorkerOptions } from './job-worker.ts';
export type { JobConnectionOptions } from './redis-connection.ts';
export { jobTelemetry } from './telemetry.ts';
