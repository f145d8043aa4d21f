import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZAdminKeyResponse, type TAdminKeyRequest } from '@readiness/contracts/auth';
import { ERROR_CODES } from '@readiness/contracts/errors';
import {
  ApiError,
  apiJson,
  apiRequest,
  hasErrorCode,
  parseJsonResponse,
  type RequestOptions,
  type ResponseSchema,
} from '../../lib/api-client.ts';
import { acrossPages } from '../../lib/page-toasts.ts';
import { clearAdminKey, isUsableAdminKey, readAdminKey, storeAdminKey } from './admin-key.ts';

/** Every admin-key query lives under this root, so a fresh key can drop what an older one fetched or failed. */
export const ADMIN_QUERY_ROOT = 'admin';

/** The server's refusal of a request that had no usable admin key (libs/service requireAdmin). */
export function isAdminKeyRefusal(error: unknown): error is ApiError {
  return hasErrorCode(error, ERROR_CODES.ADMIN_KEY_INVALID, ERROR_CODES.ADMIN_KEY_REQUIRED);
}

/** Drops the key and says why; the key guard then sends the admin to /admin. */
export function endAdminAccess(message: string): void {
  clearAdminKey();
  // One toast however many admin calls failed together. The key guard then sends the admin to /admin, a change of
  // page that would dismiss a page's own toast: this one announces that change, so it stays on /admin.
  toast.error('Admin access ended', { ...acrossPages('admin-access-ended'), description: message });
}

type Method = Parameters<typeof apiRequest>[0];

/**
 * The shared client plus `x-admin-key`. A missing or expired key is not sent at all; a key the server refuses is
 * cleared. Either way the key guard redirects to /admin.
 */
export async function adminRequest(
  method: Method,
  url: string,
  options: RequestOptions = {},
): Promise<Response> {
  const stored = readAdminKey();
  if (!isUsableAdminKey(stored, stored?.userId)) {
    const error = new ApiError(
      'Admin access has expired: confirm your password again',
      403,
      ERROR_CODES.ADMIN_KEY_REQUIRED,
    );
    endAdminAccess(error.message);
    throw error;
  }
  const headers = new Headers(options.headers);
  headers.set('x-admin-key', stored.adminKey);
  try {
    return await apiRequest(method, url, { ...options, headers });
  } catch (error) {
    if (isAdminKeyRefusal(error)) endAdminAccess(error.message);
    throw error;
  }
}

/** adminRequest's JSON answer, checked against the contract's schema. */
export async function adminJson<T>(
  method: Method,
  url: string,
  schema: ResponseSchema<T>,
  options?: RequestOptions,
): Promise<T> {
  const response = await adminRequest(method, url, options);
  return parseJsonResponse(response, schema, `${method} ${url}`);
}

/** The file name of a Content-Disposition header (`attachment; filename="x.json"`), if it names one. */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** GETs an admin file and hands it to the browser as a download named by the server (else `fallbackName`). */
export async function downloadAdminFile(url: string, fallbackName: string): Promise<string> {
  const response = await adminRequest('GET', url);
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

/** POST /api/auth/admin-key: the admin confirms their password and gets a key bound to their session. */
export function useIssueAdminKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdminKeyRequest) =>
      apiJson('POST', '/api/auth/admin-key', ZAdminKeyResponse, { body: input }),
    onSuccess: (data) => {
      queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
      storeAdminKey({ adminKey: data.adminKey, expiresAt: data.expiresAt, userId });
    },
  });
}
