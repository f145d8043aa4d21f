import type { TMonitoringUserExport } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/** Rows per kind in the download: the newest, which is what a person can read. */
const EXPORT_LIMIT = 10_000;

/** The account data download's part from monitoring: what it holds of the user. */
export async function exportUserData(ctx: MonitoringContext, userId: string): Promise<TMonitoringUserExport> {
  return { service: 'monitoring', data: await statsRepository.readUserData(ctx.db, userId, EXPORT_LIMIT) };
}
