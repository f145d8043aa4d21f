import { PrismaPg } from '@prisma/adapter-pg';
import { Redis } from 'ioredis';
import pg from 'pg';
import { z } from 'zod';
import type { Logger } from 'pino';
import { connectBus, startOutboxRelay, type Bus, type OutboxRelay } from '@readiness/bus';
import { serviceEntry, type ServiceEntry } from '@readiness/contracts/services';
import { ZServiceEnv, type TServiceEnv } from './env.ts';
import type { HealthCheck } from './health.ts';

/**
 * The environment of a service's processes: the common variables plus its port, the address it listens on and
 * its schema, defaulted from the service catalogue. A service's `env.ts` extends this with its own settings.
 */
export function serviceEnvSchema(name: string) {
  const entry = serviceEntry(name);
  return ZServiceEnv.extend({
    /** The HTTP port (a worker serves its probes on it; 0: any free port). */
    PORT: z.coerce.number().int().min(0).default(entry.port),
    /** Loopback unless told otherwise (containers set 0.0.0.0): nothing but the gateway should reach a service. */
    HOST: z.string().default('127.0.0.1'),
    DB_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default(entry.schema),
  });
}
export type TRuntimeEnv = TServiceEnv & { PORT: number; HOST: string; DB_SCHEMA: string };

/** The generated Prisma client of a service, built on the kit's pg pool (through the pg adapter, no engine). */
type CreateDbClient<Db> = (adapter: PrismaPg) => Db;
interface DisconnectableDb {
  $disconnect(): Promise<void>;
}

export interface RuntimeOptions<Db extends DisconnectableDb> {
  /** Its name in the service catalogue; a worker process passes its own name for logs and connections. */
  service: string;
  env: TRuntimeEnv;
  logger: Logger;
  /**
   * The service's PrismaClient: `(adapter) => new PrismaClient({ adapter })`. Left out by a service that speaks SQL
   * through `pool` only (monitoring): no client is built, and reading `runtime.db` throws.
   */
  db?: CreateDbClient<Db>;
  /** Connections in the pg pool (Prisma and the outbox relay share it). */
  poolSize?: number;
  /** A Redis client (rate limits, caches); job queues open their own connections. Default true. */
  redis?: boolean;
  /** NATS with the service's streams and the outbox relay. Default true; workers that publish nothing say false. */
  bus?: boolean;
}

export interface Runtime<Db> {
  entry: ServiceEntry;
  env: TRuntimeEnv;
  logger: Logger;
  /** The Prisma client; reading it from a runtime made without `db` throws. */
  readonly db: Db;
  /** The pg pool under Prisma: raw SQL (outbox, advisory locks, health) goes through it. */
  pool: pg.Pool;
  /** The Redis client; reading it from a runtime made with `redis: false` throws. */
  readonly redis: Redis;
  /** The bus (NATS); reading it from a runtime made with `bus: false` throws. */
  readonly bus: Bus;
  /** Readiness checks: PostgreSQL, and Redis and NATS when present; add the service's own with `addCheck`. */
  checks: Record<string, HealthCheck>;
  addCheck(name: string, check: HealthCheck): void;
  /** Asks the outbox relay to publish now rather than at its next poll (call after a commit that wrote events). */
  onEventsCommitted(): void;
  /**
   * Something to stop before the connections close (consumers, queues, workers), in the order added; the relay,
   * NATS, Prisma, the pool and Redis close after them, in that order.
   */
  addCloser(name: string, close: () => Promise<unknown>): void;
  closers(): Array<[name: string, close: () => Promise<unknown>]>;
  isShuttingDown(): boolean;
  markShuttingDown(): void;
  /** Stops everything (tests; processes use the signal handling of `runHttpMain` / `runWorkerMain`). */
  close(): Promise<void>;
}

