import type { TInvestigation } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/** An address under investigation keeps its full value past IP_TRUNCATE_DAYS (rows not yet truncated). */
export function startInvestigation(
  ctx: MonitoringContext,
  input: { ipAddress: string; reason: string },
  adminId: string,
): Promise<TInvestigation> {
  return statsRepository.upsertInvestigation(ctx.db, {
    ip: input.ipAddress,
    reason: input.reason,
    markedBy: adminId,
    at: ctx.now(),
  });
}
