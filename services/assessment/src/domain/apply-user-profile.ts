import type { TEventData } from '@readiness/contracts';
import { markProcessed } from '@readiness/bus';
import type { Db } from '../db.ts';
import { organisationRepository } from '../repositories/organisation.repository.ts';
import { userDataRepository } from '../repositories/user-data.repository.ts';

/**
 * The user changed their profile in Settings (auth.user.updated with its profile): this service's copy follows,
 * industry and company size included, once per event. An update without a profile (role, tier) changes nothing here.
 */
export async function applyUserProfile(
  db: Db,
  data: TEventData<'auth.user.updated'>,
  processed: { consumer: string; eventId: string },
): Promise<'applied' | 'no-profile' | 'duplicate'> {
  const { profile } = data;
  if (!profile) return 'no-profile';
  return db.$transaction(async (tx) => {
    if (!(await markProcessed(tx, processed.consumer, processed.eventId))) return 'duplicate' as const;
    await userDataRepository.applyProfile(tx, { userId: data.userId, ...profile });
    // The name shown beside their progress and actions in every organisation they belong to.
    await organisationRepository.rename(tx, data.userId, profile.firstName, profile.lastName);
    return 'applied' as const;
  });
}
