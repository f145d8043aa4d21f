import { ZStrategyPlan, type TStrategyPlan } from '@readiness/contracts/ai-tools';
import { AppError, type Identity } from '@readiness/service';
import { plannerRepository } from '../repositories/planner.repository.ts';
import type { AiToolsContext } from './context.ts';
import { runTool } from './run-tool.ts';

/** A new plan from the user's latest completed assessment, through the job like every prompt. */
export async function generateStrategyPlan(
  ctx: AiToolsContext,
  identity: Identity,
  idempotencyKey: string | undefined,
): Promise<TStrategyPlan> {
  const assessment = await plannerRepository.latestAssessment(ctx.db, identity.userId);
  if (!assessment)
    throw new AppError(
      'NO_COMPLETED_ASSESSMENT',
      'Complete an assessment first: the plan is built from your latest completed assessment',
    );
  // The answer comes from the job or, replayed, from the stored output: parsed with the contract once, here.
  return ZStrategyPlan.parse(
    await runTool(ctx, identity, { tool: 'strategy-plan', input: { assessment } }, idempotencyKey),
  );
}
