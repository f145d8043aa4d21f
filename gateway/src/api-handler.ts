import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, Transform, type Readable } from 'node:stream';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '@readiness/contracts';
import { createEvent, type createBufferedPublisher } from '@readiness/bus';
import { AppError, requestIdOf } from '@readiness/service';
import type { AccessLog } from './access-events.ts';
import { clientIpOf } from './client-ip.ts';
import { readCookie } from './cookies.ts';
import { csrfRejection } from './csrf.ts';
import { forwardableHeaders, type Upstream } from './forward.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { IdentityResolver, ResolvedIdentity } from './identity.ts';
import { routeFor, type RouteMatch, type ServiceName } from './route-table.ts';

export interface ApiHandlerDeps {
  logger: Logger;
  limiter: RateLimiter;
  identities: IdentityResolver;
  publisher: ReturnType<typeof createBufferedPublisher>;
  accessLog: AccessLog;
  upstreams: ReadonlyMap<ServiceName, Upstream>;
  /** The API answer's security headers (`apiSecurityHeaders`), set on every answer. */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  allowedOrigins: ReadonlySet<string>;
  trustedHops: number;
  bodyLimitBytes: number;
  /**
   * An exporter is set (OTEL_EXPORTER_OTLP_ENDPOINT): each call gets a server span. Without one no span is
   * opened (it would record nothing); a caller's traceparent still goes on to the service unchanged.
   */
  isTracing: boolean;
}

/** The request target: its path, and what goes to the service (origin form: path and query). */
export interface RequestTarget {
  path: string;
  target: string;
}

/** One API request as it goes through the gateway. */
interface Exchange extends RequestTarget {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
  ip: string | undefined;
  started: bigint;
  userId?: string;
  /** The error the gateway answered with, if it did (for the log line). */
  failure?: { error: AppError; cause?: unknown };
}

