import type { Response } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { ASSESSMENT_API_ROUTES } from '@readiness/contracts/assessment-api-routes';
import { AppError, reply, serveRoutes } from '@readiness/service';
import type { AssessmentContext } from '../domain/context.ts';
import { getAssessment } from '../domain/get-assessment.ts';
import { getReport, type ReportFile } from '../domain/get-report.ts';
import { getResults } from '../domain/get-results.ts';
import { getQuestionCounts } from '../domain/get-question-counts.ts';
import { getUserStats } from '../domain/get-user-stats.ts';
import { listAssessments } from '../domain/list-assessments.ts';
import { saveAnswers } from '../domain/save-answers.ts';
import { startAssessment } from '../domain/start-assessment.ts';
import { submitAssessment } from '../domain/submit-assessment.ts';
import { updateRoadmapAction } from '../domain/update-roadmap-action.ts';

/** A report still rendering past the deadline is a 503 the client may retry shortly. */
export async function withRetryAfter<T>(res: Response, produce: () => Promise<T>): Promise<T> {
  try {
    return await produce();
  } catch (error) {
    if (error instanceof AppError && error.code === 'REPORT_NOT_READY') res.setHeader('Retry-After', '5');
    throw error;
  }
}

export function sendPdf(res: Response, file: ReportFile): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.setHeader('Content-Length', String(file.pdf.length));
  res.end(file.pdf);
}

/** Taking an assessment, its results and reports, and the dashboard's figures; every route is the owner's only. */
export function assessmentRoutes(ctx: AssessmentContext, keys: JWTVerifyGetKey) {
  return serveRoutes(
    ASSESSMENT_API_ROUTES,
    {
      listAssessments: ({ identity }) => listAssessments(ctx, identity),
      startAssessment: async ({ identity, body }) => {
        const { assessment, created } = await startAssessment(ctx, identity, body);
        return reply(created ? 201 : 200, assessment);
      },
      getAssessment: ({ identity, params }) => getAssessment(ctx, identity, params.id),
      saveAnswers: ({ identity, params, body }) => saveAnswers(ctx, identity, params.id, body),
      submitAssessment: ({ identity, params }) => submitAssessment(ctx, identity, params.id),
      getResults: ({ identity, params }) => getResults(ctx, identity, params.id),
      updateRoadmapAction: ({ identity, params, body }) =>
        updateRoadmapAction(ctx, identity, params.id, params.actionId, body),
      downloadFullReport: async ({ identity, params, res }) => {
        sendPdf(res, await withRetryAfter(res, () => getReport(ctx, identity, params.id, 'full')));
      },
      generateFreeSummary: async ({ identity, body, res }) => {
        sendPdf(res, await withRetryAfter(res, () => getReport(ctx, identity, body.assessmentId, 'summary')));
      },
      getQuestionCounts: () => getQuestionCounts(ctx),
      getUserStats: ({ identity }) => getUserStats(ctx, identity),
    },
    { keys, checkResponses: ctx.env.NODE_ENV === 'test' },
  );
}
