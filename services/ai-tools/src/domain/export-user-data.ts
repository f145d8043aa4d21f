import type { TAiToolsUserExport } from '@readiness/contracts/ai-tools';
import { plannerRepository } from '../repositories/planner.repository.ts';
import { promptRepository } from '../repositories/prompt.repository.ts';
import type { AiToolsContext } from './context.ts';

/** Everything held about a user, for the account's "download my data". */
export async function exportUserData(ctx: AiToolsContext, userId: string): Promise<TAiToolsUserExport> {
  const [usage, plan, assessments] = await Promise.all([
    promptRepository.usageHistory(ctx.db, userId),
    plannerRepository.plan(ctx.db, userId),
    plannerRepository.assessments(ctx.db, userId),
  ]);
  const promptHistory = [];
  for (let offset = 0; ; offset += 500) {
    const page = await promptRepository.history(ctx.db, userId, { offset, limit: 500 });
    promptHistory.push(...page.items);
    if (page.items.length < 500) break;
  }
  return {
    service: 'ai-tools',
    data: {
      usage: usage.map((row) => ({ month: row.month, promptsUsed: row.used, tools: row.tools })),
      promptHistory,
      strategyPlan: plan,
      assessments,
    },
  };
}
