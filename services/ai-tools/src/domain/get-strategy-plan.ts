import type { TStrategyPlanState } from '@readiness/contracts/ai-tools';
import type { Identity } from '@readiness/service';
import { plannerRepository } from '../repositories/planner.repository.ts';
import type { AiToolsContext } from './context.ts';

export async function getStrategyPlan(ctx: AiToolsContext, identity: Identity): Promise<TStrategyPlanState> {
  const [plan, latestAssessment] = await Promise.all([
    plannerRepository.plan(ctx.db, identity.userId),
    plannerRepository.latestAssessment(ctx.db, identity.userId),
  ]);
  return {
    plan,
    latestAssessment,
    stale: Boolean(
      plan && latestAssessment && plan.assessment.assessmentId !== latestAssessment.assessmentId,
    ),
  };
}
