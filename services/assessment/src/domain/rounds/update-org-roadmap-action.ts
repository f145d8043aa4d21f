import type {
  TUpdateOrgRoadmapActionRequest,
  TUpdateOrgRoadmapActionResponse,
} from '@readiness/contracts/org-rounds';
import { badRequest, notFound, type Identity } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { aggregateOf, planFromAggregate } from './get-round-results.ts';
import { isManager, notManager, requireRound } from './round-access.ts';
import { memberMap, personOf, roundQuestions } from './round-views.ts';

/**
 * Assigns an action of the organisation's roadmap (owner or admin) or ticks it done (its assignee, the owner or an
 * admin). A tick changes the organisation's progress and drops the stored board report (a new revision).
 */
export async function updateOrgRoadmapAction(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
  actionId: string,
  input: TUpdateOrgRoadmapActionRequest,
): Promise<TUpdateOrgRoadmapActionResponse> {
  const { member, round } = await requireRound(ctx.db, organisationId, roundId, identity.userId);
  const aggregate = aggregateOf(round);
  const questions = await roundQuestions(ctx, round);
  const states = await roundRepository.actionStates(ctx.db, round.id);
  const state = states.find((candidate) => candidate.actionId === actionId);
  const done = states.filter((candidate) => candidate.done).map((candidate) => candidate.actionId);
  const { roadmap } = planFromAggregate(aggregate, questions, done);
  const ids = roadmap.phases.flatMap((phase) => phase.actions.map((action) => action.id));
  if (!ids.includes(actionId)) throw notFound('No such action in this round’s roadmap');

  if (input.assigneeId !== undefined && !isManager(member)) throw notManager();
  if (input.done !== undefined && !isManager(member) && state?.assigneeId !== identity.userId)
    throw notManager();
  if (input.assigneeId) {
    if (!(await organisationRepository.membership(ctx.db, organisationId, input.assigneeId)))
      throw badRequest('The assignee must be a member of the organisation');
  }

  const saved = await ctx.db.$transaction(async (tx) => {
    const row = await roundRepository.upsertActionState(tx, round.id, actionId, {
      ...(input.done !== undefined ? { done: input.done } : {}),
      ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
    });
    await roundRepository.bumpRevision(tx, round.id);
    return row;
  });
  const nowDone = new Set(done);
  if (saved.done) nowDone.add(actionId);
  else nowDone.delete(actionId);
  const after = planFromAggregate(aggregate, questions, [...nowDone]).roadmap;
  const members = await memberMap(ctx.db, organisationId);
  const assignee = saved.assigneeId ? personOf(saved.assigneeId, members) : null;
  return {
    actionId,
    done: saved.done,
    assignee: assignee?.userId ? assignee : null,
    progress: after.progress,
  };
}
