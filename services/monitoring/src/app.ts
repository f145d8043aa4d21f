import type { Express } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { createHttpApp } from '@readiness/service/process';
import type { Runtime } from '@readiness/service/runtime';
import type { MonitoringContext } from './domain/context.ts';
import { internalRoutes } from './http/internal.routes.ts';
import { monitoringRoutes } from './http/monitoring.routes.ts';

/** The monitoring service's HTTP app, wired from its context (used by service.ts and by the tests). */
export function createMonitoringApp(
  ctx: MonitoringContext,
  keys: JWTVerifyGetKey,
  runtime: Pick<Runtime<unknown>, 'logger' | 'checks' | 'isShuttingDown'>,
): Express {
  return createHttpApp(runtime, {
    keys,
    routes: [monitoringRoutes(ctx, keys, ctx.env.NODE_ENV === 'test')],
    internal: [internalRoutes(ctx)],
  });
}
