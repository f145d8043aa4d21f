/**
 * Every error code a service or the gateway answers with, and its HTTP status: the one map used by the servers
 * (`AppError(code, message)` takes its status from here) and by the frontend (it compares codes from here,
 * never string literals).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  REQUEST_ABORTED: 400,
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_REVOKED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  ACCOUNT_INACTIVE: 403,
  PASSWORD_INCORRECT: 403,
  PREMIUM_REQUIRED: 403,
  ADMIN_REQUIRED: 403,
  ADMIN_KEY_REQUIRED: 403,
  ADMIN_KEY_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ALREADY_SUBMITTED: 409,
  ASSESSMENT_COMPLETED: 409,
  NOT_COMPLETED: 409,
  BANK_VERSION_MISMATCH: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNSUPPORTED_ENCODING: 415,
  IMPORT_REJECTED: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  REPORT_FAILED: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  AUTH_UNAVAILABLE: 503,
  BANK_NOT_SEEDED: 503,
  REPORT_NOT_READY: 503,
  JOB_TIMEOUT: 503,
  SERVICE_TIMEOUT: 504,
} as const satisfies Record<string, number>;

export type TErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, code])) as {
  readonly [C in TErrorCode]: C;
};

export function statusOfErrorCode(code: TErrorCode): number {
  return ERROR_STATUS[code];
}
