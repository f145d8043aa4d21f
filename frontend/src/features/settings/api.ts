import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZChangePasswordResponse,
  ZDeleteAccountResponse,
  ZRequestEmailChangeResponse,
  type TChangePasswordRequest,
  type TRequestEmailChangeRequest,
  type TUpdateProfileRequest,
} from '@readiness/contracts/auth-account';
import { ZUser } from '@readiness/contracts/auth';
import { apiJson, apiRequest, clearAuthToken } from '../../lib/api-client.ts';
import { fileNameOf } from '../admin/api.ts';
import { CURRENT_USER_KEY } from '../auth/api.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TUpdateProfileRequest) =>
      apiJson('PUT', '/api/account/profile', ZUser, { body: profile }),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) =>
      apiJson('POST', '/api/account/password', ZChangePasswordResponse, { body: input }),
  });
}

/** "Change email": the link goes to the new address; the account keeps its address until it is followed. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: TRequestEmailChangeRequest) =>
      apiJson('POST', '/api/account/email', ZRequestEmailChangeResponse, { body: input }),
  });
}

/** "Download my data": the JSON file as the server names it. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('GET', '/api/account/export');
      const name =
        fileNameOf(response.headers.get('Content-Disposition')) ??
        `ai-readiness-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      const href = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = name;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      return name;
    },
  });
}

/**
 * Deleting the account ends the session: the server cleared the cookie, the stored token goes here, and the page
 * then loads the landing page afresh (no query of the deleted account survives, and no guard of this page runs
 * against a half-signed-out state).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      apiJson('DELETE', '/api/account', ZDeleteAccountResponse, { body: { password } }),
    onSuccess: () => clearAuthToken(),
  });
}
