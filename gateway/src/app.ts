import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { createBufferedPublisher } from '@readiness/bus';
import { AppError, errorHandler, requestLogger } from '@readiness/service';
import { recordAccess, type AccessLog } from './access-events.ts';
import { createApiHandler, type RequestTarget } from './api-handler.ts';
import { apiDocsRouter } from './api-docs.ts';
import type { GatewayEnv } from './env.ts';
import type { Upstream } from './forward.ts';
import { gatewayHealthRouter } from './health.ts';
import { createRateLimiter } from './rate-limit.ts';
import type { IdentityResolver } from './identity.ts';
import { serviceUrls, type ServiceName } from './route-table.ts';
import { apiSecurityHeaders, securityHeadersMiddleware } from './security-headers.ts';
import { spaRouter } from './spa.ts';

export interface GatewayDeps {
  env: GatewayEnv;
  logger: Logger;
  redis: Redis;
  identities: IdentityResolver;
  publisher: ReturnType<typeof createBufferedPublisher>;
  /** The access log (`gateway.requests.completed`), through `publisher`. */
  accessLog: AccessLog;
  upstreams: ReadonlyMap<ServiceName, Upstream>;
  ownChecks: () => Promise<Record<string, { ok: boolean; error?: string }>>;
}

/** A request target in origin form or absolute form (from a proxy); undefined when it is neither. */
function targetOf(url: string): RequestTarget | undefined {
  if (url.startsWith('/')) {
    const query = url.indexOf('?');
    return { path: query === -1 ? url : url.slice(0, query), target: url };
  }
  try {
    const parsed = new URL(url);
    return { path: parsed.pathname, target: `${parsed.pathname}${parsed.search}` };
  } catch {
    return undefined;
  }
}

const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/** Health, API documentation and the SPA: what the gateway answers itself. */
function createSiteApp(deps: GatewayDeps) {
  const { env, logger, accessLog } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(requestLogger(logger));
  app.use(securityHeadersMiddleware());
  app.use(recordAccess(accessLog));
  const urls = serviceUrls(env);
  const enabledUrls = Object.fromEntries(env.SERVICES.map((service) => [service, urls[service]])) as Record<
    ServiceName,
    string
  >;
  app.use(gatewayHealthRouter(enabledUrls, deps.ownChecks));
  app.use(apiDocsRouter());
  app.use(spaRouter(env.STATIC_DIR));
  app.use((req: Request, _res: Response, next: NextFunction) =>
    next(new AppError('NOT_FOUND', `Not found: ${req.path}`)),
  );
  app.use(errorHandler);
  return app;
}

/**
 * The gateway's request listener: /api calls (but the documentation) go through the API pipeline to the
 * services; everything else is the site (health, docs, SPA).
 */
export function createGatewayHandler(deps: GatewayDeps): RequestListener {
  const { env } = deps;
  const allowedOrigins = new Set(
    env.APP_ORIGIN.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
  );
  const limiter = createRateLimiter({
    redis: deps.redis,
    keyPrefix: `${env.REDIS_PREFIX}rl:gateway`,
    points: env.RATE_LIMIT_PER_MINUTE,
    windowMs: 60_000,
  });
  const handleApi = createApiHandler({
    logger: deps.logger,
    limiter,
    identities: deps.identities,
    publisher: deps.publisher,
    accessLog: deps.accessLog,
    upstreams: deps.upstreams,
    securityHeaders: apiSecurityHeaders(),
    allowedOrigins,
    trustedHops: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    isTracing: Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
  });
  const site = createSiteApp(deps);

  return (req: IncomingMessage, res: ServerResponse) => {
    const target = targetOf(req.url ?? '/');
    if (target && (target.path === '/api' || target.path.startsWith('/api/')) && !isDocs(target.path))
      handleApi(req, res, target);
    else site(req, res);
  };
}
