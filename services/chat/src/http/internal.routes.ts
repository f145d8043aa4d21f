import type { Router } from 'express';
import { internalApiToken } from '@readiness/contracts';
import { internalUserRoutes } from '@readiness/service';
import type { ChatContext } from '../domain/context.ts';
import { exportUser } from '../domain/export-user.ts';

/** `GET /internal/users/:userId/export`: what chat holds about a user, for auth's "Download my data". Internal token only (the kit's internalUserRoutes). */
export function internalRoutes(ctx: ChatContext): Router {
  return internalUserRoutes(internalApiToken(ctx.env), { export: (userId) => exportUser(ctx, userId) });
}
