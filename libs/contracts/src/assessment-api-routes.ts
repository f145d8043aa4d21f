// The assessment service's entries of the API catalogue (spread into API_ROUTES in api-routes.ts).
import { z } from 'zod';
import type { ApiResponse, ApiRoute } from './api-route.ts';
import {
  ZAdminQuestionsResponse,
  ZAssessmentDetail,
  ZAssessmentList,
  ZAssessmentResults,
  ZCreateAssessmentRequest,
  ZGenerateFreeSummaryRequest,
  ZImportPreview,
  ZImportQuestionsRequest,
  ZImportQuestionsResponse,
  ZQuestion,
  ZQuestionBankCounts,
  ZQuestionExport,
  ZQuestionHistory,
  ZRetireQuestionRequest,
  ZRetireQuestionResponse,
  ZQuestionSummary,
  ZSaveAnswersRequest,
  ZSaveAnswersResponse,
  ZUpdateQuestionRequest,
  ZUpdateRoadmapActionRequest,
  ZUpdateRoadmapActionResponse,
  ZUserStats,
  ZRecentAssessment,
  ZRecentAssessmentsQuery,
} from './assessment.ts';
import { BAD_INPUT, NOT_ADMIN, SIGNED_OUT, errorResponse as error } from './route-responses.ts';
import { ZResourceId, ZResourceLibrary } from './resources.ts';

const NOT_FOUND = error('No such assessment of the caller (another user’s is a 404 too)');
const NOT_COMPLETED = error('The assessment has not been submitted yet');
const PDF: ApiResponse = {
  description: 'The PDF file (Content-Disposition: attachment)',
  contentType: 'application/pdf',
};
const REPORT_NOT_READY = error(
  'The report is still rendering past the deadline; retry after the Retry-After seconds',
);

const ZAssessmentId = z.string().uuid('the assessment id must be a UUID');
const ZResourceParams = z.object({ id: ZResourceId });
const ZIdParams = z.object({ id: ZAssessmentId });
const ZRoadmapActionParams = z.object({
  id: ZAssessmentId,
  actionId: z
    .string()
    .min(1)
    .max(100, 'the action id must be at most 100 characters')
    .regex(/^[a-z0-9-]+$/, 'the action id must be lowercase letters, digits and dashes'),
});
/** The question id exactly as the path gives it: not trimmed, so " strategy-01" is refused, not looked up. */
const ZQuestionParams = z.object({
  id: z
    .string()
    .max(64, 'id must be at most 64 characters')
    .regex(/^[a-z][a-z0-9-]*$/, 'id must be lowercase letters, digits and dashes (e.g. strategy-01)'),
});

