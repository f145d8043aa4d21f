import type { TMyRounds } from '@readiness/contracts/org-rounds';
import type { Identity } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { toSummary } from './round-views.ts';

/** The open rounds the caller is asked to answer (dashboard), deadline first. */
export async function listMyRounds(ctx: CoreContext, identity: Identity): Promise<TMyRounds> {
  const ids = await roundRepository.myOpenRounds(ctx.db, identity.userId);
  const result: TMyRounds = [];
  for (const { round_id } of ids) {
    const round = await roundRepository.findById(ctx.db, round_id);
    if (!round) continue;
    const [org, counts, mine] = await Promise.all([
      organisationRepository.find(ctx.db, round.organisationId),
      roundRepository.participantCounts(ctx.db, [round.id]),
      roundRepository.participant(ctx.db, round.id, identity.userId),
    ]);
    if (!mine) continue;
    result.push({
      ...toSummary(round, org?.name ?? '', counts.get(round.id) ?? { participants: 0, submitted: 0 }),
      myPart: {
        dimensions: mine.dimensions,
        answered: await roundRepository.countAnswers(ctx.db, mine.id),
        total: mine.total,
        submittedAt: mine.submittedAt?.toISOString() ?? null,
      },
    });
  }
  return result;
}
