import type { Logger } from 'pino';
import type { AiToolsEnv } from '../env.ts';
import type { AiRequestQueue } from '../jobs/ai-request.queue.ts';
import type { ToolProvider } from '../providers/tool-provider.ts';
import type { PlannerRepository } from '../repositories/planner.repository.ts';
import type { PromptRepository } from '../repositories/prompt.repository.ts';

/** What the HTTP process's use cases need. */
export interface AiToolsContext {
  env: AiToolsEnv;
  logger: Logger;
  prompts: PromptRepository;
  planner: PlannerRepository;
  requests: AiRequestQueue;
  /** True when no OPENAI_API_KEY is configured: the worker answers with the offline provider. */
  offline: boolean;
}

/** What the worker's handler needs. */
export interface AiWorkerContext {
  logger: Logger;
  prompts: PromptRepository;
  provider: ToolProvider;
  /** Asks the outbox relay to publish now (after a commit that wrote an event). */
  onEventsCommitted(): void;
}