/**
 * Wires what every service process shares, from its environment: PostgreSQL (Prisma with the pg adapter, in the
 * service's schema), Redis, NATS with the service's streams from the catalogue and the outbox relay, the health
 * checks, the closers in order and the shutting-down flag. The service adds its context, consumers and routes.
 */
export async function createRuntime<Db extends DisconnectableDb = never>(
  options: RuntimeOptions<Db>,
): Promise<Runtime<Db>> {
  const { env, logger } = options;
  const entry = serviceEntry(options.service.replace(/-worker$/, ''));
  // search_path makes raw SQL (outbox, processed events, advisory locks) land in the service's own schema too.
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    max: options.poolSize ?? 10,
    options: `-c search_path=${env.DB_SCHEMA}`,
  });
  pool.on('error', (error) => logger.warn({ err: error }, 'idle postgres connection failed'));
  // The pool listens for errors only on idle clients: one checked out (a transaction waiting on NATS, say) whose
  // server goes away (a PostgreSQL restart) would emit an unhandled 'error' and end the process. Its query fails
  // instead, and the pool discards it on release.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn({ err: error }, 'postgres connection failed while in use')),
  );
  const db = options.db?.(new PrismaPg(pool, { schema: env.DB_SCHEMA }));
  const checks: Record<string, HealthCheck> = {
    postgres: async () => void (await pool.query('SELECT 1')),
  };
  const infraClosers: Array<[string, () => Promise<unknown>]> = [];
  const ownClosers: Array<[string, () => Promise<unknown>]> = [];

  let redis: Redis | undefined;
  let bus: Bus | undefined;
  let relay: OutboxRelay | undefined;
  try {
    if (options.redis !== false) {
      const client = new Redis(env.REDIS_URL, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: false,
        lazyConnect: true,
        connectionName: options.service,
      });
      client.on('error', (error) => logger.warn({ err: error }, 'redis error'));
      await client.connect();
      redis = client;
      checks.redis = async () => void (await client.ping());
    }
    if (options.bus !== false) {
      const connected = await connectBus({
        url: env.NATS_URL,
        name: options.service,
        prefix: env.NATS_PREFIX,
        logger,
      });
      bus = connected;
      for (const stream of entry.streams) await connected.ensureStream(stream);
      relay = startOutboxRelay({ bus: connected, pool, schema: env.DB_SCHEMA, logger });
      checks.nats = () =>
        connected.isConnected() ? Promise.resolve() : Promise.reject(new Error('not connected'));
    }
  } catch (error) {
    await redis?.quit().catch(() => undefined);
    await bus?.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
    throw error;
  }
  if (relay) infraClosers.push(['outbox relay', () => relay.stop()]);
  if (bus) infraClosers.push(['nats', () => bus.close()]);
  if (db) infraClosers.push(['prisma', () => db.$disconnect()]);
  infraClosers.push(['postgres', () => pool.end()]);
  if (redis) infraClosers.push(['redis', () => redis.quit()]);

  let shuttingDown = false;
  const closers = () => [...ownClosers, ...infraClosers];
  const absent = (what: string): never => {
    throw new Error(`this runtime of ${options.service} was made without ${what}`);
  };
  return {
    entry,
    env,
    logger,
    get db() {
      return db ?? absent('Prisma');
    },
    pool,
    get redis() {
      return redis ?? absent('Redis');
    },
    get bus() {
      return bus ?? absent('NATS');
    },
    checks,
    addCheck: (name, check) => {
      checks[name] = check;
    },
    onEventsCommitted: () => relay?.nudge(),
    addCloser: (name, close) => {
      ownClosers.push([name, close]);
    },
    closers,
    isShuttingDown: () => shuttingDown,
    markShuttingDown: () => {
      shuttingDown = true;
    },
    async close() {
      shuttingDown = true;
      for (const [name, close] of closers()) {
        await close().catch((error: unknown) => logger.warn({ err: error, name }, 'error while closing'));
      }
    },
  };
}
