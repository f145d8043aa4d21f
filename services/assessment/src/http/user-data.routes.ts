import type { Router } from 'express';
import { internalApiToken } from '@readiness/contracts';
import { internalUserRoutes } from '@readiness/service';
import type { AssessmentContext } from '../domain/context.ts';
import { exportUserData, getUserAssessmentSummary } from '../domain/export-user-data.ts';
import { getNextActions } from '../domain/get-next-actions.ts';

/**
 * Internal calls only (internal token, the kit's internalUserRoutes): for auth, a user's data for "Download my data",
 * and their assessments count and last score for the admin's details dialog; for chat's assistant, the next
 * steps of their latest results.
 */
export function userDataRoutes(ctx: AssessmentContext): Router {
  return internalUserRoutes(internalApiToken(ctx.env), {
    export: (userId) => exportUserData(ctx.db, userId),
    'assessment-summary': (userId) => getUserAssessmentSummary(ctx.db, userId),
    'next-actions': (userId) => getNextActions(ctx, userId),
  });
}
