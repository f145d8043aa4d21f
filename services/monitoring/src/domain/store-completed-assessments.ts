import type { TEvent } from '@readiness/contracts';
import { ingestRepository } from '../repositories/ingest.repository.ts';
import type { MonitoringContext } from './context.ts';

/** A batch of completed assessments (the admin stats), each stored once by its assessment id. */
export function storeCompletedAssessments(
  ctx: Pick<MonitoringContext, 'db'>,
  events: Array<TEvent<'assessment.assessment.completed'>>,
): Promise<void> {
  return ingestRepository.insertCompletedAssessments(ctx.db, events);
}
