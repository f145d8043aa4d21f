import type { NextFunction, Request, Response } from 'express';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { SESSION_COOKIE } from '@readiness/contracts';
import { createEvent, type createBufferedPublisher } from '@readiness/bus';
import { AppError, errorHandler, requestLogger } from '@readiness/service';
import { recordAccess } from './access-events.ts';
import { readCookie } from './cookies.ts';
import { csrfRejection } from './csrf.ts';
import type { GatewayEnv } from './env.ts';
import { apiDocsRouter } from './api-docs.ts';
import { gatewayHealthRouter } from './health.ts';
import type { IdentityResolver } from './identity.ts';
import { createServiceProxy } from './proxy.ts';
import { PUBLIC_PATHS, serviceFor, serviceUrls, type ServiceName } from './route-table.ts';
import { spaRouter } from './spa.ts';

export interface GatewayDeps {
  env: GatewayEnv;
  logger: Logger;
  redis: Redis;
  identities: IdentityResolver;
  publisher: ReturnType<typeof createBufferedPublisher>;
  ownChecks: () => Promise<Record<string, { ok: boolean; error?: string }>>;
}

const CSP = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': null,
  },
};

function bearerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token, ...rest] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && rest.length === 0 ? token : undefined;
}

/** The gateway: logs and meters every request, authenticates, routes /api to the owning service, serves the SPA. */
export function createGatewayApp(deps: GatewayDeps): Express {
  const { env, logger, redis, identities, publisher } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);

  const allowedOrigins = new Set(
    env.APP_ORIGIN.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
  );
  const urls = serviceUrls(env);
  const enabled = new Set<ServiceName>(env.SERVICES);
  const proxies = new Map(
    env.SERVICES.map((service) => [
      service,
      createServiceProxy(service, urls[service], env.PROXY_TIMEOUT_MS),
    ]),
  );
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${env.REDIS_PREFIX}rl:gateway`,
    points: env.RATE_LIMIT_PER_MINUTE,
    duration: 60,
    insuranceLimiter: new RateLimiterMemory({ points: env.RATE_LIMIT_PER_MINUTE, duration: 60 }),
  });

  app.use(requestLogger(logger));
  app.use(helmet({ contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false }));
  app.use(recordAccess(publisher));

  const enabledUrls = Object.fromEntries(env.SERVICES.map((service) => [service, urls[service]])) as Record<
    ServiceName,
    string
  >;
  app.use(gatewayHealthRouter(enabledUrls, deps.ownChecks));
  app.use(apiDocsRouter());

  // Not mounted at '/api': that would strip the prefix from req.url, which the proxy forwards as it is.
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/api' && !req.path.startsWith('/api/')) return next();
    try {
      const path = req.path;
      try {
        await limiter.consume(req.ip ?? 'unknown');
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          res.setHeader('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
          throw new AppError(
            'RATE_LIMITED',
            'Too many requests. Please slow down and try again shortly.',
            429,
          );
        }
        throw rejection;
      }

      const service = serviceFor(path);
      if (!service || !enabled.has(service))
        throw new AppError('NOT_FOUND', `No API route for ${req.method} ${path}`, 404);

      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > env.BODY_LIMIT_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large', 413);

      const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
      const bearer = bearerOf(req.headers.authorization);
      const reason = csrfRejection(req, allowedOrigins, cookie !== undefined);
      if (reason) {
        publisher.publish(
          createEvent('security.event.recorded', {
            event: 'csrf.rejected',
            severity: 'medium',
            source: 'gateway',
            ipAddress: req.ip ?? null,
            userId: null,
            details: { method: req.method, path, reason },
          }),
        );
        throw new AppError(
          'CSRF_REJECTED',
          'Cross-site request refused: writes must come from the app itself',
          403,
        );
      }

      const isPublic = PUBLIC_PATHS.includes(path);
      if (bearer) {
        try {
          const resolved = await identities.fromBearer(bearer);
          req.identity = resolved.identity;
          req.forwardedToken = resolved.token;
        } catch (error) {
          if (!isPublic || (error instanceof AppError && error.status >= 500)) throw error;
        }
      } else if (cookie) {
        const resolved = await identities.fromCookie(cookie);
        if (resolved) {
          req.identity = resolved.identity;
          req.forwardedToken = resolved.token;
        } else {
          res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
        }
      }
      if (!req.identity && !isPublic) throw new AppError('UNAUTHORIZED', 'Authentication required', 401);

      proxies.get(service)!(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  app.use(spaRouter(env.STATIC_DIR));
  app.use((req: Request, _res: Response, next: NextFunction) =>
    next(new AppError('NOT_FOUND', `Not found: ${req.path}`, 404)),
  );
  app.use(errorHandler);
  return app;
}
