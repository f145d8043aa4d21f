import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZChangePasswordResponse,
  ZDeleteAccountResponse,
  type TChangePasswordRequest,
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

/** Deleting the account signs out: every query of the session goes, and the user is signed out (null). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiJson('DELETE', '/api/account', ZDeleteAccountResponse, { body: { password } }),
    onSuccess: () => {
      clearAuthToken();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}