export const ASSESSMENT_API_ROUTES = {
  listAssessments: {
    method: 'get',
    path: '/api/assessments',
    service: 'assessment',
    access: 'user',
    summary: "The caller's assessments, newest first",
    responses: { 200: { description: 'The assessments', schema: ZAssessmentList }, 401: SIGNED_OUT },
  },
  startAssessment: {
    method: 'post',
    path: '/api/assessments',
    service: 'assessment',
    access: 'user',
    summary:
      'Begin: start an assessment (quick for everyone, full for premium) or resume the one of this kind in progress',
    body: ZCreateAssessmentRequest,
    responses: {
      201: { description: 'Started', schema: ZAssessmentDetail },
      200: { description: 'The assessment of this kind already in progress', schema: ZAssessmentDetail },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: error('The full assessment is part of Premium'),
      409: error(
        'ASSESSMENT_IN_PROGRESS: one of this kind is in progress for another industry or size (`details`: ZInProgressDetails); send `inProgress` "continue" or "discard"',
      ),
    },
  },
  getAssessment: {
    method: 'get',
    path: '/api/assessments/:id',
    service: 'assessment',
    access: 'user',
    summary: 'An assessment with its questions by dimension, saved answers and progress',
    params: ZIdParams,
    responses: {
      200: { description: 'The assessment', schema: ZAssessmentDetail },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      404: NOT_FOUND,
    },
  },
  saveAnswers: {
    method: 'put',
    path: '/api/assessments/:id/answers',
    service: 'assessment',
    access: 'user',
    summary: 'Save (or change) answers while the assessment is in progress',
    params: ZIdParams,
    body: ZSaveAnswersRequest,
    responses: {
      200: { description: 'Saved', schema: ZSaveAnswersResponse },
      400: error('A value off the 1-5 scale, or a question not in this assessment'),
      401: SIGNED_OUT,
      404: NOT_FOUND,
      409: error('The assessment has been submitted'),
    },
  },
  submitAssessment: {
    method: 'post',
    path: '/api/assessments/:id/submit',
    service: 'assessment',
    access: 'user',
    summary: 'Submit a complete assessment: it is scored and its results returned',
    params: ZIdParams,
    responses: {
      200: { description: 'The results the caller may see', schema: ZAssessmentResults },
      401: SIGNED_OUT,
      404: NOT_FOUND,
      409: error('Answers are missing (`details.missingQuestionIds`), or it was submitted already'),
    },
  },
  getResults: {
    method: 'get',
    path: '/api/assessments/:id/results',
    service: 'assessment',
    access: 'user',
    summary:
      'Scores, benchmarks, ROI, recommendations and roadmap; parts locked for free users are absent and named in `locked`',
    params: ZIdParams,
    responses: {
      200: { description: 'The results', schema: ZAssessmentResults },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      404: NOT_FOUND,
      409: NOT_COMPLETED,
    },
  },
  updateRoadmapAction: {
    method: 'patch',
    path: '/api/assessments/:id/roadmap/:actionId',
    service: 'assessment',
    access: 'premium',
    summary: 'Tick a roadmap action done (or not); answers the implementation progress',
    params: ZRoadmapActionParams,
    body: ZUpdateRoadmapActionRequest,
    responses: {
      200: { description: 'Updated', schema: ZUpdateRoadmapActionResponse },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: error('The implementation roadmap is part of AI Readiness Premium'),
      404: error('No such assessment of the caller, or no such action in its roadmap'),
      409: NOT_COMPLETED,
    },
  },
  downloadFullReport: {
    method: 'get',
    path: '/api/assessments/:id/report.pdf',
    service: 'assessment',
    access: 'premium',
    summary: 'The full PDF report (rendered once by the worker, then stored)',
    params: ZIdParams,
    responses: {
      200: PDF,
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: error('The full PDF report is part of AI Readiness Premium'),
      404: NOT_FOUND,
      409: NOT_COMPLETED,
      503: REPORT_NOT_READY,
    },
  },
  generateFreeSummary: {
    method: 'post',
    path: '/api/generate-free-summary',
    service: 'assessment',
    access: 'user',
    summary: 'The summary PDF of a completed assessment (AI-Readiness-Summary-YYYY-MM-DD.pdf)',
    body: ZGenerateFreeSummaryRequest,
    responses: {
      200: PDF,
      400: BAD_INPUT,
      401: SIGNED_OUT,
      404: NOT_FOUND,
      409: NOT_COMPLETED,
      503: REPORT_NOT_READY,
    },
  },
  getQuestionCounts: {
    method: 'get',
    path: '/api/questions/counts',
    service: 'assessment',
    access: 'public',
    summary:
      'The live question bank’s counts (full, quick, dimensions, per dimension) for every page that names them',
    responses: { 200: { description: 'The counts', schema: ZQuestionBankCounts } },
  },
  getUserStats: {
    method: 'get',
    path: '/api/user/stats',
    service: 'assessment',
    access: 'user',
    summary: "The dashboard's figures from the caller's assessments",
    responses: { 200: { description: 'The figures', schema: ZUserStats }, 401: SIGNED_OUT },
  },
} satisfies Record<string, ApiRoute>;

