import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiJson } from './api-client.ts';

/**
 * The default query function GETs the key's string parts joined by '/', e.g. ['/api/assessments'].
 * A 401 throws like any other failure (spec section 7); the current-user query opts out of that itself.
 */
const getByQueryKey: QueryFunction = ({ queryKey, signal }) =>
  apiJson('GET', queryKey.filter((part) => typeof part === 'string').join('/'), undefined, { signal });

/** Spec section 7: fetched once, no retries, no refetch interval or on focus, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByQueryKey,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
