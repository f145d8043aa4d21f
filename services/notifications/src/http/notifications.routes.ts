import type { JWTVerifyGetKey } from 'jose';
import { NOTIFICATIONS_ADMIN_API_ROUTES } from '@readiness/contracts/notifications-api-routes';
import { serveRoutes } from '@readiness/service';
import type { NotificationsContext } from '../domain/context.ts';
import { listEmails } from '../domain/list-emails.ts';

/** The admin's routes, served from their contracts. */
export function notificationsAdminRoutes(
  ctx: NotificationsContext,
  keys: JWTVerifyGetKey,
  checkResponses: boolean,
) {
  return serveRoutes(
    NOTIFICATIONS_ADMIN_API_ROUTES,
    { listEmailMessages: ({ query }) => listEmails(ctx, query) },
    { keys, checkResponses },
  );
}
