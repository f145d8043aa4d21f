import type { Router } from 'express';
import { internalApiToken } from '@readiness/contracts';
import { internalUserRoutes } from '@readiness/service';
import type { AssessmentContext } from '../domain/context.ts';
import { exportUserData, getUserAssessmentSummary } from '../domain/export-user-data.ts';

/**
 * For the auth service only (internal token, the kit's internalUserRoutes): a user's data for "Download my data",
 * and their assessments count and last score for the admin's details dialog.
 */
export function userDataRoutes(ctx: AssessmentContext): Router {
  return internalUserRoutes(internalApiToken(ctx.env), {
    export: (userId) => exportUserData(ctx.db, userId),
    'assessment-summary': (userId) => getUserAssessmentSummary(ctx.db, userId),
  });
}
