import type { Bus } from '@readiness/bus';
import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import { applyUserProfile } from '../domain/apply-user-profile.ts';
import { eraseUserData } from '../domain/erase-user-data.ts';

export const USER_LIFECYCLE_CONSUMER = 'assessment.user-lifecycle';

/** Auth owns users: a deleted user's data is erased here; a profile change updates this service's copy. */
export function subscribeUserLifecycle(db: Db, bus: Bus, logger: Logger) {
  return bus.subscribe({
    durable: USER_LIFECYCLE_CONSUMER,
    types: ['auth.user.deleted', 'auth.user.updated'],
    handler: async (event) => {
      const processed = { consumer: USER_LIFECYCLE_CONSUMER, eventId: event.id };
      if (event.type === 'auth.user.deleted') {
        const erased = await eraseUserData(db, event.data.userId, processed);
        logger.info({ userId: event.data.userId, ...erased }, 'user data erased');
      } else {
        const outcome = await applyUserProfile(db, event.data, processed);
        logger.debug({ userId: event.data.userId, outcome }, 'user profile update');
      }
    },
  });
}
