import { MONITORING_LIST_LIMIT } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/** The latest sign-ins, sign-outs and failures, newest first (MONITORING_LIST_LIMIT of them). */
export const listAuthEvents = (ctx: MonitoringContext) =>
  statsRepository.listAuthEvents(ctx.db, MONITORING_LIST_LIMIT);
