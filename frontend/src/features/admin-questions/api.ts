import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZAdminQuestionsResponse,
  ZImportPreview,
  ZImportQuestionError,
  ZImportQuestionsResponse,
  ZQuestion,
  ZQuestionHistory,
  ZQuestionSummary,
  ZRetireQuestionResponse,
  type TImportQuestionError,
  type TImportQuestionsRequest,
  type TImportQuestionsResponse,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { ApiError, parseJsonResponse, ResponseShapeError } from '../../lib/api-client.ts';
import { ADMIN_QUERY_ROOT, adminJson, adminRequest, downloadAdminFile } from '../admin/api.ts';

export const ADMIN_QUESTIONS_KEY = [ADMIN_QUERY_ROOT, 'questions', 'detailed'] as const;
export const QUESTION_SUMMARY_KEY = [ADMIN_QUERY_ROOT, 'questions', 'summary'] as const;

/** Spec section 8's texts for the failures of this screen. */
export const FETCH_QUESTIONS_ERROR = 'Failed to fetch questions';
export const UPDATE_QUESTION_ERROR = 'Failed to update question';
export const UNKNOWN_IMPORT_ERROR = 'Unknown error occurred';

export function useAdminQuestions() {
  return useQuery({
    queryKey: ADMIN_QUESTIONS_KEY,
    queryFn: ({ signal }) =>
      adminJson('GET', '/api/admin/questions/detailed', ZAdminQuestionsResponse, { signal }),
  });
}

export function useQuestionSummary() {
  return useQuery({
    queryKey: QUESTION_SUMMARY_KEY,
    queryFn: ({ signal }) => adminJson('GET', '/api/admin/questions/summary', ZQuestionSummary, { signal }),
  });
}

function refreshQuestions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_QUESTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: QUESTION_SUMMARY_KEY }),
  ]);
}

/** PUT /api/admin/questions/:id with the full question; the answer names the bank version it made. */
export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (question: TQuestion) => {
      const url = `/api/admin/questions/${encodeURIComponent(question.id)}`;
      const response = await adminRequest('PUT', url, { body: question });
      const saved = await parseJsonResponse(response, ZQuestion, `PUT ${url}`);
      const version = Number(response.headers.get('x-bank-version'));
      return { question: saved, bankVersion: Number.isInteger(version) && version > 0 ? version : undefined };
    },
    onSuccess: (_result, question) =>
      Promise.all([
        refreshQuestions(queryClient),
        queryClient.invalidateQueries({ queryKey: questionHistoryKey(question.id) }),
      ]),
  });
}

export type ImportOutcome =
  | { ok: true; result: TImportQuestionsResponse }
  | { ok: false; message: string; errors: TImportQuestionError[] };

/** The rejected questions of a failed import's body (422), each with its index and reason. */
function rejectedQuestionsOf(body: unknown): TImportQuestionError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error) => {
    const parsed = ZImportQuestionError.safeParse(error);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * POST /api/admin/questions/import (all or nothing). A refusal is an outcome to show, not a thrown error: the
 * server's message (else 'Unknown error occurred') and every rejected question with its reason.
 */
export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      questions,
      previewedVersion,
    }: {
      questions: unknown[];
      previewedVersion?: number;
    }): Promise<ImportOutcome> => {
      const body: TImportQuestionsRequest = {
        questions,
        options: { mode: 'update-existing', ...(previewedVersion ? { previewedVersion } : {}) },
      };
      try {
        const result = await adminJson('POST', '/api/admin/questions/import', ZImportQuestionsResponse, {
          body,
        });
        return { ok: true, result };
      } catch (error) {
        if (error instanceof ResponseShapeError) return { ok: false, message: error.message, errors: [] };
        if (!(error instanceof ApiError)) return { ok: false, message: UNKNOWN_IMPORT_ERROR, errors: [] };
        return {
          ok: false,
          message: error.message || UNKNOWN_IMPORT_ERROR,
          errors: rejectedQuestionsOf(error.body),
        };
      }
    },
    // Spec section 4: the list and the summary are refreshed after an import.
    onSettled: () => refreshQuestions(queryClient),
  });
}

export function useDownloadQuestions(kind: 'export' | 'template') {
  return useMutation({
    mutationFn: () =>
      downloadAdminFile(
        `/api/admin/questions/${kind}`,
        kind === 'export' ? 'ai-readiness-questions.json' : 'ai-readiness-questions-template.json',
      ),
  });
}

/** POST /api/admin/questions/import/preview: what the file would do to each question; applies nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (questions: unknown[]) =>
      adminJson('POST', '/api/admin/questions/import/preview', ZImportPreview, {
        body: { questions, options: { mode: 'update-existing' } } satisfies TImportQuestionsRequest,
      }),
  });
}

/** POST /api/admin/questions/:id/retire or /restore with the admin's reason: a new bank version. */
export function useSetRetired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retire, reason }: { id: string; retire: boolean; reason: string }) =>
      adminJson(
        'POST',
        `/api/admin/questions/${encodeURIComponent(id)}/${retire ? 'retire' : 'restore'}`,
        ZRetireQuestionResponse,
        { body: { reason } },
      ),
    onSuccess: (_result, { id }) =>
      Promise.all([
        refreshQuestions(queryClient),
        queryClient.invalidateQueries({ queryKey: questionHistoryKey(id) }),
      ]),
  });
}

export const questionHistoryKey = (id: string) => [ADMIN_QUERY_ROOT, 'questions', 'history', id] as const;

/** GET /api/admin/questions/:id/history: who changed the question, what and why, newest first. */
export function useQuestionHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: questionHistoryKey(id),
    enabled,
    queryFn: ({ signal }) =>
      adminJson('GET', `/api/admin/questions/${encodeURIComponent(id)}/history`, ZQuestionHistory, {
        signal,
      }),
  });
}
