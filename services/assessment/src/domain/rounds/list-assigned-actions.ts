import type { TAssignedActions } from '@readiness/contracts/org-rounds';
import type { Identity } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { aggregateOf, planFromAggregate } from './get-round-results.ts';
import { roundQuestions } from './round-views.ts';

/** The dashboard's "my assigned actions": across the caller's organisations, not done first. */
export async function listAssignedActions(ctx: CoreContext, identity: Identity): Promise<TAssignedActions> {
  const rows = await roundRepository.assignedTo(ctx.db, identity.userId);
  const actions: TAssignedActions['actions'] = [];
  const plans = new Map<string, Awaited<ReturnType<typeof planOf>>>();
  async function planOf(roundId: string) {
    const round = (await roundRepository.findById(ctx.db, roundId))!;
    const [questions, states, org] = await Promise.all([
      roundQuestions(ctx, round),
      roundRepository.actionStates(ctx.db, round.id),
      organisationRepository.find(ctx.db, round.organisationId),
    ]);
    const done = states.filter((state) => state.done).map((state) => state.actionId);
    return { round, org, roadmap: planFromAggregate(aggregateOf(round), questions, done).roadmap };
  }
  for (const row of rows) {
    let plan = plans.get(row.round_id);
    if (!plan) {
      plan = await planOf(row.round_id);
      plans.set(row.round_id, plan);
    }
    for (const phase of plan.roadmap.phases) {
      const action = phase.actions.find((candidate) => candidate.id === row.action_id);
      if (!action) continue;
      actions.push({
        organisationId: plan.round.organisationId,
        organisationName: plan.org?.name ?? '',
        roundId: plan.round.id,
        actionId: action.id,
        title: action.title,
        dimension: action.dimension,
        phase: phase.name,
        done: row.done,
      });
    }
  }
  return { actions };
}
