import type { TSystemStatus } from '@readiness/contracts/monitoring';
import type { MonitoringContext } from './context.ts';

/** The queues' and consumers' state now (their lag), stamped with the time it was read. */
export async function getSystemStatus(ctx: MonitoringContext): Promise<TSystemStatus> {
  const status = await ctx.systemStatus();
  return { ...status, generatedAt: ctx.now().toISOString() };
}
