import { AppError } from '@readiness/service';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/** The address is no longer under investigation: its rows are truncated like the others again. */
export async function endInvestigation(ctx: MonitoringContext, ipAddress: string): Promise<void> {
  if (!(await statsRepository.deleteInvestigation(ctx.db, ipAddress)))
    throw new AppError('NOT_FOUND', `${ipAddress} is not under investigation`);
}
