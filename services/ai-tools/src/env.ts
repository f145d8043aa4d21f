import { z } from 'zod';
import { aiEnvShape } from '@readiness/ai';
import { parseEnv } from '@readiness/service';
import { serviceEnvSchema } from '@readiness/service/runtime';

export const ZAiToolsEnv = serviceEnvSchema('ai-tools').extend({
  // OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS, OPENAI_MAX_RETRIES: see libs/ai.
  ...aiEnvShape,
  /**
   * How long a tool call waits for its job (queue and provider together); past it the answer is a 503 that says
   * to try again, the prompt is released and the worker gives up too.
   */
  AI_DEADLINE_MS: z.coerce.number().int().positive().default(25_000),
  /** Jobs one worker process answers at the same time (each mostly waits on the provider). */
  AI_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(20),
  /** Free users' prompts a calendar month (UTC). */
  AI_FREE_MONTHLY_LIMIT: z.coerce.number().int().positive().default(50),
  /** Premium fair use: prompts in any rolling hour. */
  AI_PREMIUM_HOURLY_LIMIT: z.coerce.number().int().positive().default(120),
});
export type AiToolsEnv = z.infer<typeof ZAiToolsEnv>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): AiToolsEnv {
  return parseEnv(ZAiToolsEnv, source);
}
