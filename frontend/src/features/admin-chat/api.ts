import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZChatFeedbackList,
  ZInboxConversationDetail,
  ZInboxList,
  ZWhitelabelRequestList,
} from '@readiness/contracts/chat';
import { ADMIN_QUERY_ROOT, adminJson } from '../admin/api.ts';

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

export const useWhitelabelRequests = () =>
  useQuery({
    queryKey: [...ROOT, 'whitelabel-requests'],
    queryFn: () => adminJson('GET', '/api/admin/whitelabel-requests', ZWhitelabelRequestList),
  });
