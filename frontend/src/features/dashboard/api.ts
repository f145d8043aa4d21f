import { useQuery } from '@tanstack/react-query';
import { ZUserStats, type TUserStats } from '@readiness/contracts/assessment';
import { apiJson, isApiError } from '../../lib/api-client.ts';
import { USER_STATS_KEY } from '../assessment/api.ts';

/** The figures of a user who has taken no assessment yet. */
export const EMPTY_STATS: TUserStats = {
  totalAssessments: 0,
  completedAssessments: 0,
  inProgressAssessmentId: null,
  latestAssessmentId: null,
  latestScore: null,
  latestMaturityLevel: null,
  scoreChange: null,
  implementationProgress: null,
  dimensionScores: [],
  recentAssessments: [],
  recommendedActions: [],
};

/**
 * GET /api/user/stats: every figure on the dashboard comes from here, computed from the user's own answers.
 * A 404 (no assessment service deployed) means "nothing taken yet", never invented numbers.
 */
export async function fetchUserStats({ signal }: { signal?: AbortSignal } = {}): Promise<TUserStats> {
  try {
    return ZUserStats.parse(await apiJson('GET', '/api/user/stats', undefined, { signal: signal ?? null }));
  } catch (error) {
    if (isApiError(error, 404)) return EMPTY_STATS;
    throw error;
  }
}

export function useUserStats() {
  return useQuery({ queryKey: USER_STATS_KEY, queryFn: fetchUserStats });
}
