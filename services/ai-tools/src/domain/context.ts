import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import type { AiToolsEnv } from '../env.ts';
import type { AiRequestQueue } from '../jobs/ai-request.queue.ts';
import type { ToolProvider } from '../providers/tool-provider.ts';

/** What the HTTP process's use cases need. */
export interface AiToolsContext {
  env: AiToolsEnv;
  logger: Logger;
  db: Db;
  requests: AiRequestQueue;
  /** True when no OPENAI_API_KEY is configured: the worker answers with the offline provider. */
  offline: boolean;
}

/** What the worker's handler needs. */
export interface AiWorkerContext {
  logger: Logger;
  db: Db;
  provider: ToolProvider;
  /** Asks the outbox relay to publish now (after a commit that wrote an event). */
  onEventsCommitted(): void;
}
