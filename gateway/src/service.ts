import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { connectBus, createBufferedPublisher } from '@readiness/bus';
import { remoteKeys } from '@readiness/service';
import { createGatewayApp } from './app.ts';
import type { GatewayEnv } from './env.ts';
import { createIdentityResolver } from './identity.ts';

/** Wires the gateway from its environment; main.ts listens, tests call this with their own prefixes. */
export async function buildGateway(env: GatewayEnv, logger: Logger) {
  const redis = new Redis(env.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  await redis.connect();
  const bus = await connectBus({ url: env.NATS_URL, name: 'gateway', prefix: env.NATS_PREFIX, logger });
  await bus.ensureStream('gateway');
  await bus.ensureStream('security');
  // Access events may wait 25 ms for company: under load they go out in batches, not a write and an ack each.
  const publisher = createBufferedPublisher({
    bus,
    maxSize: env.ACCESS_EVENT_BUFFER,
    logger,
    lingerMs: 25,
  });
  const identities = createIdentityResolver({
    redis,
    redisPrefix: env.REDIS_PREFIX,
    authUrl: env.AUTH_URL,
    keys: remoteKeys(env.AUTH_URL),
    logger,
  });
  let isShuttingDown = false;
  const app = createGatewayApp({
    env,
    logger,
    redis,
    identities,
    publisher,
    ownChecks: async () => ({
      accepting: isShuttingDown ? { ok: false, error: 'shutting down' } : { ok: true },
      redis: await redis.ping().then(
        () => ({ ok: true }),
        (error: Error) => ({ ok: false, error: error.message }),
      ),
      nats: bus.isConnected()
        ? { ok: true }
        : { ok: false, error: 'not connected (access events are buffered)' },
    }),
  });
  const closers: Array<[string, () => Promise<unknown>]> = [
    ['access events', () => publisher.stop()],
    ['nats', () => bus.close()],
    ['redis', () => redis.quit()],
  ];
  return {
    app,
    bus,
    publisher,
    closers,
    markShuttingDown: () => {
      isShuttingDown = true;
    },
  };
}
