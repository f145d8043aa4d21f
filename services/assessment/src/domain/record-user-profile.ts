import type { TEventData } from '@readiness/contracts';
import type { Db } from '../db.ts';
import { markProcessed } from '@readiness/bus';
import { userProfileRepository } from '../repositories/user-profile.repository.ts';

/** Keeps the name and company auth announced for a user (once per event), for the admin's recent list. */
export async function recordUserProfile(
  db: Db,
  data: TEventData<'auth.user.registered'>,
  processed: { consumer: string; eventId: string },
): Promise<'recorded' | 'duplicate'> {
  return db.$transaction(async (tx) => {
    if (!(await markProcessed(tx, processed.consumer, processed.eventId))) return 'duplicate' as const;
    await userProfileRepository.upsert(tx, {
      userId: data.userId,
      firstName: data.firstName,
      lastName: data.lastName,
      company: data.company,
    });
    return 'recorded' as const;
  });
}
