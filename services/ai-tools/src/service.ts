import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import { remoteKeys } from '@readiness/service';
import { createRuntime } from '@readiness/service/runtime';
import { bullPrefix } from '@readiness/jobs/names';
import { createAiToolsApp } from './app.ts';
import type { AiToolsContext } from './domain/context.ts';
import type { AiToolsEnv } from './env.ts';
import { subscribeAssessments, subscribeUserDeletions } from './events/consumers.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { createAiRequestQueue } from './jobs/ai-request.queue.ts';

/**
 * Wires the ai-tools HTTP process on the kit's runtime: the repositories, the `ai-requests` queue, the consumers
 * (completed assessments, deleted users) and the HTTP app. The worker (`worker.ts`) answers the jobs. `main.ts`
 * runs it; tests build it with their own schema and prefixes (and their own key set).
 */
export async function buildAiToolsService(
  env: AiToolsEnv,
  logger: Logger,
  options: { keys?: JWTVerifyGetKey } = {},
) {
  const runtime = await createRuntime({
    service: 'ai-tools',
    env,
    logger,
    // Each waiting tool call holds a connection only while it reserves or releases; 20 at once need headroom.
    poolSize: 20,
    db: (adapter) => new PrismaClient({ adapter }),
  });
  try {
    const requests = await createAiRequestQueue({
      redisUrl: env.REDIS_URL,
      prefix: bullPrefix(env.REDIS_PREFIX),
      logger,
    });
    runtime.addCloser('ai-requests queue', () => requests.close());
    runtime.addCheck('ai-requests queue', () => requests.ping());
    const ctx: AiToolsContext = {
      env,
      logger,
      db: runtime.db,
      requests,
      offline: !env.OPENAI_API_KEY,
    };
    logger.info(
      ctx.offline
        ? { provider: 'offline' }
        : { provider: 'openai', model: env.OPENAI_MODEL, baseUrl: env.OPENAI_BASE_URL ?? 'api.openai.com' },
      ctx.offline
        ? 'AI tools answer in OFFLINE mode (no OPENAI_API_KEY)'
        : 'AI tools answer through the OpenAI SDK',
    );
    const assessments = await subscribeAssessments(ctx, runtime.bus);
    runtime.addCloser('assessment consumer', () => assessments.stop());
    const deletions = await subscribeUserDeletions(ctx, runtime.bus);
    runtime.addCloser('user-deletion consumer', () => deletions.stop());
    const app = createAiToolsApp(ctx, options.keys ?? remoteKeys(env.AUTH_INTERNAL_URL), runtime);
    return { app, ctx, runtime };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
