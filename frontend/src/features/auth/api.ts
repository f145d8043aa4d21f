import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { acrossPages } from '../../lib/page-toasts.ts';
import type { TLoginRequest, TRegisterRequest, TUser } from '@readiness/contracts/auth';
import {
  apiJson,
  apiRequest,
  clearAuthToken,
  isApiError,
  parseJsonResponse,
  storeAuthToken,
} from '../../lib/api-client.ts';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/*
 * This module is part of every page's first load (the headers and route guards ask who is signed in), but zod,
 * which the auth schemas are built with, is not: the schemas are imported when an answer is there to read. A
 * signed-out visitor's landing page (a 401, nothing to read) then renders without it, within the bundle budget
 * (`npm run bundle-size`); every other screen's own chunk loads it anyway.
 */
const authSchemas = () => import('@readiness/contracts/auth');

/** GET /api/auth/user; a 401 means signed out (null), not an error (spec section 4). */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<TUser | null> {
  try {
    const response = await apiRequest('GET', '/api/auth/user', { signal: signal ?? null });
    return await parseJsonResponse(response, (await authSchemas()).ZUser, 'GET /api/auth/user');
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
}

/**
 * Reads the signed-in user again after a change on the server. A read already under way is dropped first: it
 * may have been answered before the change, and a query with no data yet would otherwise hand that read back
 * (invalidating only cancels a read in flight once there is data), leaving the old user in the cache for good.
 */
export async function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY, exact: true });
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY, exact: true });
}

/** Drops every cached query that belonged to the previous session, then records who is signed in now. */
function switchSession(queryClient: QueryClient, user: TUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

export type LoginInput = Pick<TLoginRequest, 'email' | 'password'>;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) =>
      apiJson('POST', '/api/auth/login', (await authSchemas()).ZAuthResponse, { body: input }),
    onSuccess: async (data) => {
      storeAuthToken(data.token);
      switchSession(queryClient, data.user);
      toast.success('Login successful', { description: 'Welcome back!', ...acrossPages('signed-in') });
      await refreshCurrentUser(queryClient);
    },
    onError: (error) => {
      toast.error('Login failed', { description: error.message });
    },
  });
}

export type RegisterInput = Omit<TRegisterRequest, 'industry' | 'companySize' | 'returnToken'>;

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form has no industry or company size inputs; the spec sends them empty.
    mutationFn: async (input: RegisterInput) =>
      apiJson('POST', '/api/auth/register', (await authSchemas()).ZAuthResponse, {
        body: { ...input, industry: '', companySize: '' },
      }),
    onSuccess: async (data) => {
      storeAuthToken(data.token);
      switchSession(queryClient, data.user);
      toast.success('Registration successful', {
        description: 'Welcome to the AI Readiness Platform!',
        ...acrossPages('signed-in'),
      });
      await refreshCurrentUser(queryClient);
    },
    onError: (error) => {
      toast.error('Registration failed', { description: error.message });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => apiJson('POST', '/api/auth/logout', (await authSchemas()).ZLogoutResponse),
    onSuccess: () => {
      clearAuthToken();
      // The protected page's guard then sends the signed-out visitor to /auth.
      switchSession(queryClient, null);
      toast.success('Logged out', {
        description: 'You have been successfully logged out.',
        ...acrossPages('signed-out'),
      });
    },
    onError: (error) => {
      toast.error('Logout failed', { description: error.message });
    },
  });
}
