import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ZodError, z } from 'zod';
import { ERROR_STATUS, type TErrorCode } from '@readiness/contracts/errors';

/** What an error may tell the caller beyond its message (answered as `details` on 4xx). */
export type ErrorDetails = Record<string, unknown> | unknown[];

/**
 * The one error type services throw; the error handler turns it into `{ error, code, requestId }`. Its status
 * comes from the code, through the one map in libs/contracts (`ERROR_STATUS`), which the frontend reads too.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, details?: ErrorDetails) =>
  new AppError('BAD_REQUEST', message, details);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds });
export const conflict = (message: string, details?: ErrorDetails) =>
  new AppError('CONFLICT', message, details);

/** Readable one-line summary of a zod error: "email: email is not a valid email address; password: ...". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') return `unknown field(s): ${issue.keys.join(', ')}`;
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * Parses what a caller sent (params, query, body) with a zod schema: a failure is the caller's, a 400
 * VALIDATION_FAILED naming the fields. A zod failure anywhere else (a stored row, another service's answer, a
 * result the service built) is the service's own fault and answers 500: see `errorHandler`.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AppError('VALIDATION_FAILED', describeZodError(result.error), result.error.issues);
  return result.data;
}

/** Express's body parser errors carry `type` and `status`. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

function fromBodyParser(err: BodyParserError): AppError | undefined {
  switch (err.type ?? '') {
    case 'entity.parse.failed':
      return new AppError('INVALID_JSON', 'Request body is not valid JSON');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_ENCODING', err.message);
    case 'request.aborted':
      return new AppError('REQUEST_ABORTED', 'Request was aborted');
    default:
      // Other client errors from Express and its middleware (e.g. a missing static file): 404 or 400.
      if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
        return err.status === 404
          ? new AppError('NOT_FOUND', err.expose ? err.message : 'Not found')
          : new AppError(
              'BAD_REQUEST',
              err.expose ? err.message : (STATUS_CODES[err.status] ?? 'Bad request'),
            );
      }
      return undefined;
  }
}

/** Seconds a caller is asked to wait (Retry-After) when a dependency of the service is away for a moment. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 2;

/** Prisma's codes for "the database is not reachable / went away" (P1xxx connection and P2024 pool timeout). */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1011', 'P1017', 'P2024']);
/** PostgreSQL SQLSTATEs of a server shutting down, starting up or a connection lost (classes 08 and 57P). */
const PG_UNAVAILABLE = /^(08\d{3}|57P0[1-4])$/;
/** Node's socket errors when a dependency (PostgreSQL, Redis, NATS) is not there. */
const SOCKET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTCONN',
]);
const MESSAGE_UNAVAILABLE = [
  /Can't reach database server/i,
  /Server has closed the connection/i,
  /Connection terminated/i,
  /the database system is (shutting down|starting up|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /Code: `(08\d{3}|57P0[1-4])`/,
  /Stream isn't writeable and enableOfflineQueue options is false/i, // ioredis while Redis is away
  /^Connection is closed\.?$/i, // ioredis
  /Reached the max retries per request limit/i, // ioredis
  /^(CONNECTION_CLOSED|CONNECTION_REFUSED|DISCONNECT)$/, // nats
];

/**
 * Whether an error says that a dependency (PostgreSQL through Prisma or pg, Redis, NATS) is away for the moment,
 * rather than that the request or the code is wrong: such a request is answered 503 with Retry-After, which
 * clients retry, instead of a 500. Looks through `cause` (wrapped errors) a few levels deep.
 */
export function isDependencyUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 4 || typeof err !== 'object' || err === null) return false;
  const { code, errorCode, message, name, cause } = err as {
    code?: unknown;
    errorCode?: unknown;
    message?: unknown;
    name?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (PRISMA_UNAVAILABLE.has(code) || SOCKET_UNAVAILABLE.has(code))) return true;
  if (typeof code === 'string' && PG_UNAVAILABLE.test(code)) return true;
  if (typeof errorCode === 'string' && PRISMA_UNAVAILABLE.has(errorCode)) return true;
  if (name === 'PrismaClientInitializationError') return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && MESSAGE_UNAVAILABLE.some((pattern) => pattern.test(message)))
    return true;
  if (typeof code === 'string' && MESSAGE_UNAVAILABLE.some((pattern) => pattern.test(code))) return true;
  return isDependencyUnavailable(cause, depth + 1);
}

/** The 503 a request gets while a dependency of the service is away. */
export const dependencyUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'This part of the service is restarting. Please try again in a few seconds.',
    { retryAfterSeconds: DEPENDENCY_RETRY_AFTER_SECONDS },
  );

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const requestId = req.id;
  let appError: AppError;
  if (err instanceof AppError) appError = err;
  else if (isDependencyUnavailable(err)) appError = dependencyUnavailable();
  else appError = fromBodyParser(err as BodyParserError) ?? new AppError('INTERNAL', 'Internal server error');

  if (appError.code === 'SERVICE_UNAVAILABLE' && !(err instanceof AppError))
    req.log.warn({ err }, 'request refused: a dependency is away');
  else if (appError.status >= 500) req.log.error({ err }, 'request failed');
  else req.log.warn({ code: appError.code, msg: appError.message }, 'request rejected');

  if (res.headersSent) return;
  const retryAfter = (appError.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if ((appError.status === 429 || appError.status === 503) && retryAfter)
    res.setHeader('Retry-After', String(retryAfter));
  res.status(appError.status).json({
    error: appError.message,
    code: appError.code,
    requestId,
    ...(appError.details !== undefined && appError.status < 500 ? { details: appError.details } : {}),
  });
};

export const jsonNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`));
};
