import type { Router } from 'express';
import { internalApiToken } from '@readiness/contracts';
import { internalUserRoutes } from '@readiness/service';
import type { NotificationsContext } from '../domain/context.ts';
import { exportUserEmails } from '../domain/export-user-emails.ts';

/** `GET /internal/users/:userId/export`: the emails sent to a user, for auth's "Download my data". */
export function userDataRoutes(ctx: NotificationsContext): Router {
  return internalUserRoutes(internalApiToken(ctx.env), { export: (userId) => exportUserEmails(ctx, userId) });
}
