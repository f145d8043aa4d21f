import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, clearAuthToken } from '../../lib/api-client.ts';
import { CURRENT_USER_KEY, refreshCurrentUser } from './api.ts';

const authSchemas = () => import('@readiness/contracts/auth');

/** "Forgot password?": the same answer for any address (the server says nothing about which have accounts). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      apiJson('POST', '/api/auth/password-reset/request', (await authSchemas()).ZPasswordResetRequested, {
        body: { email },
      }),
  });
}

/** The reset link's page: a new password, once. Every session ends, this browser's too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) =>
      apiJson('POST', '/api/auth/password-reset', (await authSchemas()).ZResetPasswordResponse, {
        body: input,
      }),
    onSuccess: () => {
      clearAuthToken();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      apiJson('POST', '/api/auth/verify-email', (await authSchemas()).ZVerifyEmailResponse, {
        body: { token },
      }),
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: async () =>
      apiJson('POST', '/api/auth/verify-email/resend', (await authSchemas()).ZPasswordResetRequested),
  });
}

/** The link sent to a new address: makes it the account's address (signed in or not). */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      apiJson('POST', '/api/auth/email-change/confirm', (await authSchemas()).ZConfirmEmailChangeResponse, {
        body: { token },
      }),
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}
