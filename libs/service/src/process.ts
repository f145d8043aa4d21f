import type { Server } from 'node:http';
import express, { type Express, type Router } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import { answerClientErrorsAsJson } from './client-errors.ts';
import { errorHandler, jsonNotFound } from './errors.ts';
import { healthRouter, type HealthCheck } from './health.ts';
import { createServiceApp } from './http.ts';
import { authenticate } from './identity.ts';
import { requireDependencies } from './infra.ts';
import { createLogger } from './logger.ts';
import type { Runtime, TRuntimeEnv } from './runtime.ts';
import { handleShutdown } from './shutdown.ts';

export interface HttpAppOptions {
  /** Verifies access tokens and admin keys: the auth service's JWKS (`remoteKeys`), or a local key set. */
  keys: JWTVerifyGetKey;
  /** Routers of the public API (from `serveRoutes`), after the caller's identity is known. */
  routes: Router[];
  /** Routers reached before identity (auth's `/internal/*`); they authenticate their callers themselves. */
  internal?: Router[];
  bodyLimit?: string;
}

/**
 * A service's HTTP app: request ids and logs, health and readiness from the runtime's checks, the caller's
 * identity from the forwarded access token, its routes, then JSON 404 and errors.
 */
export function createHttpApp(
  runtime: Pick<Runtime<unknown>, 'logger' | 'checks' | 'isShuttingDown'>,
  options: HttpAppOptions,
): Express {
  const app = createServiceApp({ logger: runtime.logger, bodyLimit: options.bodyLimit });
  app.use(healthRouter(runtime.checks, runtime.isShuttingDown));
  for (const router of options.internal ?? []) app.use(router);
  app.use(authenticate(options.keys));
  for (const router of options.routes) app.use(router);
  app.use(jsonNotFound);
  app.use(errorHandler);
  return app;
}

/** What a service's build function gives `runHttpMain`: its app and the runtime that owns its connections. */
export interface HttpService {
  app: Express;
  runtime: Pick<Runtime<unknown>, 'closers' | 'markShuttingDown'>;
}

function listen(app: Express, env: Pick<TRuntimeEnv, 'HOST' | 'PORT'>, logger: Logger): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(env.PORT, env.HOST, (error?: Error) =>
      error ? reject(error) : resolve(server),
    );
    answerClientErrorsAsJson(server, logger);
  });
}

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : undefined;
};

/**
 * The whole `main.ts` of a service: checks PostgreSQL, Redis and NATS are reachable (else exits naming the one
 * that is not and how to start it), builds the service, listens on HOST:PORT, and on SIGTERM/SIGINT reports
 * not-ready, drains, stops taking connections, finishes what is in flight and closes everything in order.
 */
export async function runHttpMain<Env extends TRuntimeEnv>(
  name: string,
  env: Env,
  build: (env: Env, logger: Logger) => Promise<HttpService>,
): Promise<void> {
  const logger = createLogger(name, env.LOG_LEVEL, undefined, env.LOG_FORMAT);
  await requireDependencies({
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    natsUrl: env.NATS_URL,
  });
  const service = await build(env, logger);
  const server = await listen(service.app, env, logger);
  logger.info({ host: env.HOST, port: portOf(server) }, `${name} listening`);
  handleShutdown({
    logger,
    server,
    closers: service.runtime.closers(),
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    drainMs: env.SHUTDOWN_DRAIN_MS,
    onSignal: service.runtime.markShuttingDown,
  });
}

/** What a worker's start function gives `runWorkerMain`: readiness checks and what to close on a signal. */
export interface WorkerProcess {
  checks: Record<string, HealthCheck>;
  closers(): Array<[name: string, close: () => Promise<unknown>]>;
}

/**
 * The whole `worker.ts` of a service's worker (its own process and Deployment): checks its dependencies, starts
 * the worker, serves only probes on PORT (alive; ready while its checks pass and it is not shutting down), and on
 * a signal lets the jobs in progress finish before closing.
 */
export async function runWorkerMain<Env extends TRuntimeEnv>(
  name: string,
  env: Env,
  start: (env: Env, logger: Logger) => Promise<WorkerProcess>,
  dependencies: { nats?: boolean } = {},
): Promise<void> {
  const logger = createLogger(name, env.LOG_LEVEL, undefined, env.LOG_FORMAT);
  await requireDependencies({
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    ...(dependencies.nats ? { natsUrl: env.NATS_URL } : {}),
  });
  const worker = await start(env, logger);
  let isShuttingDown = false;
  const probes = express();
  probes.disable('x-powered-by');
  probes.use(healthRouter(worker.checks, () => isShuttingDown));
  const server = await listen(probes, env, logger);
  logger.info({ host: env.HOST, port: portOf(server) }, `${name} started; probes listening`);
  handleShutdown({
    logger,
    server,
    onSignal: () => {
      isShuttingDown = true;
    },
    closers: worker.closers(),
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  });
}
