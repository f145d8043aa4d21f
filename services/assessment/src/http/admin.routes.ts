import { Router } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import {
  ZImportQuestionsRequest,
  ZQuestionId,
  ZUpdateQuestionRequest,
  ZRecentAssessmentsQuery,
} from '@readiness/contracts/assessment';
import { parse, requireAdmin, requireRole } from '@readiness/service';
import type { AssessmentContext } from '../domain/context.ts';
import { importQuestions } from '../domain/import-questions.ts';
import {
  exportQuestions,
  listQuestions,
  questionTemplate,
  summariseQuestions,
} from '../domain/list-questions.ts';
import { listRecentAssessments } from '../domain/list-recent-assessments.ts';
import { updateQuestion } from '../domain/update-question.ts';

/**
 * Question management (admin role AND a valid admin key, like every admin screen), and the admin dashboard's
 * recent assessments (admin role: the dashboard is not behind the admin key).
 */
export function adminRoutes(ctx: AssessmentContext, keys: JWTVerifyGetKey): Router {
  const router = Router();
  router.use('/api/admin/questions', requireAdmin(keys));

  router.get('/api/admin/questions/detailed', async (_req, res) => {
    res.json(await listQuestions(ctx));
  });

  router.get('/api/admin/questions/summary', async (_req, res) => {
    res.json(await summariseQuestions(ctx));
  });

  router.get('/api/admin/questions/export', async (_req, res) => {
    const file = await exportQuestions(ctx);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="ai-readiness-questions-v${file.bankVersion}-${file.exportedAt!.slice(0, 10)}.json"`,
    );
    res.json(file);
  });

  router.get('/api/admin/questions/template', (_req, res) => {
    res.setHeader('Content-Disposition', 'attachment; filename="ai-readiness-questions-template.json"');
    res.json(questionTemplate());
  });

  router.post('/api/admin/questions/import', async (req, res) => {
    const { questions } = parse(ZImportQuestionsRequest, req.body);
    const result = await importQuestions(ctx, req.identity!, questions);
    if (result.success) {
      res.json(result);
      return;
    }
    // Every rejected question with its reason; nothing was applied.
    res.status(422).json({
      error: `${new Set(result.errors.map((error) => error.index)).size} of ${questions.length} questions were rejected; nothing was imported`,
      code: 'IMPORT_REJECTED',
      requestId: req.id,
      ...result,
    });
  });

  router.put('/api/admin/questions/:id', async (req, res) => {
    const id = parse(ZQuestionId, req.params.id);
    const { question, bankVersion } = await updateQuestion(
      ctx,
      req.identity!,
      id,
      parse(ZUpdateQuestionRequest, req.body),
    );
    res.setHeader('x-bank-version', String(bankVersion));
    res.json(question);
  });

  router.get('/api/admin/recent-assessments', requireRole('admin'), async (req, res) => {
    const { limit } = parse(ZRecentAssessmentsQuery, req.query);
    res.json(await listRecentAssessments(ctx, limit));
  });

  return router;
}
