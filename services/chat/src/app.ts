import type { Express } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { createHttpApp } from '@readiness/service/process';
import type { Runtime } from '@readiness/service/runtime';
import type { ChatContext } from './domain/context.ts';
import { chatAdminRoutes, chatRoutes } from './http/chat.routes.ts';
import { internalRoutes } from './http/internal.routes.ts';

/** The chat service's HTTP app, wired from its context (used by service.ts and by the tests). */
export function createChatApp(
  ctx: ChatContext,
  keys: JWTVerifyGetKey,
  runtime: Pick<Runtime<unknown>, 'logger' | 'checks' | 'isShuttingDown'>,
): Express {
  const checkResponses = ctx.env.NODE_ENV === 'test';
  return createHttpApp(runtime, {
    keys,
    internal: [internalRoutes(ctx)],
    routes: [chatRoutes(ctx, keys, checkResponses), chatAdminRoutes(ctx, keys, checkResponses)],
  });
}
