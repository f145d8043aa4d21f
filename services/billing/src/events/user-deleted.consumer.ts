import type { Bus } from '@readiness/bus';
import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import { anonymiseUser } from '../domain/anonymise-user.ts';

export const USER_DELETED_CONSUMER = 'billing.user-deleted';

/** Auth owns users: a deleted user's purchases are anonymised here (kept for the accounts). */
export function subscribeUserDeleted(db: Db, bus: Bus, logger: Logger) {
  return bus.subscribe({
    durable: USER_DELETED_CONSUMER,
    types: ['auth.user.deleted'],
    handler: async (event) => {
      const outcome = await anonymiseUser(db, event.data.userId, {
        consumer: USER_DELETED_CONSUMER,
        eventId: event.id,
      });
      logger.info({ userId: event.data.userId, outcome }, 'user anonymised');
    },
  });
}
