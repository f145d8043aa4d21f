import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { ZResourceLibrary, type TResource } from '@readiness/contracts/resources';
import { apiJson, apiRequest, hasErrorCode } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

export const RESOURCE_LIBRARY_KEY = ['resources', 'library'] as const;

/**
 * GET /api/resources/library (premium; a free user's answer is the 403 PREMIUM_REQUIRED). Not asked for a user the
 * client already knows is free (`enabled: false`): the page offers Premium at once, without a refused call. The
 * server still decides: a refusal of a user thought premium shows the same offer.
 */
export function useResourceLibrary(enabled = true) {
  return useQuery({
    queryKey: RESOURCE_LIBRARY_KEY,
    queryFn: ({ signal }) => apiJson('GET', '/api/resources/library', ZResourceLibrary, { signal }),
    enabled,
  });
}

/** The server's refusal for a user without premium. */
export const isPremiumRequiredError = (error: unknown) => hasErrorCode(error, ERROR_CODES.PREMIUM_REQUIRED);

/** Spec section 7: the resource's downloadUrl, saved as markdown named after the resource id. */
export async function downloadResource(resource: Pick<TResource, 'id' | 'downloadUrl'>): Promise<void> {
  const response = await apiRequest('GET', resource.downloadUrl);
  saveFile(await response.blob(), `${resource.id}.md`);
}

/** A guide's download with the spec's toasts (section 8). */
export function useDownloadResource() {
  return useMutation({
    mutationFn: downloadResource,
    onSuccess: (_answer, resource) =>
      toast.success('Download Started', {
        description: `${resource.id}.md is on its way to your downloads.`,
      }),
    onError: (error) => {
      if (isPremiumRequiredError(error))
        toast.error('Premium Access Required', { description: 'Upgrade to premium to download resources' });
      else toast.error('Download Failed', { description: 'Unable to download resource. Please try again.' });
    },
  });
}
