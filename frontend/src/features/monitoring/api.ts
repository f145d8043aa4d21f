import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZAccessLogList,
  ZAuthEventList,
  ZInvestigation,
  ZMonitoringSummary,
  ZOutlier,
  ZOutlierDetail,
  ZQuickView,
  ZSecurityEventList,
} from '@readiness/contracts/monitoring';
import { apiJson, type ResponseSchema } from '../../lib/api-client.ts';
import { isUsableAdminKey, readAdminKey } from '../admin/admin-key.ts';
import { ADMIN_QUERY_ROOT, adminJson, adminRequest } from '../admin/api.ts';

/** Spec sections 4 and 9: the detailed page refreshes every 30 s, the quick view every 10 s and on window focus. */
export const DETAILED_REFRESH_MS = 30_000;
export const QUICK_VIEW_REFRESH_MS = 10_000;

const MONITORING_KEY = [ADMIN_QUERY_ROOT, 'monitoring'] as const;

/** The detailed page's calls: behind the admin key (the page's route guard makes sure there is one). */
function detailedQuery<T>(name: string, url: string, schema: ResponseSchema<T>) {
  return {
    queryKey: [...MONITORING_KEY, name],
    queryFn: ({ signal }: { signal: AbortSignal }) => adminJson('GET', url, schema, { signal }),
    refetchInterval: DETAILED_REFRESH_MS,
    // The interval pauses while the tab is hidden (TanStack Query's default), and nothing piles up meanwhile.
    refetchIntervalInBackground: false,
    staleTime: 0,
  };
}

export const useMonitoringSummary = () =>
  useQuery(detailedQuery('summary', '/api/monitoring/dashboard-stats', ZMonitoringSummary));
export const useAccessLogs = () =>
  useQuery(detailedQuery('access-logs', '/api/monitoring/access-logs', ZAccessLogList));
export const useAuthEvents = () =>
  useQuery(detailedQuery('auth-events', '/api/monitoring/auth-events', ZAuthEventList));
export const useSecurityEvents = () =>
  useQuery(detailedQuery('security-events', '/api/monitoring/security-events', ZSecurityEventList));

/**
 * The quick view is a public page whose data needs an admin: with a usable admin key it is sent; without one the
 * call goes out plain and the server's 401/403 becomes the page's error state (spec: "Check your admin
 * permissions"). Refetched every 10 s and on focus, not while the tab is hidden.
 */
export function useQuickView() {
  return useQuery({
    queryKey: [...MONITORING_KEY, 'quick-view'],
    queryFn: ({ signal }) => {
      const stored = readAdminKey();
      return isUsableAdminKey(stored, stored?.userId)
        ? adminJson('GET', '/api/monitoring/quick-view', ZQuickView, { signal })
        : apiJson('GET', '/api/monitoring/quick-view', ZQuickView, { signal });
    },
    refetchInterval: QUICK_VIEW_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}

/** The alerts not yet resolved, whenever raised (the detailed page's Alerts card). */
export const useOpenAlerts = () =>
  useQuery(detailedQuery('alerts', '/api/monitoring/outliers?status=unresolved', z.array(ZOutlier)));

/** One alert's evidence: fetched when the admin opens it. */
export function useAlertEvidence(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...MONITORING_KEY, 'alert', id],
    queryFn: ({ signal }) =>
      adminJson('GET', `/api/monitoring/outliers/${encodeURIComponent(id)}`, ZOutlierDetail, { signal }),
    enabled,
  });
}

/** Acknowledge or resolve an alert with an optional note; every monitoring figure is fetched again. */
export function useAlertStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; step: 'acknowledge' | 'resolve'; note: string }) =>
      adminJson('POST', `/api/monitoring/outliers/${encodeURIComponent(input.id)}/${input.step}`, ZOutlier, {
        body: input.note.trim() ? { note: input.note.trim() } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITORING_KEY }),
  });
}

export const useInvestigations = () =>
  useQuery(detailedQuery('investigations', '/api/monitoring/investigations', z.array(ZInvestigation)));

/** "Investigate this address" (kept whole past the truncation age) and "Stop investigating". */
export function useInvestigationToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { ipAddress: string; investigate: boolean; reason: string }) => {
      if (input.investigate)
        await adminJson('POST', '/api/monitoring/investigations', ZInvestigation, {
          body: { ipAddress: input.ipAddress, reason: input.reason },
        });
      else
        await adminRequest('DELETE', `/api/monitoring/investigations/${encodeURIComponent(input.ipAddress)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MONITORING_KEY, 'investigations'] }),
  });
}
