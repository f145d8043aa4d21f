import type { Express } from 'express';
import {
  authenticate,
  createServiceApp,
  errorHandler,
  healthRouter,
  jsonNotFound,
  type HealthCheck,
} from '@readiness/service';
import type { AuthContext } from './domain/context.ts';
import { authRoutes } from './http/auth.routes.ts';
import { internalRoutes } from './http/internal.routes.ts';

/** The auth service's HTTP app, wired from its context (used by main.ts and by the tests). */
export function createAuthApp(
  ctx: AuthContext,
  checks: Record<string, HealthCheck>,
  isShuttingDown?: () => boolean,
): Express {
  const app = createServiceApp({ logger: ctx.logger });
  const cookieSecure = ctx.env.COOKIE_SECURE
    ? ctx.env.COOKIE_SECURE === 'true'
    : ctx.env.APP_ORIGIN.startsWith('https:');
  app.use(healthRouter(checks, isShuttingDown));
  app.use(internalRoutes(ctx));
  app.use(authenticate(ctx.keys.verifyKeys));
  app.use(authRoutes(ctx, cookieSecure));
  app.use(jsonNotFound);
  app.use(errorHandler);
  return app;
}
