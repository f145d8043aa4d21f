import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { connectBus, createBufferedPublisher } from '@readiness/bus';
import { internalApiToken, sessionChangesChannel } from '@readiness/contracts';
import { remoteKeys } from '@readiness/service';
import { createAccessLog } from './access-events.ts';
import { createGatewayHandler } from './app.ts';
import type { GatewayEnv } from './env.ts';
import { createUpstream } from './forward.ts';
import { createIdentityResolver } from './identity.ts';
import { serviceUrls } from './route-table.ts';
import { SessionEntries, listenForSessionChanges } from './session-entries.ts';

/** Wires the gateway from its environment; main.ts serves it, tests call this with their own prefixes. */
export async function buildGateway(env: GatewayEnv, logger: Logger) {
  const redis = new Redis(env.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    // Commands issued in the same tick (a request's rate limit and session lookup) share one write.
    enableAutoPipelining: true,
  });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  await redis.connect();
  const bus = await connectBus({ url: env.NATS_URL, name: 'gateway', prefix: env.NATS_PREFIX, logger });
  await bus.ensureStream('gateway');
  await bus.ensureStream('security');
  // Events may wait 25 ms for company: under load they go out in batches, not a write and an ack each. The
  // bound counts access records, not the events that carry them.
  const publisher = createBufferedPublisher({
    bus,
    maxSize: env.ACCESS_EVENT_BUFFER,
    weightOf: (event) => (event.type === 'gateway.requests.completed' ? event.data.requests.length : 1),
    logger,
    lingerMs: 25,
  });
  const accessLog = createAccessLog(publisher);
  // Session cache entries are held in memory between auth's announcements of their changes, heard on a
  // connection of their own (subscriber mode), subscribed again by hand after a reconnection.
  const sessionEntries = new SessionEntries();
  const subscriber = redis.duplicate({
    lazyConnect: true,
    autoResubscribe: false,
    enableAutoPipelining: false,
  });
  subscriber.on('error', (error) => logger.warn({ err: error }, 'redis error (session changes)'));
  await listenForSessionChanges(subscriber, sessionChangesChannel(env.REDIS_PREFIX), sessionEntries, logger);
  const identities = createIdentityResolver({
    redis,
    redisPrefix: env.REDIS_PREFIX,
    authUrl: env.AUTH_URL,
    keys: remoteKeys(env.AUTH_URL),
    logger,
    internalToken: internalApiToken(env),
    entries: sessionEntries,
  });
  const urls = serviceUrls(env);
  const upstreams = new Map(
    env.SERVICES.map((service) => [service, createUpstream(service, urls[service], env.PROXY_TIMEOUT_MS)]),
  );
  let isShuttingDown = false;
  const handler = createGatewayHandler({
    env,
    logger,
    redis,
    identities,
    publisher,
    accessLog,
    upstreams,
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
    ['service connections', () => Promise.all([...upstreams.values()].map((upstream) => upstream.close()))],
    [
      'access events',
      () => {
        accessLog.flush();
        return publisher.stop();
      },
    ],
    ['nats', () => bus.close()],
    ['redis', () => Promise.all([redis.quit(), subscriber.quit()])],
  ];
  return {
    /** The request listener: `http.createServer(gateway.handler)`. */
    handler,
    bus,
    publisher,
    closers,
    markShuttingDown: () => {
      isShuttingDown = true;
    },
  };
}
