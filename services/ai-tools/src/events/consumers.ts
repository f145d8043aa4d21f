import type { Bus } from '@readiness/bus';
import type { Logger } from 'pino';
import type { PlannerRepository } from '../repositories/planner.repository.ts';

export const ASSESSMENT_CONSUMER = 'ai-tools.assessments';
export const USER_DELETED_CONSUMER = 'ai-tools.user-deletions';

/**
 * The planner's input: a copy of every completed assessment (this service never reads the assessment service's
 * tables). Durable and idempotent (processed events recorded in the same transaction).
 */
export function subscribeAssessments(planner: PlannerRepository, bus: Bus, logger: Logger) {
  return bus.subscribe({
    durable: ASSESSMENT_CONSUMER,
    types: ['assessment.assessment.completed'],
    handler: async (event) => {
      const outcome = await planner.recordAssessment(event.data, {
        consumer: ASSESSMENT_CONSUMER,
        eventId: event.id,
      });
      logger.debug({ assessmentId: event.data.assessmentId, outcome }, 'assessment completed event');
    },
  });
}

/** A deleted account: its prompt history, usage, plan and assessment copies are erased, once. */
export function subscribeUserDeletions(planner: PlannerRepository, bus: Bus, logger: Logger) {
  return bus.subscribe({
    durable: USER_DELETED_CONSUMER,
    types: ['auth.user.deleted'],
    handler: async (event) => {
      const outcome = await planner.eraseUser(event.data.userId, {
        consumer: USER_DELETED_CONSUMER,
        eventId: event.id,
      });
      logger.info({ userId: event.data.userId, outcome }, 'user data erased');
    },
  });
}
