import { Router, type Response } from 'express';
import { z } from 'zod';
import {
  ZCreateAssessmentRequest,
  ZGenerateFreeSummaryRequest,
  ZSaveAnswersRequest,
  ZUpdateRoadmapActionRequest,
} from '@readiness/contracts/assessment';
import { AppError, parse, requireUser } from '@readiness/service';
import type { AssessmentContext } from '../domain/context.ts';
import { getAssessment, listAssessments } from '../domain/get-assessment.ts';
import { getReport, type ReportFile } from '../domain/get-report.ts';
import { getResults } from '../domain/get-results.ts';
import { getUserStats } from '../domain/get-user-stats.ts';
import { saveAnswers } from '../domain/save-answers.ts';
import { startAssessment } from '../domain/start-assessment.ts';
import { submitAssessment } from '../domain/submit-assessment.ts';
import { updateRoadmapAction } from '../domain/update-roadmap-action.ts';

const ZAssessmentId = z.string().uuid('the assessment id must be a UUID');
const ZActionId = z
  .string()
  .min(1)
  .max(100, 'the action id must be at most 100 characters')
  .regex(/^[a-z0-9-]+$/, 'the action id must be lowercase letters, digits and dashes');

/** A report still rendering past the deadline is a 503 the client may retry shortly. */
async function withRetryAfter<T>(res: Response, produce: () => Promise<T>): Promise<T> {
  try {
    return await produce();
  } catch (error) {
    if (error instanceof AppError && error.code === 'REPORT_NOT_READY') res.setHeader('Retry-After', '5');
    throw error;
  }
}

function sendPdf(res: Response, file: ReportFile): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.setHeader('Content-Length', String(file.pdf.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(file.pdf);
}

/** Taking an assessment, its results and reports, and the dashboard's figures; every route is the owner's only. */
export function assessmentRoutes(ctx: AssessmentContext): Router {
  const router = Router();
  router.use(['/api/assessments', '/api/user/stats', '/api/generate-free-summary'], requireUser);

  router.get('/api/assessments', async (req, res) => {
    res.json(await listAssessments(ctx, req.identity!));
  });

  router.post('/api/assessments', async (req, res) => {
    const input = parse(ZCreateAssessmentRequest, req.body);
    const { assessment, created } = await startAssessment(ctx, req.identity!, input);
    res.status(created ? 201 : 200).json(assessment);
  });

  router.get('/api/assessments/:id', async (req, res) => {
    res.json(await getAssessment(ctx, req.identity!, parse(ZAssessmentId, req.params.id)));
  });

  router.put('/api/assessments/:id/answers', async (req, res) => {
    const id = parse(ZAssessmentId, req.params.id);
    res.json(await saveAnswers(ctx, req.identity!, id, parse(ZSaveAnswersRequest, req.body)));
  });

  router.post('/api/assessments/:id/submit', async (req, res) => {
    res.json(await submitAssessment(ctx, req.identity!, parse(ZAssessmentId, req.params.id)));
  });

  router.get('/api/assessments/:id/results', async (req, res) => {
    res.json(await getResults(ctx, req.identity!, parse(ZAssessmentId, req.params.id)));
  });

  router.patch('/api/assessments/:id/roadmap/:actionId', async (req, res) => {
    const id = parse(ZAssessmentId, req.params.id);
    const actionId = parse(ZActionId, req.params.actionId);
    res.json(
      await updateRoadmapAction(
        ctx,
        req.identity!,
        id,
        actionId,
        parse(ZUpdateRoadmapActionRequest, req.body),
      ),
    );
  });

  router.get('/api/assessments/:id/report.pdf', async (req, res) => {
    const id = parse(ZAssessmentId, req.params.id);
    sendPdf(res, await withRetryAfter(res, () => getReport(ctx, req.identity!, id, 'full')));
  });

  router.post('/api/generate-free-summary', async (req, res) => {
    const { assessmentId } = parse(ZGenerateFreeSummaryRequest, req.body);
    sendPdf(res, await withRetryAfter(res, () => getReport(ctx, req.identity!, assessmentId, 'summary')));
  });

  router.get('/api/user/stats', async (req, res) => {
    res.json(await getUserStats(ctx, req.identity!));
  });

  return router;
}