/** Question management (admin role and admin key) and the admin dashboard's recent assessments (admin role). */
export const ASSESSMENT_ADMIN_API_ROUTES = {
  listQuestionsDetailed: {
    method: 'get',
    path: '/api/admin/questions/detailed',
    service: 'assessment',
    access: 'admin',
    summary: 'Every question of the current bank version',
    responses: {
      200: { description: 'The questions', schema: ZAdminQuestionsResponse },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  updateQuestion: {
    method: 'put',
    path: '/api/admin/questions/:id',
    service: 'assessment',
    access: 'admin',
    summary: 'Edit a question (full question); a change makes a new bank version (header x-bank-version)',
    params: ZQuestionParams,
    body: ZUpdateQuestionRequest,
    responses: {
      200: { description: 'The question as stored', schema: ZQuestion },
      400: error('An invalid field, an id that does not match the path, or an edit that breaks the bank'),
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: error('No such question'),
    },
  },
  exportQuestions: {
    method: 'get',
    path: '/api/admin/questions/export',
    service: 'assessment',
    access: 'admin',
    summary: 'The current bank as a JSON file the import takes back',
    responses: { 200: { description: 'The file', schema: ZQuestionExport }, 401: SIGNED_OUT, 403: NOT_ADMIN },
  },
  getQuestionTemplate: {
    method: 'get',
    path: '/api/admin/questions/template',
    service: 'assessment',
    access: 'admin',
    summary: 'An import file with one example question',
    responses: { 200: { description: 'The file', schema: ZQuestionExport }, 401: SIGNED_OUT, 403: NOT_ADMIN },
  },
  importQuestions: {
    method: 'post',
    path: '/api/admin/questions/import',
    service: 'assessment',
    access: 'admin',
    summary: 'Import questions (update-existing): all or nothing, one new bank version',
    body: ZImportQuestionsRequest,
    responses: {
      200: { description: 'Applied', schema: ZImportQuestionsResponse },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      409: error('The bank changed since the preview (options.previewedVersion); preview again'),
      422: {
        description:
          'Some questions were rejected (each in `errors` with its index and reason); nothing was applied',
        schema: ZImportQuestionsResponse.extend({
          error: z.string(),
          code: z.string(),
          requestId: z.string().optional(),
        }),
      },
    },
  },
  previewQuestionImport: {
    method: 'post',
    path: '/api/admin/questions/import/preview',
    service: 'assessment',
    access: 'admin',
    summary:
      'What an import would do to each question (new, updated, unchanged, refused with reasons); applies nothing',
    body: ZImportQuestionsRequest,
    responses: {
      200: { description: 'The preview', schema: ZImportPreview },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  retireQuestion: {
    method: 'post',
    path: '/api/admin/questions/:id/retire',
    service: 'assessment',
    access: 'admin',
    summary: 'Retire a question: a new bank version without it (assessments already taken keep theirs)',
    params: ZQuestionParams,
    body: ZRetireQuestionRequest,
    responses: {
      200: { description: 'Retired', schema: ZRetireQuestionResponse },
      400: error(
        'No reason, or retiring it would break the bank (its dimension’s quick question or last question)',
      ),
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: error('No such active question'),
    },
  },
  restoreQuestion: {
    method: 'post',
    path: '/api/admin/questions/:id/restore',
    service: 'assessment',
    access: 'admin',
    summary: 'Restore a retired question as it was: a new bank version with it',
    params: ZQuestionParams,
    body: ZRetireQuestionRequest,
    responses: {
      200: { description: 'Restored', schema: ZRetireQuestionResponse },
      400: error('No reason, or restoring it would break the bank'),
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: error('No such retired question'),
    },
  },
  getQuestionHistory: {
    method: 'get',
    path: '/api/admin/questions/:id/history',
    service: 'assessment',
    access: 'admin',
    summary: 'Who changed a question, in which bank version, what and why (newest first)',
    params: ZQuestionParams,
    responses: {
      200: { description: 'The history', schema: ZQuestionHistory },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: error('No such question in any bank version'),
    },
  },
  summariseQuestions: {
    method: 'get',
    path: '/api/admin/questions/summary',
    service: 'assessment',
    access: 'admin',
    summary: 'Question counts per dimension of the current bank version',
    responses: {
      200: { description: 'The summary', schema: ZQuestionSummary },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  listRecentAssessments: {
    method: 'get',
    path: '/api/admin/recent-assessments',
    service: 'assessment',
    access: 'admin-role',
    summary: 'The latest completed assessments for the admin dashboard (admin role; no admin key needed)',
    query: ZRecentAssessmentsQuery,
    responses: {
      200: { description: 'The assessments', schema: z.array(ZRecentAssessment) },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: error('Not an admin'),
    },
  },
} satisfies Record<string, ApiRoute>;

/** The premium resource library (guides as markdown), served by the assessment service. */
export const RESOURCE_API_ROUTES = {
  listResources: {
    method: 'get',
    path: '/api/resources/library',
    service: 'assessment',
    access: 'premium',
    summary: 'The guides of the resource library, in category order, each with its download URL',
    responses: {
      200: { description: 'The guides', schema: ZResourceLibrary },
      401: SIGNED_OUT,
      403: error('The resource library is part of AI Readiness Premium'),
    },
  },
  downloadResource: {
    method: 'get',
    path: '/api/resources/:id/download',
    service: 'assessment',
    access: 'premium',
    summary: 'A guide as a markdown file named <id>.md',
    params: ZResourceParams,
    responses: {
      200: {
        description: 'The markdown file (Content-Disposition: attachment; filename="<id>.md")',
        contentType: 'text/markdown; charset=utf-8',
      },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: error('The resource library is part of AI Readiness Premium'),
      404: error('No such resource'),
    },
  },
} satisfies Record<string, ApiRoute>;
