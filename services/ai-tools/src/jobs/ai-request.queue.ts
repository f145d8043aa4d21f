import type { Logger } from 'pino';
import {
  AI_REQUESTS_QUEUE,
  AI_REQUEST_JOB,
  ZAiRequestJob,
  ZAiRequestOutcome,
  type TAiRequestJob,
  type TAiRequestOutcome,
} from '@readiness/contracts/ai-tools';
import { createJobClient, defineJob } from '@readiness/jobs';

/**
 * The `ai.request` job on the `ai-requests` queue: one reserved prompt, answered by the worker. Its id is the
 * request's, so asking twice adds nothing. One attempt: the AI lib already retries the provider, and a retry after
 * the HTTP call's deadline would answer nobody (the worker gives up at the deadline and releases the prompt).
 */
export const aiRequestJob = defineJob({
  queue: AI_REQUESTS_QUEUE,
  name: AI_REQUEST_JOB,
  schema: ZAiRequestJob,
  result: ZAiRequestOutcome,
  jobId: (job) => `ai-${job.requestId}`,
  options: { attempts: 1, removeOnComplete: { count: 2_000, age: 3_600 } },
  errors: {
    timeout: {
      code: 'AI_BUSY',
      message:
        'The AI tools did not answer in time. Nothing was counted against your prompts; please try again.',
    },
    failed: { code: 'INTERNAL', message: 'The AI request failed. Please try again.' },
  },
});

export interface AiRequestQueue {
  /** Enqueues the request and waits for the worker's outcome; past `waitMs` throws AI_BUSY (503). */
  runAndWait(job: TAiRequestJob, waitMs: number): Promise<TAiRequestOutcome>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The HTTP process's side of the queue. */
export async function createAiRequestQueue(options: {
  redisUrl: string;
  /** `${REDIS_PREFIX}bull`. */
  prefix: string;
  logger: Logger;
}): Promise<AiRequestQueue> {
  const client = await createJobClient(aiRequestJob, options);
  return {
    runAndWait: (job, waitMs) => client.runAndWait(job, waitMs),
    ping: () => client.ping(),
    close: () => client.close(),
  };
}
