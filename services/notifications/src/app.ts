import type { Express } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { createHttpApp } from '@readiness/service/process';
import type { Runtime } from '@readiness/service/runtime';
import type { NotificationsContext } from './domain/context.ts';
import { notificationsAdminRoutes } from './http/notifications.routes.ts';
import { userDataRoutes } from './http/user-data.routes.ts';

/** The notifications service's HTTP app, wired from its context (used by service.ts and by the tests). */
export function createNotificationsApp(
  ctx: NotificationsContext,
  keys: JWTVerifyGetKey,
  runtime: Pick<Runtime<unknown>, 'logger' | 'checks' | 'isShuttingDown'>,
): Express {
  const checkResponses = ctx.env.NODE_ENV === 'test';
  return createHttpApp(runtime, {
    keys,
    internal: [userDataRoutes(ctx)],
    routes: [notificationsAdminRoutes(ctx, keys, checkResponses)],
  });
}
