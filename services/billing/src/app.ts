import type { Express } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { createHttpApp } from '@readiness/service/process';
import type { Runtime } from '@readiness/service/runtime';
import type { BillingContext } from './domain/context.ts';
import { billingAdminRoutes, billingRoutes } from './http/billing.routes.ts';
import { userDataRoutes } from './http/user-data.routes.ts';

/** The billing service's HTTP app, wired from its context (used by service.ts and by the tests). */
export function createBillingApp(
  ctx: BillingContext,
  keys: JWTVerifyGetKey,
  runtime: Pick<Runtime<unknown>, 'logger' | 'checks' | 'isShuttingDown'>,
): Express {
  const checkResponses = ctx.env.NODE_ENV === 'test';
  return createHttpApp(runtime, {
    keys,
    internal: [userDataRoutes(ctx)],
    routes: [billingRoutes(ctx, keys, checkResponses), billingAdminRoutes(ctx, keys, checkResponses)],
  });
}
