import type { TOutlierDetail } from '@readiness/contracts/monitoring';
import { AppError } from '@readiness/service';
import { outlierRepository } from '../repositories/outlier.repository.ts';
import type { MonitoringContext } from './context.ts';

/** An alert and its evidence: the rule, window and threshold, and the events it was raised on. */
export async function getAlert(ctx: MonitoringContext, id: string): Promise<TOutlierDetail> {
  const found = await outlierRepository.findOutlierDetail(ctx.db, id);
  if (!found) throw new AppError('NOT_FOUND', 'No such alert');
  return found;
}
