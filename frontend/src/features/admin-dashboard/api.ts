import { useQuery } from '@tanstack/react-query';
import { ZRecentAssessment, ZQuestionSummary } from '@readiness/contracts/assessment';
import { ZAdminStats, ZGatewayHealth, ZRequestSeries, ZSystemStatus } from '@readiness/contracts/monitoring';
import { apiJson } from '../../lib/api-client.ts';
import { isUsableAdminKey, useStoredAdminKey } from '../admin/admin-key.ts';
import { adminJson } from '../admin/api.ts';
import { QUESTION_SUMMARY_KEY } from '../admin-questions/api.ts';

const ZRecentAssessmentList = ZRecentAssessment.array();

/** The status panel and the chart follow the platform; the figures are read once per visit (spec section 7). */
const STATUS_REFRESH_MS = 30_000;

/** GET /api/admin/stats (admin role): users, completed assessments, completion rate, active users, average score. */
export const useAdminStats = () =>
  useQuery({
    queryKey: ['admin-dashboard', 'stats'],
    queryFn: ({ signal }) => apiJson('GET', '/api/admin/stats', ZAdminStats, { signal }),
  });

/** The 5 latest completed assessments (spec section 9). */
export const useRecentAssessments = () =>
  useQuery({
    queryKey: ['admin-dashboard', 'recent-assessments'],
    queryFn: ({ signal }) =>
      apiJson('GET', '/api/admin/recent-assessments?limit=5', ZRecentAssessmentList, { signal }),
  });

/** Each service's readiness, from the gateway's own health answer (always 200; `ok` per service). */
export const useServiceHealth = () =>
  useQuery({
    queryKey: ['admin-dashboard', 'healthz'],
    queryFn: ({ signal }) => apiJson('GET', '/healthz', ZGatewayHealth, { signal }),
    refetchInterval: STATUS_REFRESH_MS,
    staleTime: 0,
  });

/** Job queue depths and event consumer lag (monitoring, admin role). */
export const useSystemStatus = () =>
  useQuery({
    queryKey: ['admin-dashboard', 'system-status'],
    queryFn: ({ signal }) => apiJson('GET', '/api/monitoring/system-status', ZSystemStatus, { signal }),
    refetchInterval: STATUS_REFRESH_MS,
    staleTime: 0,
  });

/** Requests and errors per hour over the last 24 hours, from monitoring's rollups. */
export const useRequestSeries = () =>
  useQuery({
    queryKey: ['admin-dashboard', 'request-series'],
    queryFn: ({ signal }) =>
      apiJson('GET', '/api/monitoring/request-series?hours=24', ZRequestSeries, { signal }),
    refetchInterval: STATUS_REFRESH_MS,
    staleTime: 0,
  });

/**
 * The question bank's real count needs the admin key (the questions summary is an admin-key call). Without a
 * usable key nothing is asked; the card offers to unlock it instead.
 */
export function useQuestionCount(userId: string | undefined) {
  const stored = useStoredAdminKey();
  const hasKey = isUsableAdminKey(stored, userId);
  const query = useQuery({
    queryKey: QUESTION_SUMMARY_KEY,
    queryFn: ({ signal }) => adminJson('GET', '/api/admin/questions/summary', ZQuestionSummary, { signal }),
    enabled: hasKey,
  });
  return { ...query, hasKey };
}
