import { AI_TOOLS, type TUsageStats } from '@readiness/contracts/ai-tools';
import { isPremium, type Identity } from '@readiness/service';
import { promptRepository } from '../repositories/prompt.repository.ts';
import type { AiToolsContext } from './context.ts';
import { monthOf, nextMonthStart } from './month.ts';

export async function getUsageStats(ctx: AiToolsContext, identity: Identity): Promise<TUsageStats> {
  const now = new Date();
  const usage = await promptRepository.usage(ctx.db, identity.userId, monthOf(now));
  const unlimited = isPremium(identity);
  return {
    promptsUsed: usage.used,
    monthlyLimit: unlimited ? null : ctx.env.AI_FREE_MONTHLY_LIMIT,
    resetsAt: nextMonthStart(now).toISOString(),
    unlimited,
    toolsUsedThisMonth: AI_TOOLS.filter((tool) => usage.tools.includes(tool)),
    offline: ctx.offline,
  };
}
