import { createRuntime } from '@readiness/service/runtime';
import type { Logger } from 'pino';
import { createAuthApp } from './app.ts';
import type { AuthContext } from './domain/context.ts';
import { loadSigningKeys } from './domain/signing-keys.ts';
import { createEmailLimits } from './repositories/email-limit.repository.ts';
import { createRateLimits } from './repositories/rate-limit.repository.ts';
import { createSessionCache } from './repositories/session-cache.repository.ts';
import { createServiceDirectory } from './repositories/service-directory.repository.ts';
import type { AuthEnv } from './env.ts';
import { subscribeAuditEvents } from './events/audit.consumer.ts';
import { subscribePremiumChanges } from './events/premium.consumer.ts';
import { PrismaClient } from './generated/prisma/client.ts';

/**
 * Wires the auth service on the kit's runtime: its context (signing keys, session cache, rate limits), the
 * premium consumer and the HTTP app. `main.ts` runs it; tests build it with their own schema and prefixes.
 */
export async function buildAuthService(env: AuthEnv, logger: Logger) {
  const runtime = await createRuntime({
    service: 'auth',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
  });
  try {
    const ctx: AuthContext = {
      db: runtime.db,
      keys: await loadSigningKeys(runtime.db, env.JWT_PRIVATE_KEY),
      cache: createSessionCache(runtime.redis, env.REDIS_PREFIX, logger),
      limits: createRateLimits(runtime.redis, env.REDIS_PREFIX, env),
      emailLimits: createEmailLimits(runtime.redis, env.REDIS_PREFIX, env),
      services: createServiceDirectory(env),
      env,
      logger,
      onEventsCommitted: () => runtime.onEventsCommitted(),
    };
    const premium = await subscribePremiumChanges(ctx, runtime.bus);
    runtime.addCloser('premium consumer', () => premium.stop());
    const audit = await subscribeAuditEvents(ctx, runtime.bus);
    runtime.addCloser('audit consumers', () => audit.stop());
    return { app: createAuthApp(ctx, runtime), ctx, runtime };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
