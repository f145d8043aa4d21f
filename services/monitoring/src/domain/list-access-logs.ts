import { MONITORING_LIST_LIMIT } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/** The latest requests the gateway saw, newest first (MONITORING_LIST_LIMIT of them). */
export const listAccessLogs = (ctx: MonitoringContext) =>
  statsRepository.listAccessLogs(ctx.db, MONITORING_LIST_LIMIT);
