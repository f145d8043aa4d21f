import type { Express } from 'express';
import { createHttpApp } from '@readiness/service/process';
import type { Runtime } from '@readiness/service/runtime';
import type { AuthContext } from './domain/context.ts';
import { accountRoutes } from './http/account.routes.ts';
import { adminUsersRoutes } from './http/admin-users.routes.ts';
import { authRoutes } from './http/auth.routes.ts';
import { internalRoutes } from './http/internal.routes.ts';
import { adminOrganisationRoutes, organisationRoutes } from './http/organisations.routes.ts';

/** The auth service's HTTP app: internal routes (gateway and services), then the public API. */
export function createAuthApp(
  ctx: AuthContext,
  runtime: Pick<Runtime<unknown>, 'logger' | 'checks' | 'isShuttingDown'>,
): Express {
  const cookieSecure = ctx.env.COOKIE_SECURE
    ? ctx.env.COOKIE_SECURE === 'true'
    : ctx.env.APP_ORIGIN.startsWith('https:');
  return createHttpApp(runtime, {
    keys: ctx.keys.verifyKeys,
    internal: [internalRoutes(ctx)],
    routes: [
      authRoutes(ctx, cookieSecure),
      adminUsersRoutes(ctx),
      accountRoutes(ctx, cookieSecure),
      organisationRoutes(ctx),
      adminOrganisationRoutes(ctx),
    ],
  });
}
