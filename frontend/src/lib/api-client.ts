/**
 * The one HTTP client of the SPA (spec section 7): JSON bodies, cookies included, a bearer header when a token is
 * kept under localStorage `auth-token`, and a failed response becomes an ApiError whose message is the server's
 * `error` text, else `${status} ${statusText}`.
 */

export const AUTH_TOKEN_KEY = 'auth-token';

export class ApiError extends Error {
  readonly status: number;
  /** The server's machine-readable code (`{ error, code }`), when it sent one. */
  readonly code: string | undefined;
  /** The failed response's parsed JSON body (e.g. the per-item errors of a rejected import), when it was JSON. */
  readonly body: unknown;

  constructor(message: string, status: number, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAuthToken(token: string | undefined): void {
  if (!token) return;
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    /* storage blocked: the session cookie still works */
  }
}

export function clearAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    /* nothing to clear */
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request and returns the raw response, throwing an ApiError unless it is OK. */
export async function apiRequest(
  method: Method,
  url: string,
  body?: unknown,
  init?: RequestInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = readAuthToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  // Resolve against the page like a browser would, so the client also works where fetch has no base URL (tests).
  const response = await fetch(new URL(url, window.location.href), {
    ...init,
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Sends a request and parses the JSON answer (undefined for an empty body). */
export async function apiJson<T>(
  method: Method,
  url: string,
  body?: unknown,
  init?: RequestInit,
): Promise<T> {
  const response = await apiRequest(method, url, body, init);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  let message = fallback;
  let code: string | undefined;
  let body: unknown;
  try {
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    body = parsed;
    if (parsed && typeof parsed === 'object') {
      const { error, code: errorCode } = parsed as { error?: unknown; code?: unknown };
      if (typeof error === 'string' && error.trim()) message = error;
      if (typeof errorCode === 'string') code = errorCode;
    }
  } catch {
    /* not JSON: keep the status text */
  }
  return new ApiError(message, response.status, code, body);
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
