import { startJobWorker, type JobWorker } from '@readiness/jobs';
import { answerRequest } from '../domain/answer-request.ts';
import type { AiWorkerContext } from '../domain/context.ts';
import { aiRequestJob } from './ai-request.queue.ts';

export interface AiWorkerOptions {
  redisUrl: string;
  /** `${REDIS_PREFIX}bull`. */
  prefix: string;
  concurrency: number;
}

/**
 * The worker: answers reserved prompts. Jobs are short (bounded by the HTTP deadline), so a killed worker's job is
 * taken over quickly; a job taken over after its deadline releases the prompt instead of answering.
 */
export function startAiWorker(ctx: AiWorkerContext, options: AiWorkerOptions): JobWorker {
  return startJobWorker(aiRequestJob, (job) => answerRequest(ctx, job), {
    ...options,
    logger: ctx.logger,
    lockDurationMs: 30_000,
    stalledIntervalMs: 15_000,
  });
}
