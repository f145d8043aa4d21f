import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createLogger } from '@readiness/service';
import { createTestDatabase, createTestRedisPrefix } from '@readiness/testing';
import { deleteStreams, TEST_NATS_URL } from '@readiness/testing/stack';
import { loadEnv, type AuthEnv } from '../src/env.ts';
import { buildAuthService } from '../src/service.ts';

/** The auth service in this process, on a free port, with its own schema, NATS prefix and Redis prefix. */
export async function startAuth(overrides: Partial<Record<keyof AuthEnv, string>> = {}) {
  const db = await createTestDatabase('auth');
  const redis = createTestRedisPrefix();
  const natsPrefix = `t${randomBytes(4).toString('hex')}`;
  const env = loadEnv({
    DATABASE_URL: db.databaseUrl,
    DB_SCHEMA: db.schema,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    NATS_URL: TEST_NATS_URL,
    NATS_PREFIX: natsPrefix,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...overrides,
  });
  const service = await buildAuthService(env, createLogger('auth', 'silent'));
  const server = service.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env,
    db,
    natsPrefix,
    service,
    async stop() {
      await service.close(server);
      await db.drop();
      await redis.cleanup();
      await deleteStreams(TEST_NATS_URL, natsPrefix).catch(() => undefined);
    },
  };
}
export type RunningAuth = Awaited<ReturnType<typeof startAuth>>;

let counter = 0;
export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `auth${Date.now().toString(36)}${counter}@example.com`,
    password: 'correct horse battery staple',
    firstName: 'Grace',
    lastName: 'Hopper',
    company: '',
    jobTitle: '',
    industry: '',
    companySize: '',
    ...overrides,
  };
}

export async function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(new URL(path, url), {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let data: Record<string, unknown>;
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    data = { raw: text };
  }
  return { status: response.status, data, headers: response.headers };
}
