import { MONITORING_LIST_LIMIT } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/** The latest security events, newest first (MONITORING_LIST_LIMIT of them). */
export const listSecurityEvents = (ctx: MonitoringContext) =>
  statsRepository.listSecurityEvents(ctx.db, MONITORING_LIST_LIMIT);
