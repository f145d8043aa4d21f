import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAssessmentResults,
  ZUpdateRoadmapActionResponse,
  type TAssessmentResults,
} from '@readiness/contracts/assessment';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { apiJson, apiRequest, hasErrorCode } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { resultsKey, USER_STATS_KEY } from '../assessment/api.ts';

const assessmentPath = (id: string) => `/api/assessments/${encodeURIComponent(id)}`;

export function useResults(id: string) {
  return useQuery({
    queryKey: resultsKey(id),
    queryFn: ({ signal }) => apiJson('GET', `${assessmentPath(id)}/results`, ZAssessmentResults, { signal }),
  });
}

/** The results' refusal while the assessment is still in progress. */
export const isNotCompletedError = (error: unknown) => hasErrorCode(error, ERROR_CODES.NOT_COMPLETED);

function withActionDone(results: TAssessmentResults, actionId: string, done: boolean): TAssessmentResults {
  if (!results.roadmap) return results;
  const phases = results.roadmap.phases.map((phase) => ({
    ...phase,
    actions: phase.actions.map((action) => (action.id === actionId ? { ...action, done } : action)),
  }));
  const actions = phases.flatMap((phase) => phase.actions);
  const doneCount = actions.filter((action) => action.done).length;
  const progress = {
    done: doneCount,
    total: actions.length,
    percent: actions.length === 0 ? 0 : Math.round((doneCount / actions.length) * 100),
  };
  return { ...results, roadmap: { phases, progress } };
}

/**
 * PATCH /api/assessments/:id/roadmap/:actionId. The tick shows at once; a failure puts it back. The server's
 * progress then replaces ours, and the dashboard's figures are read again.
 */
export function useUpdateRoadmapAction(id: string) {
  const queryClient = useQueryClient();
  const key = resultsKey(id);
  return useMutation({
    mutationFn: ({ actionId, done }: { actionId: string; done: boolean }) =>
      apiJson(
        'PATCH',
        `${assessmentPath(id)}/roadmap/${encodeURIComponent(actionId)}`,
        ZUpdateRoadmapActionResponse,
        { body: { done } },
      ),
    onMutate: async ({ actionId, done }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<TAssessmentResults>(key);
      if (previous) queryClient.setQueryData(key, withActionDone(previous, actionId, done));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<TAssessmentResults>(key, (old) => {
        if (!old?.roadmap) return old;
        const updated = withActionDone(old, answer.actionId, answer.done);
        return { ...updated, roadmap: { ...updated.roadmap!, progress: answer.progress } };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_STATS_KEY }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// PDF downloads

/** Spec section 9: `AI-Readiness-Summary-YYYY-MM-DD.pdf`, the date of the download (local). */
export function summaryFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `AI-Readiness-Summary-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.pdf`;
}

function fileNameFrom(response: Response, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** POST /api/generate-free-summary, saved as AI-Readiness-Summary-YYYY-MM-DD.pdf. */
export async function downloadSummary(assessmentId: string): Promise<void> {
  const response = await apiRequest('POST', '/api/generate-free-summary', { body: { assessmentId } });
  saveFile(await response.blob(), summaryFileName());
}

/** GET /api/assessments/:id/report.pdf (premium), saved under the server's file name. */
export async function downloadFullReport(assessmentId: string): Promise<void> {
  const response = await apiRequest('GET', `${assessmentPath(assessmentId)}/report.pdf`);
  saveFile(await response.blob(), fileNameFrom(response, `AI-Readiness-Report-${assessmentId}.pdf`));
}

/**
 * The PDF is still being rendered (the server stopped waiting for its job): the user may try again in a few
 * seconds. Any other failure, a 503 of an unavailable service included, is shown as it is.
 */
export const isStillRenderingError = (error: unknown) =>
  hasErrorCode(error, ERROR_CODES.REPORT_NOT_READY, ERROR_CODES.JOB_TIMEOUT);
