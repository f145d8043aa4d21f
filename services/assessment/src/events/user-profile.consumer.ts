import type { Bus } from '@readiness/bus';
import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import { recordUserProfile } from '../domain/record-user-profile.ts';

export const USER_PROFILE_CONSUMER = 'assessment.user-profiles';

/** Auth owns users; this service keeps their names and company for the admin's recent-assessments list. */
export function subscribeUserProfiles(db: Db, bus: Bus, logger: Logger) {
  return bus.subscribe({
    durable: USER_PROFILE_CONSUMER,
    types: ['auth.user.registered'],
    handler: async (event) => {
      const outcome = await recordUserProfile(db, event.data, {
        consumer: USER_PROFILE_CONSUMER,
        eventId: event.id,
      });
      logger.debug({ userId: event.data.userId, outcome }, 'user profile event');
    },
  });
}
