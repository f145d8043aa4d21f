import { useQuery } from '@tanstack/react-query';
import { ZLegalInfo } from '@readiness/contracts/billing';
import { apiJson } from '../../lib/api-client.ts';

export const LEGAL_INFO_KEY = ['/api/legal'] as const;

/** The seller, its contact, how payments are taken and the refund window (billing's settings). */
export function useLegalInfo() {
  return useQuery({
    queryKey: LEGAL_INFO_KEY,
    queryFn: () => apiJson('GET', '/api/legal', ZLegalInfo),
    staleTime: 60 * 60_000,
  });
}
