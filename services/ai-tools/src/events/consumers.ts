import type { Bus } from '@readiness/bus';
import type { AiToolsContext } from '../domain/context.ts';
import { eraseUserData } from '../domain/erase-user-data.ts';
import { recordCompletedAssessment } from '../domain/record-completed-assessment.ts';

export const ASSESSMENT_CONSUMER = 'ai-tools.assessments';
export const USER_DELETED_CONSUMER = 'ai-tools.user-deletions';

/** Completed assessments, the planner's input. Durable and idempotent (the processed mark in the same transaction). */
export function subscribeAssessments(ctx: AiToolsContext, bus: Bus) {
  return bus.subscribe({
    durable: ASSESSMENT_CONSUMER,
    types: ['assessment.assessment.completed'],
    handler: async (event) => {
      const outcome = await recordCompletedAssessment(ctx, event.data, {
        consumer: ASSESSMENT_CONSUMER,
        eventId: event.id,
      });
      ctx.logger.debug({ assessmentId: event.data.assessmentId, outcome }, 'assessment completed event');
    },
  });
}

/** A deleted account: what ai-tools holds of it is erased, once. */
export function subscribeUserDeletions(ctx: AiToolsContext, bus: Bus) {
  return bus.subscribe({
    durable: USER_DELETED_CONSUMER,
    types: ['auth.user.deleted'],
    handler: async (event) => {
      const outcome = await eraseUserData(ctx, event.data.userId, {
        consumer: USER_DELETED_CONSUMER,
        eventId: event.id,
      });
      ctx.logger.info({ userId: event.data.userId, outcome }, 'user data erased');
    },
  });
}
