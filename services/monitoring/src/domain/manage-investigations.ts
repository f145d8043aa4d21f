import { AppError } from '@readiness/service';
import type { TInvestigation } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

export const listInvestigations = (ctx: MonitoringContext) => statsRepository.listInvestigations(ctx.db);

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

export async function endInvestigation(ctx: MonitoringContext, ipAddress: string): Promise<void> {
  if (!(await statsRepository.deleteInvestigation(ctx.db, ipAddress)))
    throw new AppError('NOT_FOUND', `${ipAddress} is not under investigation`);
}
