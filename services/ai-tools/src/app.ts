import type { Express } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { createHttpApp } from '@readiness/service/process';
import type { Runtime } from '@readiness/service/runtime';
import type { AiToolsContext } from './domain/context.ts';
import { aiToolsRoutes } from './http/ai-tools.routes.ts';
import { internalRoutes } from './http/internal.routes.ts';

/** The ai-tools service's HTTP app, wired from its context (used by service.ts and by the tests). */
export function createAiToolsApp(
  ctx: AiToolsContext,
  keys: JWTVerifyGetKey,
  runtime: Pick<Runtime<unknown>, 'logger' | 'checks' | 'isShuttingDown'>,
): Express {
  const checkResponses = ctx.env.NODE_ENV === 'test';
  return createHttpApp(runtime, {
    keys,
    internal: [internalRoutes(ctx)],
    routes: [aiToolsRoutes(ctx, keys, checkResponses)],
  });
}
