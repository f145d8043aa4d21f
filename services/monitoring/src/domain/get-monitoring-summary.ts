import { TOP_PAGES_LIMIT, type TMonitoringSummary } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

function midnightUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The detailed page's summary: today, since midnight UTC. */
export function getMonitoringSummary(ctx: MonitoringContext): Promise<TMonitoringSummary> {
  return statsRepository.readSummary(ctx.db, midnightUtc(ctx.now()), TOP_PAGES_LIMIT);
}
