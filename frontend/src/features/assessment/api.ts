import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZAssessmentDetail,
  ZAssessmentList,
  ZAssessmentResults,
  ZSaveAnswersResponse,
  type TGivenAnswer,
  type TAssessmentDetail,
  type TAssessmentListItem,
  type TAssessmentResults,
  type TCreateAssessmentRequest,
  type TSaveAnswersResponse,
} from '@readiness/contracts/assessment';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { apiJson, hasErrorCode } from '../../lib/api-client.ts';

/*
 * Query keys: the API path's parts, so invalidating ASSESSMENTS_KEY reaches every key under it (the list, each
 * assessment, each one's results).
 */
export const ASSESSMENTS_KEY = ['/api/assessments'] as const;
export const USER_STATS_KEY = ['/api/user/stats'] as const;
export const assessmentKey = (id: string) => ['/api/assessments', id] as const;
export const resultsKey = (id: string) => ['/api/assessments', id, 'results'] as const;

const assessmentPath = (id: string) => `/api/assessments/${encodeURIComponent(id)}`;

// ---------------------------------------------------------------------------------------------------------------
// The list

/** GET /api/assessments, newest first. */
export function fetchAssessments({ signal }: { signal?: AbortSignal } = {}): Promise<TAssessmentListItem[]> {
  return apiJson('GET', '/api/assessments', ZAssessmentList, { signal: signal ?? null });
}

export function useAssessments() {
  return useQuery({ queryKey: ASSESSMENTS_KEY, queryFn: fetchAssessments });
}

export const isCompleted = (assessment: Pick<TAssessmentListItem, 'status'>) =>
  assessment.status === 'completed';

export const STATUS_LABELS: Record<TAssessmentListItem['status'], string> = {
  completed: 'Completed',
  in_progress: 'In progress',
};

export const KIND_LABELS: Record<TAssessmentListItem['kind'], string> = {
  quick: 'Quick assessment',
  full: 'Full assessment',
};

/** Newest first by the date it was started. */
export function newestFirst<T extends Pick<TAssessmentListItem, 'createdAt'>>(
  assessments: readonly T[],
): T[] {
  return [...assessments].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

// ---------------------------------------------------------------------------------------------------------------
// One assessment: taking it

export function fetchAssessment(id: string, signal?: AbortSignal): Promise<TAssessmentDetail> {
  return apiJson('GET', assessmentPath(id), ZAssessmentDetail, { signal: signal ?? null });
}

/**
 * The assessment being taken. Unlike the app's other queries it is read again when the screen opens (unless it
 * was loaded in the last few seconds), since it may have been answered on another device meanwhile.
 */
export function useAssessment(id: string) {
  return useQuery({
    queryKey: assessmentKey(id),
    queryFn: ({ signal }) => fetchAssessment(id, signal),
    staleTime: 5_000,
    refetchOnMount: true,
  });
}

/** POST /api/assessments: 201 with a new one, or 200 with the one of that kind in progress. */
export function useStartAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateAssessmentRequest) =>
      apiJson('POST', '/api/assessments', ZAssessmentDetail, { body: input }),
    onSuccess: async (assessment) => {
      queryClient.setQueryData(assessmentKey(assessment.id), assessment);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: USER_STATS_KEY }),
      ]);
    },
  });
}

/** PUT /api/assessments/:id/answers. `keepalive` lets a last save outlive the page. */
export function saveAnswers(
  id: string,
  answers: TGivenAnswer[],
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<TSaveAnswersResponse> {
  return apiJson('PUT', `${assessmentPath(id)}/answers`, ZSaveAnswersResponse, {
    body: { answers },
    ...(keepalive ? { keepalive } : {}),
  });
}

/** Records answers the server confirmed in the cached assessment, so the screen resumes from them. */
export function rememberSavedAnswers(
  queryClient: QueryClient,
  id: string,
  saved: TGivenAnswer[],
  progress: TSaveAnswersResponse['progress'],
): void {
  queryClient.setQueryData<TAssessmentDetail>(assessmentKey(id), (old) => {
    if (!old) return old;
    const byQuestion = new Map(old.answers.map((answer) => [answer.questionId, answer.value]));
    for (const answer of saved) byQuestion.set(answer.questionId, answer.value);
    return {
      ...old,
      answers: [...byQuestion].map(([questionId, value]) => ({ questionId, value })),
      progress,
    };
  });
}

/** POST /api/assessments/:id/submit → the results. */
export function useSubmitAssessment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', `${assessmentPath(id)}/submit`, ZAssessmentResults),
    onSuccess: async (results: TAssessmentResults) => {
      queryClient.setQueryData(resultsKey(id), results);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: ASSESSMENTS_KEY,
          predicate: (query) => query.queryKey[2] !== 'results',
        }),
        queryClient.invalidateQueries({ queryKey: USER_STATS_KEY }),
      ]);
    },
  });
}

/** The submit's refusal when answers are missing (ALREADY_SUBMITTED means it was submitted already). */
export const isMissingAnswersError = (error: unknown) => hasErrorCode(error, ERROR_CODES.CONFLICT);
export const isAlreadySubmittedError = (error: unknown) => hasErrorCode(error, ERROR_CODES.ALREADY_SUBMITTED);
