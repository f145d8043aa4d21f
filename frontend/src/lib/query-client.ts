import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: fetched once, no retries, no refetch interval or on focus, never stale. There is no default query
 * function: each feature's query reads its answer with the contract's schema (features/<feature>/api.ts). A 401
 * throws like any other failure; the current-user query opts out of that itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
