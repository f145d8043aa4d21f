import type { TOutlier } from '@readiness/contracts/monitoring';
import { AppError, conflict } from '@readiness/service';
import { outlierRepository } from '../repositories/outlier.repository.ts';
import type { MonitoringContext } from './context.ts';

/** Moves an alert one step (acknowledged, resolved), what acknowledging and resolving share. A resolved alert is final. */
export async function stepAlert(
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
