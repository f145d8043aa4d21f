import type { JobsOptions } from 'bullmq';
import type { z } from 'zod';
import type { ERROR_STATUS, TErrorCode } from '@readiness/contracts/errors';

/** Codes of the error map whose status is `Status`: a job's own timeout code must be a 503, its failure a 500. */
type CodeWithStatus<Status extends number> = {
  [C in TErrorCode]: (typeof ERROR_STATUS)[C] extends Status ? C : never;
}[TErrorCode];

export interface JobErrorAnswer<Status extends number> {
  code: CodeWithStatus<Status>;
  message: string;
}

export interface JobDefinitionInput<TSchema extends z.ZodType, TResultSchema extends z.ZodType> {
  /** Kebab-case noun: `pdf-reports`, `ai-requests`. */
  queue: string;
  /** `<domain>.<action>`: `report.render`. */
  name: string;
  /** The payload's zod schema, from `libs/contracts`. */
  schema: TSchema;
  /** What the handler returns; `runAndWait` parses the result with it. Without one the result is `unknown`. */
  result?: TResultSchema;
  /**
   * A deterministic id from the payload: while a job with this id exists, enqueuing the same payload adds
   * nothing. BullMQ refuses ':' and plain integers in custom ids.
   */
  jobId?: (data: z.output<TSchema>) => string;
  /** Merged over `DEFAULT_JOB_OPTIONS`. */
  options?: JobsOptions;
  /** What `runAndWait` answers past its deadline (a 503) and after a failure for good (a 500). */
  errors?: { timeout?: JobErrorAnswer<503>; failed?: JobErrorAnswer<500> };
}

export interface JobDefinition<
  TSchema extends z.ZodType = z.ZodType,
  TResultSchema extends z.ZodType = z.ZodType,
> {
  readonly queue: string;
  readonly name: string;
  readonly schema: TSchema;
  readonly result: TResultSchema | undefined;
  readonly jobId: ((data: z.output<TSchema>) => string) | undefined;
  readonly options: JobsOptions;
  readonly errors: { timeout: JobErrorAnswer<503>; failed: JobErrorAnswer<500> };
}

/** The payload a client accepts (before parsing) and the one a handler receives (after). */
export type JobInput<D extends JobDefinition> = z.input<D['schema']>;
export type JobData<D extends JobDefinition> = z.output<D['schema']>;
export type JobResult<D extends JobDefinition> =
  D extends JobDefinition<z.ZodType, infer TResultSchema> ? z.output<TResultSchema> : never;

/** 3 attempts 1 s, 2 s, 4 s apart; completed jobs kept a day (at most 1,000), failed ones a week (5,000). */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { count: 1_000, age: 24 * 3_600 },
  removeOnFail: { count: 5_000, age: 7 * 24 * 3_600 },
} as const satisfies JobsOptions;

const QUEUE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const JOB_NAME = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

/**
 * A job: where it goes, what it carries and how it is retried. Plain data, no handler: the HTTP process
 * imports the definition to enqueue without loading what the handler needs (pdfkit, an AI client); the worker
 * passes the handler to `startJobWorker`.
 */
export function defineJob<TSchema extends z.ZodType, TResultSchema extends z.ZodType = z.ZodUnknown>(
  input: JobDefinitionInput<TSchema, TResultSchema>,
): JobDefinition<TSchema, TResultSchema> {
  if (!QUEUE_NAME.test(input.queue)) throw new Error(`queue "${input.queue}" is not a kebab-case noun`);
  if (!JOB_NAME.test(input.name)) throw new Error(`job name "${input.name}" is not <domain>.<action>`);
  return {
    queue: input.queue,
    name: input.name,
    schema: input.schema,
    result: input.result,
    jobId: input.jobId,
    options: { ...DEFAULT_JOB_OPTIONS, ...input.options },
    errors: {
      timeout: input.errors?.timeout ?? {
        code: 'JOB_TIMEOUT',
        message: 'This is taking longer than expected. Please try again in a few seconds.',
      },
      failed: input.errors?.failed ?? {
        code: 'INTERNAL',
        message: 'The work behind this request failed. Please try again.',
      },
    },
  };
}
