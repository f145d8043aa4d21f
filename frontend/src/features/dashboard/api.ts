import { useQuery } from '@tanstack/react-query';
import { apiJson, isApiError } from '../../lib/api-client.ts';

/**
 * An assessment as the dashboard lists it (spec section 3: id, title, status, createdAt).
 * Local until the assessment issue adds its schema to libs/contracts; then import it from there.
 */
export type AssessmentSummary = {
  id: string;
  title: string;
  status: string;
  createdAt: string;
};

export const ASSESSMENTS_KEY = ['/api/assessments'] as const;

/** GET /api/assessments; a 404 (the assessment service is not deployed yet) means "no assessments yet". */
export async function fetchAssessments({ signal }: { signal?: AbortSignal } = {}): Promise<
  AssessmentSummary[]
> {
  try {
    const body = await apiJson<unknown>('GET', '/api/assessments', undefined, { signal: signal ?? null });
    if (!Array.isArray(body)) throw new Error('Unexpected answer from /api/assessments');
    return body as AssessmentSummary[];
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

export function useAssessments() {
  return useQuery({ queryKey: ASSESSMENTS_KEY, queryFn: fetchAssessments });
}

export function isCompleted(assessment: AssessmentSummary): boolean {
  return assessment.status === 'completed';
}

/** Newest first, at most `count` (the dashboard shows 3). */
export function latestAssessments(assessments: AssessmentSummary[], count = 3): AssessmentSummary[] {
  return [...assessments].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}
