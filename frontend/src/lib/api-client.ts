/**
 * The one HTTP client of the SPA (spec section 7): JSON bodies, cookies included, a bearer header when a token is
 * kept under localStorage `auth-token`, and a failed response becomes an ApiError whose message is the server's
 * `error` text, else `${status} ${statusText}`. A JSON answer is checked against the contract's zod schema the
 * caller passes: an answer of another shape (a misrouted call, a server out of step with the contract) becomes a
 * ResponseShapeError, never an object with undefined fields.
 */
import { ERROR_STATUS, type TErrorCode } from '@readiness/contracts/errors';

export const AUTH_TOKEN_KEY = 'auth-token';

export class ApiError extends Error {
  readonly status: number;
  /** The server's machine-readable code (`{ error, code }`), when it sent one of the contracts' ERROR_CODES. */
  readonly code: TErrorCode | undefined;
  /** The failed response's parsed JSON body (e.g. the per-item errors of a rejected import), when it was JSON. */
  readonly body: unknown;

  constructor(message: string, status: number, code?: TErrorCode, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** A successful answer that is not what the contract says: not JSON, or JSON of another shape. */
export class ResponseShapeError extends Error {
  constructor(
    readonly request: string,
    readonly problem: string,
  ) {
    super(`The answer to ${request} was not what this page expects (${problem}). Please try again later.`);
    this.name = 'ResponseShapeError';
  }
}

/** What the client needs of a zod schema (every `Z…` schema of `@readiness/contracts` is one). */
export type ResponseSchema<T> = {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

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

/** A request's JSON body (sent as is) and the fetch options the client leaves to the caller (signal, keepalive, headers). */
export type RequestOptions = Omit<RequestInit, 'body' | 'method' | 'credentials'> & { body?: unknown };

/** Sends a request and returns the raw response, throwing an ApiError unless it is OK. */
export async function apiRequest(
  method: Method,
  url: string,
  options: RequestOptions = {},
): Promise<Response> {
  const { body, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
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

/** Reads a successful response's JSON and checks it against `schema`. */
export async function parseJsonResponse<T>(
  response: Response,
  schema: ResponseSchema<T>,
  request: string,
): Promise<T> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ResponseShapeError(request, 'the answer is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'the answer'}: ${issue.message}`);
  throw new ResponseShapeError(request, issues.join('; '));
}

/** Sends a request and returns its JSON answer, checked against the contract's schema. */
export async function apiJson<T>(
  method: Method,
  url: string,
  schema: ResponseSchema<T>,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, options);
  return parseJsonResponse(response, schema, `${method} ${url}`);
}

export async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  let message = fallback;
  let code: TErrorCode | undefined;
  let body: unknown;
  try {
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    body = parsed;
    if (parsed && typeof parsed === 'object') {
      const { error, code: errorCode } = parsed as { error?: unknown; code?: unknown };
      if (typeof error === 'string' && error.trim()) message = error;
      if (isErrorCode(errorCode)) code = errorCode;
    }
  } catch {
    /* not JSON: keep the status text */
  }
  return new ApiError(message, response.status, code, body);
}

function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Whether `error` says the service behind the call is restarting: the gateway answers a service that is down with
 * a 503 SERVICE_UNAVAILABLE (AUTH_UNAVAILABLE for sign-in). The part of the app it serves waits and retries.
 */
export function isServiceRestarting(error: unknown): error is ApiError {
  return hasErrorCode(error, 'SERVICE_UNAVAILABLE', 'AUTH_UNAVAILABLE');
}

/** Whether `error` is the server's refusal with one of `codes` (named from the contracts' ERROR_CODES). */
export function hasErrorCode(error: unknown, ...codes: TErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}
