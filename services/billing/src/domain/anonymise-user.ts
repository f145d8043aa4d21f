import { markProcessed } from '@readiness/bus';
import type { Db } from '../db.ts';
import { userDataRepository } from '../repositories/user-data.repository.ts';

/**
 * A user was deleted (auth.user.deleted): their purchases are kept for the accounts (amounts, dates, refunds, the
 * coupon used, under the user's id, which now names nobody), the buyer's email is removed, and their open TEST MODE
 * sessions are erased. Once per event, in one transaction, written in billing's audit log.
 */
export async function anonymiseUser(
  db: Db,
  userId: string,
  processed: { consumer: string; eventId: string },
): Promise<'anonymised' | 'duplicate'> {
  return db.$transaction(async (tx) => {
    if (!(await markProcessed(tx, processed.consumer, processed.eventId))) return 'duplicate' as const;
    const purchases = await userDataRepository.anonymisePurchases(tx, userId);
    const sessions = await userDataRepository.eraseTestSessions(tx, userId);
    await userDataRepository.recordErasure(tx, userId, {
      purchases: purchases.count,
      testSessions: sessions.count,
    });
    return 'anonymised' as const;
  });
}
