import { MONITORING_LIST_LIMIT } from '@readiness/contracts/monitoring';
import { outlierRepository } from '../repositories/outlier.repository.ts';
import type { MonitoringContext } from './context.ts';

/** The alerts not yet resolved (every one, whenever raised), or the latest of every status. */
export const listAlerts = (ctx: MonitoringContext, status: 'unresolved' | 'all') =>
  outlierRepository.listOutliers(ctx.db, status, status === 'all' ? MONITORING_LIST_LIMIT : 1_000);
