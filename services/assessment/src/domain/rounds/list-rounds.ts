import type { TRoundSummary } from '@readiness/contracts/org-rounds';
import type { Identity } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { requireMember } from './round-access.ts';
import { toSummary } from './round-views.ts';

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
