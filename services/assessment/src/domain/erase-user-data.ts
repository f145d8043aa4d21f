import { markProcessed } from '@readiness/bus';
import type { Db } from '../db.ts';
import { organisationRepository } from '../repositories/organisation.repository.ts';
import { roundRepository } from '../repositories/round.repository.ts';
import { userDataRepository } from '../repositories/user-data.repository.ts';

/**
 * A user was deleted (auth.user.deleted): their assessments (answers, roadmap progress, reports) and the profile
 * copy are erased, once per event, in one transaction, and so is their part of organisation rounds. Nothing of theirs is kept: the benchmarks are computed from
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
    // Organisation rounds: their part of open rounds goes (so the aggregate at close is computed without them), their
    // answers in closed rounds and their link to the person go (the stored aggregates stay), and the membership copy.
    await roundRepository.eraseUser(tx, userId);
    await organisationRepository.eraseUser(tx, userId);
    return { outcome: 'erased' as const, assessments: count };
  });
}
