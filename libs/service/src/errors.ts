import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';

/** The one error type services throw; the error handler turns it into `{ error, code, requestId }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError('BAD_REQUEST', message, 400, details);
export const unauthorized = (message = 'Authentication required') =>
  new AppError('UNAUTHORIZED', message, 401);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message, 403);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, 429, { retryAfterSeconds });
export const conflict = (message: string, details?: unknown) =>
  new AppError('CONFLICT', message, 409, details);

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

/** Express's body parser errors carry `type` and `status`. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

function fromBodyParser(err: BodyParserError): AppError | undefined {
  switch (err.type ?? '') {
    case 'entity.parse.failed':
      return new AppError('INVALID_JSON', 'Request body is not valid JSON', 400);
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large', 413);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_ENCODING', err.message, 415);
    case 'request.aborted':
      return new AppError('REQUEST_ABORTED', 'Request was aborted', 400);
    default:
      // Other client errors from Express and its middleware (e.g. a missing static file) keep their status.
      if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
        const code = err.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
        return new AppError(
          code,
          err.expose ? err.message : (STATUS_CODES[err.status] ?? 'Bad request'),
          err.status,
        );
      }
      return undefined;
  }
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const requestId = req.id;
  let appError: AppError;
  if (err instanceof AppError) appError = err;
  else if (err instanceof ZodError)
    appError = new AppError('VALIDATION_FAILED', describeZodError(err), 400, err.issues);
  else
    appError =
      fromBodyParser(err as BodyParserError) ?? new AppError('INTERNAL', 'Internal server error', 500);

  if (appError.status >= 500) req.log.error({ err }, 'request failed');
  else req.log.warn({ code: appError.code, msg: appError.message }, 'request rejected');

  if (res.headersSent) return;
  const retryAfter = (appError.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if (appError.status === 429 && retryAfter) res.setHeader('Retry-After', String(retryAfter));
  res.status(appError.status).json({
    error: appError.message,
    code: appError.code,
    requestId,
    ...(appError.details !== undefined && appError.status < 500 ? { details: appError.details } : {}),
  });
};

export const jsonNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`, 404));
};
