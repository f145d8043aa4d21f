import type { TStrategyPlan, TStrategyPlanContent } from '@readiness/contracts/ai-tools';
import { AppError, type Identity } from '@readiness/service';
import { plannerRepository } from '../repositories/planner.repository.ts';
import type { AiToolsContext } from './context.ts';

export async function saveStrategyPlan(
  ctx: AiToolsContext,
  identity: Identity,
  content: TStrategyPlanContent,
): Promise<TStrategyPlan> {
  const plan = await plannerRepository.savePlanContent(ctx.db, identity.userId, content);
  if (!plan) throw new AppError('NOT_FOUND', 'No plan yet: generate one first');
  return plan;
}
