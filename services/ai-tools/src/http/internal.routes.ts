import type { Router } from 'express';
import { internalApiToken } from '@readiness/contracts';
import { internalUserRoutes } from '@readiness/service';
import type { AiToolsContext } from '../domain/context.ts';
import { exportUserData } from '../domain/export-user-data.ts';

/** `GET /internal/users/:userId/export`: what ai-tools holds about a user, for auth's "Download my data". Internal token only (the kit's internalUserRoutes). */
export function internalRoutes(ctx: AiToolsContext): Router {
  return internalUserRoutes(internalApiToken(ctx.env), { export: (userId) => exportUserData(ctx, userId) });
}
