import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { pino, type Logger } from 'pino';
import { createTestDatabase, type TestDatabase } from './postgres.ts';
import { createTestRedisPrefix } from './redis.ts';
import { deleteStreams, TEST_NATS_URL } from './stack.ts';

/** What a service's build function returns: its app and the runtime that owns its connections. */
export interface BuiltService {
  app: Express;
  runtime: { close(): Promise<void> };
}

export interface ServiceUnderTest<Env, S extends BuiltService> {
  url: string;
  env: Env;
  db: TestDatabase;
  redisPrefix: string;
  natsPrefix: string;
  service: S;
  stop(): Promise<void>;
}

/**
 * A service in this process on a free port, built by its own build function (the one its `main.ts` runs), with a
 * database schema, Redis prefix and NATS prefix of its own; `stop()` closes it and removes them all.
 */
export async function startServiceForTest<Env, S extends BuiltService>(options: {
  /** Its name in the service catalogue (its migrations are applied to the test schema). */
  service: string;
  loadEnv: (source: NodeJS.ProcessEnv) => Env;
  build: (env: Env, logger: Logger) => Promise<S>;
  env?: Record<string, string>;
}): Promise<ServiceUnderTest<Env, S>> {
  const db = await createTestDatabase(options.service);
  const redis = createTestRedisPrefix();
  const natsPrefix = `t${randomBytes(4).toString('hex')}`;
  const cleanup = async () => {
    await db.drop();
    await redis.cleanup();
    await deleteStreams(TEST_NATS_URL, natsPrefix).catch(() => undefined);
  };
  let service: S;
  let env: Env;
  try {
    env = options.loadEnv({
      DATABASE_URL: db.databaseUrl,
      DB_SCHEMA: db.schema,
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      NATS_URL: TEST_NATS_URL,
      NATS_PREFIX: natsPrefix,
      LOG_LEVEL: 'silent',
      LOG_FORMAT: 'json',
      NODE_ENV: 'test',
      ...options.env,
    });
    service = await options.build(
      env,
      pino({ name: options.service, level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    );
  } catch (error) {
    await cleanup();
    throw error;
  }
  const server: Server = service.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    env,
    db,
    redisPrefix: redis.prefix,
    natsPrefix,
    service,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await service.runtime.close();
      await cleanup();
    },
  };
}
