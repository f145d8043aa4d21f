import { markProcessed } from '@readiness/bus';
import type { Db } from '../db.ts';
import { userDataRepository } from '../repositories/user-data.repository.ts';

/**
 * A user was deleted (auth.user.deleted): their assessments (answers, roadmap progress, reports) and the profile
 * copy are erased, once per event, in one transaction. Nothing of theirs is kept: the benchmarks are computed from
 * the assessments that remain, so a deleted organisation leaves them too.
 */
export async function eraseUserData(
  db: Db,
  userId: string,
  processed: { consumer: string; eventId: string },
): Promise<{ outcome: 'erased' | 'duplicate'; assessments: number }> {
  return db.$transaction(async (tx) => {
    if (!(await markProcessed(tx, processed.consumer, processed.eventId)))
      return { outcome: 'duplicate' as const, assessments: 0 };
    const { count } = await userDataRepository.eraseAssessments(tx, userId);
    await userDataRepository.eraseProfile(tx, userId);
    return { outcome: 'erased' as const, assessments: count };
  });
}
