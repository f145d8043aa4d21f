import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { migrationsDir } from '../../../scripts/migrate.mjs';
import { builtServices, startBuiltStack, type ServiceSpec } from '../../../scripts/stack.ts';
import { freePort } from './ports.ts';
import { TEST_DATABASE_URL } from './postgres.ts';
import { TEST_REDIS_URL, createTestRedisPrefix } from './redis.ts';
import { createMigratedSchema } from './schema-template.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** What a test needs to know of a stack started elsewhere (the run's shared stacks, support/global-setup.ts). */
export interface SharedStack {
  baseUrl: string;
  serviceUrls: Partial<Record<ServiceSpec['name'], string>>;
  schemas: Partial<Record<ServiceSpec['name'], string>>;
  natsPrefix: string;
  redisPrefix: string;
  databaseUrl: string;
}

export interface TestStack {
  baseUrl: string;
  serviceUrls: Partial<Record<ServiceSpec['name'], string>>;
  schemas: Partial<Record<ServiceSpec['name'], string>>;
  natsPrefix: string;
  redisPrefix: string;
  logs: string[];
  /** Process ids by process name (`gateway`, `auth`, `assessment`, `assessment-worker`, …). */
  pids: Record<string, number>;
  /**
   * The SMTP server of its own that the stack's email goes to, unless the caller gave SMTP_URL: without one the
   * notifications service would send to the development mail catcher's port on this machine (a person's `npm start`).
   */
  mail: SmtpSink | undefined;
  stop(): Promise<void>;
}

/** Deletes every JetStream stream whose name starts with the prefix's stream form. */
export async function deleteStreams(natsUrl: string, natsPrefix: string): Promise<void> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const streamPrefix = `${natsPrefix.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;
    for await (const info of jsm.streams.list()) {
      if (info.config.name.startsWith(streamPrefix)) await jsm.streams.delete(info.config.name);
    }
  } finally {
    await nc.close();
  }
}

/**
 * The built stack (the same processes `npm start` runs) on free ports, with database schemas, NATS subjects and
 * streams, and Redis keys of its own; `stop()` removes them all. Run `npm run build` first.
 */
export async function startStack(options: { env?: NodeJS.ProcessEnv } = {}): Promise<TestStack> {
  const services = builtServices();
  if (!services.some((spec) => spec.name === 'auth'))
    throw new Error('The stack is not built: run `npm run build` first.');
  const id = randomBytes(4).toString('hex');
  const natsPrefix = `t${id}`;
  const redis = createTestRedisPrefix();
  const schemas: TestStack['schemas'] = {};
  const ports: Partial<Record<ServiceSpec['name'], number>> = {};
  for (const spec of services) {
    ports[spec.name] = await freePort();
    if (migrationsDir(spec.name)) {
      const schema = `t_${spec.name.replace(/-/g, '_')}_${id}`;
      await createMigratedSchema(spec.name, schema, TEST_DATABASE_URL);
      schemas[spec.name] = schema;
    }
  }
  const logs: string[] = [];
  const gatewayPort = await freePort();
  const mail = options.env?.SMTP_URL ? undefined : await startSmtpSink();
  const cleanup = async () => {
    await mail?.stop();
    const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
    for (const schema of Object.values(schemas))
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pool.end();
    await redis.cleanup();
    await deleteStreams(TEST_NATS_URL, natsPrefix).catch(() => undefined);
  };
  let stack;
  try {
    stack = await startBuiltStack({
      gatewayPort,
      ports,
      schemas,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.STACK_LOG_LEVEL ?? 'warn',
        DATABASE_URL: TEST_DATABASE_URL,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: redis.prefix,
        NATS_URL: TEST_NATS_URL,
        NATS_PREFIX: natsPrefix,
        APP_ORIGIN: `http://localhost:${gatewayPort}`,
        ...(mail ? { SMTP_URL: mail.url } : {}),
        ...options.env,
      },
      onOutput: (name, chunk) => {
        logs.push(`[${name}] ${chunk}`);
        if (logs.length > 2000) logs.shift();
      },
    });
  } catch (error) {
    await cleanup();
    throw new Error(`${(error as Error).message}\n--- stack output ---\n${logs.join('')}`, { cause: error });
  }
  const running = stack;
  return {
    baseUrl: running.baseUrl,
    serviceUrls: Object.fromEntries(
      services.map((spec) => [spec.name, `http://127.0.0.1:${ports[spec.name]}`]),
    ),
    schemas,
    natsPrefix,
    redisPrefix: redis.prefix,
    logs,
    mail,
    pids: Object.fromEntries(
      [...running.processes].flatMap(([name, child]) => (child.pid ? [[name, child.pid]] : [])),
    ),
    async stop() {
      await running.stop();
      await cleanup();
    },
  };
}
