import type { TUserNextActions } from '@readiness/contracts/assessment';
import { assessmentRepository } from '../repositories/assessment.repository.ts';
import type { CoreContext } from './context.ts';
import { computeResults } from './get-results.ts';

/**
 * The next steps of a user's latest completed assessment, for chat's assistant ("how do I improve my data
 * management score?"): the roadmap's actions not yet ticked, in roadmap order, and the recommendations' titles.
 * Computed as the results page computes them; the roadmap is a premium part, which the caller shows only to a
 * user whose tier has it.
 */
export async function getNextActions(ctx: CoreContext, userId: string): Promise<TUserNextActions> {
  const row = await assessmentRepository.latestCompleted(ctx.db, userId);
  if (!row) return { assessmentId: null, roadmap: [], recommendations: [] };
  const results = await computeResults(ctx, row, true);
  return {
    assessmentId: row.id,
    roadmap: (results.roadmap?.phases ?? []).flatMap((phase) =>
      phase.actions
        .filter((action) => !action.done)
        .map((action) => ({
          id: action.id,
          title: action.title,
          dimension: action.dimension,
          phase: phase.name,
        })),
    ),
    recommendations: results.recommendations.map((recommendation) => ({
      dimension: recommendation.dimension,
      title: recommendation.title,
    })),
  };
}
