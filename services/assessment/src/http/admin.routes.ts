import type { JWTVerifyGetKey } from 'jose';
import { ASSESSMENT_ADMIN_API_ROUTES } from '@readiness/contracts/assessment-api-routes';
import { reply, serveRoutes } from '@readiness/service';
import type { AssessmentContext } from '../domain/context.ts';
import { exportQuestions } from '../domain/export-questions.ts';
import { getQuestionHistory } from '../domain/get-question-history.ts';
import { importQuestions } from '../domain/import-questions.ts';
import { previewQuestionImport } from '../domain/preview-question-import.ts';
import { listQuestions } from '../domain/list-questions.ts';
import { listRecentAssessments } from '../domain/list-recent-assessments.ts';
import { questionTemplate } from '../domain/question-template.ts';
import { setQuestionRetired } from '../domain/retire-question.ts';
import { summariseQuestions } from '../domain/summarise-questions.ts';
import { updateQuestion } from '../domain/update-question.ts';

/**
 * Question management (admin role AND a valid admin key, like every admin screen), and the admin dashboard's
 * recent assessments (admin role: the dashboard is not behind the admin key). Access is the contracts'.
 */
export function adminRoutes(ctx: AssessmentContext, keys: JWTVerifyGetKey) {
  return serveRoutes(
    ASSESSMENT_ADMIN_API_ROUTES,
    {
      listQuestionsDetailed: () => listQuestions(ctx),
      summariseQuestions: () => summariseQuestions(ctx),
      exportQuestions: async ({ res }) => {
        const file = await exportQuestions(ctx);
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="ai-readiness-questions-v${file.bankVersion}-${file.exportedAt!.slice(0, 10)}.json"`,
        );
        return file;
      },
      getQuestionTemplate: ({ res }) => {
        res.setHeader('Content-Disposition', 'attachment; filename="ai-readiness-questions-template.json"');
        return questionTemplate();
      },
      importQuestions: async ({ identity, body, req }) => {
        const result = await importQuestions(
          ctx,
          identity,
          body.questions,
          body.options.previewedVersion,
          typeof req.id === 'string' ? req.id : null,
        );
        if (result.success) return result;
        // Every rejected question with its reason; nothing was applied.
        return reply(422, {
          error: `${new Set(result.errors.map((error) => error.index)).size} of ${body.questions.length} questions were rejected; nothing was imported`,
          code: 'IMPORT_REJECTED',
          requestId: req.id,
          ...result,
        });
      },
      updateQuestion: async ({ identity, params, body, res, req }) => {
        const { question, bankVersion } = await updateQuestion(
          ctx,
          identity,
          params.id,
          body,
          typeof req.id === 'string' ? req.id : null,
        );
        res.setHeader('x-bank-version', String(bankVersion));
        return question;
      },
      previewQuestionImport: ({ body }) => previewQuestionImport(ctx, body.questions),
      retireQuestion: async ({ identity, params, body, res, req }) => {
        const requestId = typeof req.id === 'string' ? req.id : null;
        const result = await setQuestionRetired(ctx, identity, params.id, true, body.reason, requestId);
        res.setHeader('x-bank-version', String(result.bankVersion));
        return result;
      },
      restoreQuestion: async ({ identity, params, body, res, req }) => {
        const requestId = typeof req.id === 'string' ? req.id : null;
        const result = await setQuestionRetired(ctx, identity, params.id, false, body.reason, requestId);
        res.setHeader('x-bank-version', String(result.bankVersion));
        return result;
      },
      getQuestionHistory: ({ params }) => getQuestionHistory(ctx, params.id),
      listRecentAssessments: ({ query }) => listRecentAssessments(ctx, query.limit),
    },
    { keys, checkResponses: ctx.env.NODE_ENV === 'test' },
  );
}
