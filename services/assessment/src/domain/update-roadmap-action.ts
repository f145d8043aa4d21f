import type {
  TUpdateRoadmapActionRequest,
  TUpdateRoadmapActionResponse,
} from '@readiness/contracts/assessment';
import { notFound, requirePremium, type Identity } from '@readiness/service';
import { roadmapRepository } from '../repositories/assessment.repository.ts';
import { reportRepository } from '../repositories/report.repository.ts';
import type { CoreContext } from './context.ts';
import { findOwnedAssessment } from './assessment-views.ts';
import { computeResults, notCompleted } from './get-results.ts';

/**
 * Ticks a roadmap action as done (or not). The roadmap is premium, like the results section it lives in;
 * only actions of this assessment's roadmap can be ticked. Answers the new implementation progress. A stored
 * full report is dropped, so the next download shows what is done.
 */
export async function updateRoadmapAction(
  ctx: CoreContext,
  identity: Identity,
  id: string,
  actionId: string,
  input: TUpdateRoadmapActionRequest,
): Promise<TUpdateRoadmapActionResponse> {
  const row = await findOwnedAssessment(ctx.db, id, identity.userId);
  requirePremium(identity, 'The implementation roadmap is part of AI Readiness Premium');
  if (row.status !== 'completed') throw notCompleted();
  const before = await computeResults(ctx, row, true);
  const isKnown = before.roadmap?.phases.some((phase) =>
    phase.actions.some((action) => action.id === actionId),
  );
  if (!isKnown) throw notFound(`No action "${actionId}" in this assessment's roadmap`);
  await roadmapRepository.setDone(ctx.db, row.id, actionId, input.done);
  // The full report shows what is done: a stored one is out of date now.
  await reportRepository.forget(ctx.db, row.id, 'full');
  const after = await computeResults(ctx, row, true);
  return { actionId, done: input.done, progress: after.roadmap!.progress };
}
