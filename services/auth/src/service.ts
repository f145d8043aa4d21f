import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { connectBus, startOutboxRelay } from '@readiness/bus';
import { createAuthApp } from './app.ts';
import { createDb } from './db.ts';
import type { AuthContext } from './domain/context.ts';
import { createRateLimits } from './domain/rate-limits.ts';
import { createSessionCache } from './domain/session-cache.ts';
import { loadSigningKeys } from './domain/signing-keys.ts';
import type { AuthEnv } from './env.ts';
import { subscribePremiumChanges } from './events/premium.consumer.ts';

/**
 * Wires the auth service from its environment: database, Redis, NATS, outbox relay, premium consumer and the
 * HTTP app. `main.ts` listens and handles signals; tests call this with their own schema and prefixes.
 */
export async function buildAuthService(env: AuthEnv, logger: Logger) {
  const { prisma, pool } = createDb(env.DATABASE_URL, env.DB_SCHEMA);
  const redis = new Redis(env.REDIS_URL, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  await redis.connect();
  const bus = await connectBus({ url: env.NATS_URL, name: 'auth', prefix: env.NATS_PREFIX, logger });
  await bus.ensureStream('auth');
  await bus.ensureStream('security');
  const relay = startOutboxRelay({ bus, pool, schema: env.DB_SCHEMA, logger });

  const ctx: AuthContext = {
    db: prisma,
    keys: await loadSigningKeys(prisma, env.JWT_PRIVATE_KEY),
    cache: createSessionCache(redis, env.REDIS_PREFIX, logger),
    limits: createRateLimits(redis, env.REDIS_PREFIX, env),
    env,
    logger,
    onEventsCommitted: () => relay.nudge(),
  };
  const premium = await subscribePremiumChanges(ctx, bus);

  let isShuttingDown = false;
  const app = createAuthApp(
    ctx,
    {
      postgres: async () => void (await pool.query('SELECT 1')),
      redis: async () => void (await redis.ping()),
      nats: () => (bus.isConnected() ? Promise.resolve() : Promise.reject(new Error('not connected'))),
    },
    () => isShuttingDown,
  );

  const closers: Array<[string, () => Promise<unknown>]> = [
    ['premium consumer', () => premium.stop()],
    ['outbox relay', () => relay.stop()],
    ['nats', () => bus.close()],
    ['prisma', () => prisma.$disconnect()],
    ['postgres', () => pool.end()],
    ['redis', () => redis.quit()],
  ];
  return {
    app,
    ctx,
    bus,
    closers,
    markShuttingDown: () => {
      isShuttingDown = true;
    },
    async close(server?: Server) {
      isShuttingDown = true;
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [, close] of closers) await close().catch(() => undefined);
    },
  };
}
