import { useQuery } from '@tanstack/react-query';
import { ZUserStats, type TUserStats } from '@readiness/contracts/assessment';
import { apiJson } from '../../lib/api-client.ts';
import { USER_STATS_KEY } from '../assessment/api.ts';

/** GET /api/user/stats: every figure on the dashboard comes from here, computed from the user's own answers. */
export function fetchUserStats({ signal }: { signal?: AbortSignal } = {}): Promise<TUserStats> {
  return apiJson('GET', '/api/user/stats', ZUserStats, { signal: signal ?? null });
}

export function useUserStats() {
  return useQuery({ queryKey: USER_STATS_KEY, queryFn: fetchUserStats });
}
