import type { TMyRounds, TRoundDetail, TRoundSummary } from '@readiness/contracts/org-rounds';
import type { Identity } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { requireMember, requireRound } from './round-access.ts';
import { buildRoundDetail, toSummary } from './round-views.ts';

/** The organisation's rounds, newest first (members only). */
export async function listRounds(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
): Promise<TRoundSummary[]> {
  await requireMember(ctx.db, organisationId, identity.userId);
  const [org, rounds] = await Promise.all([
    organisationRepository.find(ctx.db, organisationId),
    roundRepository.list(ctx.db, organisationId),
  ]);
  const counts = await roundRepository.participantCounts(
    ctx.db,
    rounds.map((round) => round.id),
  );
  return rounds.map((round) =>
    toSummary(round, org?.name ?? '', counts.get(round.id) ?? { participants: 0, submitted: 0 }),
  );
}

/** One round with its progress (members only). */
export async function getRound(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
): Promise<TRoundDetail> {
  const { member, round } = await requireRound(ctx.db, organisationId, roundId, identity.userId);
  return buildRoundDetail(ctx, round, member);
}

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
