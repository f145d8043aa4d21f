import { createAiClient } from '@readiness/ai';
import { createRuntime } from '@readiness/service/runtime';
import { bullPrefix } from '@readiness/jobs/names';
import type { AiToolsEnv } from './env.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { startAiWorker } from './jobs/ai-request.job.ts';
import { createToolProvider } from './providers/tool-provider.ts';
import type { Logger } from 'pino';

/**
 * The AI worker's process: answers `ai-requests` jobs with the provider (the SDK with OPENAI_API_KEY, else the
 * offline one). It writes `ai.prompt.completed` into the outbox with each commit; the HTTP process's relay
 * publishes it (this process opens no NATS connection). Exported for tests, which run it in their process.
 */
export async function buildAiWorker(env: AiToolsEnv, logger: Logger) {
  const runtime = await createRuntime({
    service: 'ai-tools-worker',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
    poolSize: Math.min(env.AI_WORKER_CONCURRENCY + 2, 30),
    redis: false,
    bus: false,
  });
  const provider = createToolProvider(createAiClient(env, logger));
  const worker = startAiWorker(
    { logger, db: runtime.db, provider, onEventsCommitted: () => undefined },
    { redisUrl: env.REDIS_URL, prefix: bullPrefix(env.REDIS_PREFIX), concurrency: env.AI_WORKER_CONCURRENCY },
  );
  await worker.waitUntilReady();
  runtime.addCloser('ai worker', () => worker.close());
  runtime.addCheck('worker', () =>
    worker.isRunning() ? Promise.resolve() : Promise.reject(new Error('worker is not running')),
  );
  logger.info(
    { concurrency: env.AI_WORKER_CONCURRENCY, provider: provider.name, model: provider.model },
    provider.name === 'offline' ? 'AI worker started in OFFLINE mode' : 'AI worker started',
  );
  return runtime;
}
