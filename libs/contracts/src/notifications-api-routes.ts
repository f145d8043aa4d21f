// The notifications service's entries of the API catalogue (gathered into API_ROUTES in api-routes.ts).
import { z } from 'zod';
import type { ApiRoute } from './api-route.ts';
import { ZEmailMessage, ZEmailMessageListQuery } from './notifications.ts';
import { BAD_INPUT, NOT_ADMIN, SIGNED_OUT } from './route-responses.ts';

export const NOTIFICATIONS_ADMIN_API_ROUTES = {
  listEmailMessages: {
    method: 'get',
    path: '/api/admin/notifications/emails',
    service: 'notifications',
    access: 'admin',
    summary: 'The latest emails the product sent or is sending (recipients, subject, status; never the body)',
    query: ZEmailMessageListQuery,
    responses: {
      200: { description: 'Emails, newest first', schema: z.array(ZEmailMessage) },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
} satisfies Record<string, ApiRoute>;
