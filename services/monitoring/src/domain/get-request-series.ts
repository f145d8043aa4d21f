import type { TRequestSeries } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/** Requests and errors per hour over the last `hours`. */
export function getRequestSeries(ctx: MonitoringContext, hours: number): Promise<TRequestSeries> {
  return statsRepository.readRequestSeries(ctx.db, ctx.now(), hours);
}