const CLEAR_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`;

const tracer = trace.getTracer('@readiness/gateway');

function bearerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token, ...rest] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && rest.length === 0 ? token : undefined;
}

const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** Without tracing of its own, the gateway passes a caller's (well-formed) trace context on as it came. */
function passCallerTrace(req: IncomingMessage, headers: Record<string, string | string[]>): void {
  const parent = req.headers.traceparent;
  if (typeof parent !== 'string' || !TRACEPARENT.test(parent)) return;
  headers.traceparent = parent;
  const state = req.headers.tracestate;
  if (typeof state === 'string' && state.length <= 512) headers.tracestate = state;
}

class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * What goes to the service as the body. A declared Content-Length was checked against the limit already; a
 * chunked upload declares none, so its bytes are counted on the way and it is cut off past the limit.
 */
function bodyOf(req: IncomingMessage, limitBytes: number): Readable | null {
  if (req.headers['transfer-encoding'] === undefined) {
    const length = req.headers['content-length'];
    return length !== undefined && length !== '0' ? req : null;
  }
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limitBytes) done(new BodyTooLargeError('Request body is too large'));
      else done(null, chunk);
    },
  });
  pipeline(req, counted, () => undefined); // an error reaches the forwarder through `counted`
  return counted;
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');

function answerError(exchange: Exchange, error: AppError, cause?: unknown): void {
  const { res } = exchange;
  exchange.failure = { error, cause };
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: error.message, code: error.code, requestId: exchange.requestId });
  res.statusCode = error.status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * Every /api request but the documentation: rate limit, route, body limit, CSRF, identity, then on to the
 * owning service. Written on plain Node requests rather than as Express middleware because it runs for every
 * API call: the whole pipeline costs about what the proxying itself does (see the README's benchmarks).
 * Each request gets its request id, the security headers, a server span (the root of its trace, or a child of
 * the caller's traceparent), one log line and a `gateway.request.completed` event.
 */
export function createApiHandler(deps: ApiHandlerDeps) {
  const { logger, limiter, identities, publisher, upstreams } = deps;

  /** True when the address has spent its budget (Retry-After set). Mostly answered without Redis. */
  async function isRateLimited(exchange: Exchange): Promise<boolean> {
    const verdict = limiter.take(exchange.ip ?? 'unknown');
    const retryAfter = verdict instanceof Promise ? await verdict : verdict;
    if (retryAfter === undefined) return false;
    exchange.res.setHeader('Retry-After', String(retryAfter));
    return true;
  }

  async function handle(exchange: Exchange, route: RouteMatch | undefined): Promise<void> {
    const { req, res, path } = exchange;
    const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
    const bearer = bearerOf(req.headers.authorization);
    // Both the rate limit and the session lookup are mostly answered in memory; when either needs Redis, they go
    // together. Only the lookup's Redis read runs before the verdict; asking the auth service (on a cache miss)
    // waits for it.
    const lookup = identities.lookup({ cookie, bearer });
    lookup.catch(() => undefined); // awaited below; a rejection while the rate limit decides is not unhandled
    if (await isRateLimited(exchange))
      throw new AppError('RATE_LIMITED', 'Too many requests. Please slow down and try again shortly.');

    const upstream = route && upstreams.get(route.service);
    if (!route || !upstream) throw new AppError('NOT_FOUND', `No API route for ${req.method} ${path}`);

    if (Number(req.headers['content-length'] ?? 0) > deps.bodyLimitBytes) throw tooLarge();

    const reason = csrfRejection(req, deps.allowedOrigins, cookie !== undefined);
    if (reason) {
      publisher.publish(
        createEvent('security.event.recorded', {
          event: 'csrf.rejected',
          severity: 'medium',
          source: 'gateway',
          ipAddress: exchange.ip ?? null,
          userId: null,
          details: { method: req.method ?? '', path, reason },
        }),
      );
      throw new AppError('CSRF_REJECTED', 'Cross-site request refused: writes must come from the app itself');
    }

    const isPublic = route.isPublic;
    let resolved: ResolvedIdentity | undefined;
    try {
      resolved = await identities.resolve(await lookup);
    } catch (error) {
      // A bad bearer token on a public route is no identity; the service answers as for anyone.
      if (!isPublic || !(error instanceof AppError) || error.status >= 500) throw error;
    }
    if (cookie !== undefined && bearer === undefined && !resolved)
      res.setHeader('set-cookie', CLEAR_SESSION_COOKIE);
    if (!resolved && !isPublic) throw new AppError('UNAUTHORIZED', 'Authentication required');
    exchange.userId = resolved?.identity.userId;

    const headers = forwardableHeaders(req.headers, SESSION_COOKIE);
    if (resolved) headers.authorization = `Bearer ${resolved.token}`;
    headers['x-client-ip'] = exchange.ip ?? '';
    headers['x-request-id'] = exchange.requestId;
    if (deps.isTracing) propagation.inject(context.active(), headers);
    else passCallerTrace(req, headers);
    const body = bodyOf(req, deps.bodyLimitBytes);
    // A write to auth may change the caller's session (sign-out, password change, account deletion): from the
    // moment auth answers, before the caller hears of it, this gateway reads the session from Redis again, not
    // waiting for auth's announcement of the change to arrive.
    const sessionId = resolved?.identity.sessionId;
    const onAnswer =
      sessionId !== undefined && route.service === 'auth' && req.method !== 'GET'
        ? () => identities.sessionChanged(sessionId)
        : undefined;
    const outgoing = { path: exchange.target, headers, body, onAnswer };
    upstream.forward(req, res, outgoing, (error, cause) => {
      if (!(cause instanceof BodyTooLargeError)) return answerError(exchange, error, cause);
      // The rest of the upload is not read: the connection closes after the answer.
      res.setHeader('connection', 'close');
      answerError(exchange, tooLarge());
    });
  }

  function finish(exchange: Exchange, span?: Span, requestContext?: Context) {
    const { req, res, failure } = exchange;
    const isComplete = res.writableFinished;
    // 499: the client went away before the answer was complete (nginx's convention).
    const status = isComplete ? res.statusCode : 499;
    if (span) {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      if (failure?.cause instanceof Error) span.recordException(failure.cause);
      span.end();
    }

    const record = () => {
      // A successful call is logged at debug only: its access event (below) is the record ops read; errors,
      // refusals and aborted calls are logged as before.
      const level = status >= 500 ? 'error' : status >= 400 || !isComplete ? 'warn' : 'debug';
      if (logger.isLevelEnabled(level)) {
        logger[level](
          {
            req: { id: exchange.requestId, method: req.method, url: exchange.path },
            res: { statusCode: status },
            responseTime: Math.round(Number(process.hrtime.bigint() - exchange.started) / 1e5) / 10,
            ...(exchange.userId ? { userId: exchange.userId } : {}),
            ...(failure ? { code: failure.error.code } : {}),
            ...(failure?.cause !== undefined ? { err: failure.cause } : {}),
          },
          failure ? failure.error.message : isComplete ? 'request completed' : 'request aborted',
        );
      }
      deps.accessLog.record({
        method: req.method ?? '',
        path: exchange.path,
        status,
        started: exchange.started,
        ip: exchange.ip,
        userId: exchange.userId,
        userAgent: req.headers['user-agent'],
        requestId: exchange.requestId,
      });
    };
    if (requestContext) context.with(requestContext, record);
    else record();
  }

  return function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    { path, target }: RequestTarget,
  ): void {
    const exchange: Exchange = {
      req,
      res,
      path,
      target,
      requestId: requestIdOf(req),
      ip: clientIpOf(req, deps.trustedHops),
      started: process.hrtime.bigint(),
    };
    res.setHeader('x-request-id', exchange.requestId);
    for (const [name, value] of deps.securityHeaders) res.setHeader(name, value);

    const route = routeFor(path, req.method);
    const onError = (error: unknown) => {
      if (error instanceof AppError) return answerError(exchange, error);
      answerError(exchange, new AppError('INTERNAL', 'Internal server error'), error);
    };
    if (!deps.isTracing) {
      res.once('close', () => finish(exchange));
      handle(exchange, route).catch(onError);
      return;
    }
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(
      `${req.method} ${route?.pattern ?? '/api'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'url.path': path,
          ...(route ? { 'readiness.service': route.service } : {}),
        },
      },
      parent,
    );
    const requestContext = trace.setSpan(parent, span);
    res.once('close', () => finish(exchange, span, requestContext));

    context.with(requestContext, () => {
      handle(exchange, route).catch(onError);
    });
  };
}
