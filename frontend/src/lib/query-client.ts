import { QueryClient } from '@tanstack/react-query';
import { isServiceRestarting } from './api-client.ts';

/** How often a query whose service is restarting asks again (the gateway's Retry-After is 2 s). */
export const RESTARTING_RETRY_MS = 3_000;

/** A query whose service is restarting asks again by itself until it answers; any other query never refetches. */
export const refetchWhileRestarting = (query: { state: { error: unknown } }): number | false =>
  isServiceRestarting(query.state.error) ? RESTARTING_RETRY_MS : false;

/**
 * Spec section 7: fetched once, no retries, no refetch interval or on focus, never stale. There is no default query
 * function: each feature's query reads its answer with the contract's schema (features/<feature>/api.ts). A 401
 * throws like any other failure; the current-user query opts out of that itself. The one exception to "fetched
 * once": while the service behind a query is restarting (a 503 from the gateway), it is asked again every few
 * seconds, and the screen shows that part as restarting (components/service-restarting.tsx) until it answers.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchInterval: refetchWhileRestarting,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
