import { MONITORING_LIST_LIMIT, type TOutlier, type TOutlierDetail } from '@readiness/contracts/monitoring';
import { AppError, conflict } from '@readiness/service';
import { outlierRepository } from '../repositories/outlier.repository.ts';
import type { MonitoringContext } from './context.ts';

/** The alerts not yet resolved (every one, whenever raised), or the latest of every status. */
export const listAlerts = (ctx: MonitoringContext, status: 'unresolved' | 'all') =>
  outlierRepository.listOutliers(ctx.db, status, status === 'all' ? MONITORING_LIST_LIMIT : 1_000);

/** An alert and its evidence: the rule, window and threshold, and the events it was raised on. */
export async function getAlert(ctx: MonitoringContext, id: string): Promise<TOutlierDetail> {
  const found = await outlierRepository.findOutlierDetail(ctx.db, id);
  if (!found) throw new AppError('NOT_FOUND', 'No such alert');
  return found;
}

/** Someone is on it (who, when, a note); acknowledging twice keeps the first. A resolved alert is final. */
export const acknowledgeAlert = (ctx: MonitoringContext, id: string, adminId: string, note?: string) =>
  step(ctx, id, 'acknowledge', adminId, note);

/** The incident is over: the alert no longer counts as open. */
export const resolveAlert = (ctx: MonitoringContext, id: string, adminId: string, note?: string) =>
  step(ctx, id, 'resolve', adminId, note);

async function step(
  ctx: MonitoringContext,
  id: string,
  kind: 'acknowledge' | 'resolve',
  adminId: string,
  note: string | undefined,
): Promise<TOutlier> {
  const result = await outlierRepository.stepOutlier(ctx.db, id, kind, {
    userId: adminId,
    note: note ? note : null,
    at: ctx.now(),
  });
  if (result === null) throw new AppError('NOT_FOUND', 'No such alert');
  if (result === 'resolved') throw conflict('This alert is already resolved');
  return result;
}
