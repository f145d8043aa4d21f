import type { TUserStats } from '@readiness/contracts/assessment';
import type { Identity } from '@readiness/service';
import { assessmentRepository } from '../repositories/assessment.repository.ts';
import type { CoreContext } from './context.ts';
import { isPremium } from '@readiness/service';
import { toListItem } from './assessment-views.ts';
import { computeResults } from './get-results.ts';
import { buildUserStats } from './scoring/build-user-stats.ts';

/** The dashboard's figures: counts, the latest completed assessment's scores, progress and next actions. */
export async function getUserStats(ctx: CoreContext, identity: Identity): Promise<TUserStats> {
  const rows = await assessmentRepository.listByUser(ctx.db, identity.userId);
  const latest = rows
    .filter((row) => row.status === 'completed' && row.completedAt)
    .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime())[0];
  const results = latest ? await computeResults(ctx, latest, isPremium(identity)) : null;
  return buildUserStats(rows.map(toListItem), results);
}
