// Tests every service runs, each in one line from its own test file.
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Express } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedResponses, listRoutes, type ApiRoute } from '@readiness/contracts/api-routes';
import { listApiRoutes } from './routes.ts';
import { call } from './http.ts';
import { randomPrefix } from './nats.ts';
import { freePort } from './ports.ts';
import { createTestDatabase, type TestDatabase } from './postgres.ts';
import { findPrismaDrift } from './prisma-drift.ts';
import { createTestRedisPrefix } from './redis.ts';
import { deleteStreams, TEST_NATS_URL } from './stack.ts';
import { startTokenIssuer, type TokenIssuer } from './token-issuer.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * `schema.prisma` and the service's migrated database agree; and the check notices when they do not (a column
 * the schema does not know, NOT NULL without a default, is added to one of the service's tables).
 */
export function testMigrationsMatchPrisma(service: string): void {
  describe(`${service}: migrations and schema.prisma`, () => {
    let db: TestDatabase;
    const schemaPath = join(ROOT, 'services', service, 'prisma', 'schema.prisma');
    beforeAll(async () => {
      // The migrations themselves, run by dbmate: what production runs, not the test template cloned from them.
      db = await createTestDatabase(service, { migrations: 'run' });
    });
    afterAll(async () => {
      await db?.drop();
    });

    it('agree', async () => {
      expect(await findPrismaDrift(schemaPath, db.pool, db.schema)).toEqual([]);
    });

    it('disagree as soon as the database has a column the schema does not', async () => {
      const { rows } = await db.pool.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = $1 AND table_name NOT IN ('schema_migrations', 'outbox_events', 'processed_events')
          ORDER BY table_name LIMIT 1`,
        [db.schema],
      );
      const table = rows[0]!.table_name;
      await db.pool.query(`ALTER TABLE "${table}" ADD COLUMN drift_probe text NOT NULL DEFAULT 'x'`);
      await db.pool.query(`ALTER TABLE "${table}" ALTER COLUMN drift_probe DROP DEFAULT`);
      expect(await findPrismaDrift(schemaPath, db.pool, db.schema)).toEqual(
        expect.arrayContaining([expect.stringContaining(`${table}.drift_probe`)]),
      );
    });
  });
}

export interface GracefulShutdownOptions {
  /** Its name in the service catalogue (folder under services/). */
  service: string;
  /** The entry file, built (`npm test` builds first): `dist/main.js` (default) or `dist/worker.js`. */
  entry?: string;
  env?: Record<string, string>;
  /** Called right after SIGTERM with the base URL: requests in flight or sent during the drain, to be answered. */
  duringDrain?: (base: string) => Promise<void>;
  /** Called before SIGTERM: starts requests that must still be answered after it (returns their check). */
  beforeSignal?: (base: string) => Promise<() => Promise<void>>;
}

/**
 * The built process of a service on a free port, with its own schema and prefixes: on SIGTERM it reports not
 * ready at once, keeps answering while it drains, finishes what is in flight and exits 0 having closed
 * everything ("shut down cleanly").
 */
export function testGracefulShutdown(options: GracefulShutdownOptions): void {
  const entry = options.entry ?? 'dist/main.js';
  // A worker serves only probes and takes no traffic: it has nothing to drain, it finishes its jobs and exits.
  const isHttp = entry === 'dist/main.js';
  it(`${options.service} (${entry}) drains and shuts down cleanly on SIGTERM`, async () => {
    const db = await createTestDatabase(options.service);
    const redis = createTestRedisPrefix();
    const natsPrefix = randomPrefix();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', './dist/instrument.js', entry], {
      cwd: join(ROOT, 'services', options.service),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.databaseUrl,
        DB_SCHEMA: db.schema,
        REDIS_PREFIX: redis.prefix,
        NATS_URL: TEST_NATS_URL,
        NATS_PREFIX: natsPrefix,
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        SHUTDOWN_DRAIN_MS: '1000',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const status = (path: string) =>
      fetch(`${base}${path}`).then(
        (response) => response.status,
        () => 0,
      );
    try {
      const deadline = Date.now() + 60_000;
      while ((await status('/readyz')) !== 200) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const inFlight = await options.beforeSignal?.(base);
      child.kill('SIGTERM');
      if (isHttp) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await status('/readyz')).toBe(503); // load balancers stop sending while it drains
        expect(await status('/healthz')).toBe(200);
      }
      await options.duringDrain?.(base);
      await inFlight?.();
      expect(await exited).toBe(0);
      expect(output).toContain('shut down cleanly');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await db.drop();
      await redis.cleanup();
      await deleteStreams(TEST_NATS_URL, natsPrefix).catch(() => undefined);
    }
  });
}

export interface RoutesMatchContractsOptions {
  /** The service's record of routes in libs/contracts (`AUTH_API_ROUTES`, …). */
  routes: Record<string, ApiRoute>;
  /**
   * The service's HTTP app, with a context its handlers are never reached through: every probe here is answered
   * before a handler runs. `keys` verify the test issuer's tokens and admin keys.
   */
  app: (keys: JWTVerifyGetKey) => Express;
}

const INVALID_PARAM = '%20not-valid%00';

/**
 * The app serves exactly the routes its contracts describe, and every status it answers to what the kit checks
 * before a handler (no identity, no access, a bad path id, a body that is not JSON, too large, or in a charset
 * it does not read) is one the route documents, so the OpenAPI document tells the truth.
 */
export function testRoutesMatchContracts(options: RoutesMatchContractsOptions): void {
  const routes = listRoutes(options.routes);
  describe('routes and their contracts', () => {
    let issuer: TokenIssuer;
    let server: Server;
    let base: string;
    beforeAll(async () => {
      issuer = await startTokenIssuer();
      server = options.app(issuer.keys).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await issuer?.stop();
    });

    it('serves exactly the routes its contracts describe', () => {
      const served = listApiRoutes(options.app(issuer.keys));
      const described = routes.map((route) => `${route.method.toUpperCase()} ${route.path}`);
      expect(served).toEqual([...new Set(described)].sort());
    });

    /** A caller the route's access lets through: an admin with a key, a premium user, or a user. */
    const allowedCaller = async (route: ApiRoute) => {
      if (route.access === 'admin' || route.access === 'admin-role')
        return (await issuer.user({ role: 'admin' })).headers;
      if (route.access === 'premium') return (await issuer.user({ tier: 'premium' })).headers;
      if (route.access === 'user') return (await issuer.user()).headers;
      return {};
    };
    const pathOf = (route: ApiRoute, value: (name: string) => string) =>
      route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => value(name));
    const validSample = (route: ApiRoute) => (name: string) => {
      const shape = route.params?.shape[name] as
        { safeParse(value: unknown): { success: boolean } } | undefined;
      const samples = ['00000000-0000-4000-8000-000000000000', 'strategy-01', 'sample'];
      return samples.find((sample) => shape?.safeParse(sample).success) ?? 'sample';
    };

    it.each(routes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
      '%s answers only documented statuses before its handler',
      async (_name, route) => {
        const documented = Object.keys(documentedResponses(route)).map(Number);
        const seen: Array<[string, number]> = [];
        if (route.access !== 'public') {
          const anonymous = await call(base, route.method, pathOf(route, validSample(route)));
          expect(anonymous.status, 'without identity').toBe(401);
          seen.push(['without identity', anonymous.status]);
        }
        const headers = await allowedCaller(route);
        if (route.params) {
          const bad = await call(
            base,
            route.method,
            pathOf(route, () => INVALID_PARAM),
            undefined,
            headers,
          );
          expect(bad.status, 'bad path parameter').toBe(400);
          seen.push(['bad path parameter', bad.status]);
        }
        if (route.body) {
          const path = pathOf(route, validSample(route));
          const notJson = await call(base, route.method, path, '{"unfinished', headers);
          expect(notJson.status, 'body that is not JSON').toBe(400);
          const tooLarge = await call(
            base,
            route.method,
            path,
            JSON.stringify({ pad: 'x'.repeat(2_200_000) }),
            headers,
          );
          expect(tooLarge.status, 'body too large').toBe(413);
          const charset = await call(base, route.method, path, '{}', {
            ...headers,
            'content-type': 'application/json; charset=iso-8859-1',
          });
          expect(charset.status, 'body in an unknown charset').toBe(415);
          seen.push(
            ['not JSON', notJson.status],
            ['too large', tooLarge.status],
            ['charset', charset.status],
          );
        }
        for (const [probe, status] of seen)
          expect(documented, `${probe}: ${status} is not documented`).toContain(status);
      },
    );
  });
}
