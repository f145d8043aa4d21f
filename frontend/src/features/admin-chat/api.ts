import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZChatFeedbackList,
  ZInboxConversationDetail,
  ZInboxList,
  ZDeleteWhitelabelRequestResponse,
  ZSupportWaiting,
  ZWhitelabelRequestEntry,
  ZWhitelabelRequestList,
  type TUpdateWhitelabelRequest,
  type TWhitelabelLeadStatus,
} from '@readiness/contracts/chat';
import { ADMIN_QUERY_ROOT, adminJson, downloadAdminFile } from '../admin/api.ts';
import { isUsableAdminKey, useStoredAdminKey } from '../admin/admin-key.ts';

const ROOT = [ADMIN_QUERY_ROOT, 'support'] as const;
/** The inbox refreshes itself while open: visitors keep writing. */
const REFRESH_MS = 10_000;

export const useInbox = (status: 'handed-off' | 'all') =>
  useQuery({
    queryKey: [...ROOT, 'inbox', status],
    queryFn: () => adminJson('GET', `/api/admin/support/conversations?status=${status}`, ZInboxList),
    refetchInterval: REFRESH_MS,
  });

export const useConversation = (sessionId: string | null) =>
  useQuery({
    queryKey: [...ROOT, 'conversation', sessionId],
    queryFn: () =>
      adminJson('GET', `/api/admin/support/conversations/${sessionId}`, ZInboxConversationDetail),
    enabled: sessionId !== null,
    refetchInterval: REFRESH_MS,
  });

/** How often the waiting count is asked again while an admin page is open. */
export const WAITING_REFRESH_MS = 15_000;

/**
 * The number of conversations waiting for a person (the admin navigation's and dashboard's badge): asked only with
 * a usable admin key, again every 15 seconds and whenever the inbox changes (it shares the inbox's key root).
 */
export function useWaitingCount(userId: string | undefined) {
  const hasKey = isUsableAdminKey(useStoredAdminKey(), userId);
  const query = useQuery({
    queryKey: [...ROOT, 'inbox', 'waiting'],
    queryFn: ({ signal }) => adminJson('GET', '/api/admin/support/waiting', ZSupportWaiting, { signal }),
    enabled: hasKey,
    refetchInterval: WAITING_REFRESH_MS,
  });
  return { ...query, hasKey };
}

export function useReply(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      adminJson('POST', `/api/admin/support/conversations/${sessionId}/reply`, ZInboxConversationDetail, {
        body: { message },
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData([...ROOT, 'conversation', sessionId], detail);
      await queryClient.invalidateQueries({ queryKey: [...ROOT, 'inbox'] });
    },
  });
}

export function useCloseConversation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminJson('POST', `/api/admin/support/conversations/${sessionId}/close`, ZInboxConversationDetail),
    onSuccess: async (detail) => {
      queryClient.setQueryData([...ROOT, 'conversation', sessionId], detail);
      await queryClient.invalidateQueries({ queryKey: [...ROOT, 'inbox'] });
    },
  });
}

export const useFeedback = () =>
  useQuery({
    queryKey: [...ROOT, 'feedback'],
    queryFn: () => adminJson('GET', '/api/admin/support/feedback', ZChatFeedbackList),
  });

const LEADS_ROOT = [...ROOT, 'whitelabel-requests'] as const;
const leadsQuery = (status: TWhitelabelLeadStatus | '') => (status ? `?status=${status}` : '');

/** The white-label requests, of one status or all. */
export const useWhitelabelRequests = (status: TWhitelabelLeadStatus | '' = '') =>
  useQuery({
    queryKey: [...LEADS_ROOT, status],
    queryFn: () =>
      adminJson('GET', `/api/admin/whitelabel-requests${leadsQuery(status)}`, ZWhitelabelRequestList),
  });

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, changes }: { requestId: string; changes: TUpdateWhitelabelRequest }) =>
      adminJson('PATCH', `/api/admin/whitelabel-requests/${requestId}`, ZWhitelabelRequestEntry, {
        body: changes,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEADS_ROOT }),
  });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, reason }: { requestId: string; reason: string }) =>
      adminJson('DELETE', `/api/admin/whitelabel-requests/${requestId}`, ZDeleteWhitelabelRequestResponse, {
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEADS_ROOT }),
  });
}

/** Export CSV: the requests of the status shown (or all), a file named by the server. */
export function useExportLeadsCsv() {
  return useMutation({
    mutationFn: (status: TWhitelabelLeadStatus | '') =>
      downloadAdminFile(
        `/api/admin/whitelabel-requests/export${leadsQuery(status)}`,
        `whitelabel-requests-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
  });
}
