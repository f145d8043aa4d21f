import type { TEventData } from '@readiness/contracts';
import { plannerRepository } from '../repositories/planner.repository.ts';
import type { AiToolsContext } from './context.ts';

/**
 * The planner's input: a copy of a completed assessment (this service never reads the assessment service's
 * tables), once per event; an erased user's late event is dropped.
 */
export function recordCompletedAssessment(
  ctx: Pick<AiToolsContext, 'db'>,
  data: TEventData<'assessment.assessment.completed'>,
  processed: { consumer: string; eventId: string },
): Promise<'stored' | 'duplicate' | 'erased-user'> {
  return plannerRepository.recordAssessment(ctx.db, data, processed);
}
