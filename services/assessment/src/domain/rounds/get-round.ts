import type { TRoundDetail } from '@readiness/contracts/org-rounds';
import type { Identity } from '@readiness/service';
import type { CoreContext } from '../context.ts';
import { requireRound } from './round-access.ts';
import { buildRoundDetail } from './round-views.ts';

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
