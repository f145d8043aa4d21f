import type { JWTVerifyGetKey } from 'jose';
import { createAiClient } from '@readiness/ai';
import type { Logger } from 'pino';
import { remoteKeys } from '@readiness/service';
import { createRuntime } from '@readiness/service/runtime';
import { createChatApp } from './app.ts';
import type { AiResponder } from './assistant/answer-ai.ts';
import { createBankCountsReader, type BankCountsReader } from './assistant/bank-counts.ts';
import { createUserFactsReader } from './assistant/user-facts.ts';
import { internalApiToken } from '@readiness/contracts';
import type { ChatContext } from './domain/context.ts';
import type { ChatEnv } from './env.ts';
import { subscribeUserEvents } from './events/user.consumer.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { createRateCounter } from './repositories/rate-limit.repository.ts';

/** The OpenAI-compatible provider when OPENAI_API_KEY is set, else null (the assistant answers offline). */
export function createAiResponder(env: ChatEnv, logger: Logger): AiResponder | null {
  const client = createAiClient(env, logger);
  return client ? { client } : null;
}

/**
 * Wires the chat service on the kit's runtime: the rate counters (Redis), the assistant's provider, the user
 * consumers and the HTTP app. `main.ts` runs it; tests build it with their own schema and prefixes, key set and
 * clock.
 */
export async function buildChatService(
  env: ChatEnv,
  logger: Logger,
  options: { keys?: JWTVerifyGetKey; now?: () => Date; bankCounts?: BankCountsReader } = {},
) {
  const runtime = await createRuntime({
    service: 'chat',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
  });
  try {
    const ai = createAiResponder(env, logger);
    logger.info(
      { provider: ai ? 'openai' : 'offline', model: ai?.client.model },
      ai
        ? 'assistant answers through the OpenAI-compatible provider'
        : 'assistant answers offline (no OPENAI_API_KEY)',
    );
    const ctx: ChatContext = {
      db: runtime.db,
      env,
      logger,
      rates: createRateCounter(runtime.redis, env.REDIS_PREFIX),
      ai,
      bankCounts: options.bankCounts ?? createBankCountsReader({ baseUrl: env.ASSESSMENT_URL, logger }),
      userFacts: createUserFactsReader({
        assessmentUrl: env.ASSESSMENT_URL,
        billingUrl: env.BILLING_URL,
        token: internalApiToken(env),
        logger,
      }),
      now: options.now ?? (() => new Date()),
      onEventsCommitted: () => runtime.onEventsCommitted(),
    };
    const subscriptions = await subscribeUserEvents(ctx, runtime.bus, logger);
    runtime.addCloser('user consumers', () =>
      Promise.all(subscriptions.map((subscription) => subscription.stop())),
    );
    const app = createChatApp(ctx, options.keys ?? remoteKeys(env.AUTH_INTERNAL_URL), runtime);
    return { app, ctx, runtime };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
