import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { AppError } from '@readiness/service';
import type { ServiceName } from './route-table.ts';

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection and are never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Request headers a caller may never pass on: identity comes from the gateway's own verification only, and the
 * request id, client address and trace context are the gateway's to set. `expect` is answered by the gateway.
 */
const CALLER_MAY_NOT_SET = new Set([
  'authorization',
  'x-user-id',
  'x-user-role',
  'x-user-tier',
  'x-user-email',
  'x-user',
  'x-identity',
  'x-authenticated-user',
  'x-forwarded-user',
  'x-remote-user',
  'x-client-ip',
  'x-request-id',
  'traceparent',
  'tracestate',
  'expect',
]);

/** Names a `Connection` header lists are hop-by-hop too. */
function connectionListed(value: string | string[] | undefined): Set<string> | undefined {
  if (!value) return undefined;
  const names = (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return names.length > 0 ? new Set(names) : undefined;
}

/** A Cookie header without the session cookie: the gateway turns that into a token, no service needs it. */
function withoutCookie(header: string, name: string): string | undefined {
  if (!header.includes(name)) return header;
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => {
      const equals = part.indexOf('=');
      return part.length > 0 && (equals === -1 ? part : part.slice(0, equals)).trim() !== name;
    });
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * The caller's headers that go on to the service, before the gateway adds its own: no hop-by-hop headers, none
 * the gateway alone may set, and no session cookie (its secret stays between the browser, gateway and auth).
 */
export function forwardableHeaders(
  incoming: IncomingHttpHeaders,
  sessionCookie: string,
): Record<string, string | string[]> {
  const listed = connectionListed(incoming.connection);
  const headers: Record<string, string | string[]> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || HOP_BY_HOP.has(name) || CALLER_MAY_NOT_SET.has(name) || listed?.has(name))
      continue;
    if (name === 'cookie' && typeof value === 'string') {
      const kept = withoutCookie(value, sessionCookie);
      if (kept !== undefined) headers.cookie = kept;
      continue;
    }
    headers[name] = value;
  }
  return headers;
}

function responseHeaders(upstream: IncomingHttpHeaders, res: ServerResponse): OutgoingHttpHeaders {
  const listed = connectionListed(upstream.connection);
  const headers: OutgoingHttpHeaders = {};
  for (const name in upstream) {
    const value = upstream[name];
    if (value === undefined || HOP_BY_HOP.has(name) || listed?.has(name)) continue;
    headers[name] = value;
  }
  // A cookie the gateway cleared (a dead session) and the service's own cookies both reach the browser.
  const own = res.getHeader('set-cookie');
  if (own !== undefined && headers['set-cookie'] !== undefined) {
    headers['set-cookie'] = [own, headers['set-cookie']].flat().map(String);
  }
  return headers;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** The connection closed before any answer: the service's process went away mid-request (killed, crashed). */
const WENT_AWAY = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * How long a caller is asked to wait (Retry-After, seconds) when a service is down: `npm start` restarts a process
 * within a second or two, Kubernetes a pod in a few.
 */
export const RETRY_AFTER_SECONDS = 2;

/**
 * What the caller is told when the service could not answer: 504 slow, 503 not reachable or gone before
 * answering (it is restarting: try again shortly), 502 otherwise.
 */
export function upstreamFailure(service: ServiceName, error: unknown): AppError {
  const code = (error as { code?: string } | undefined)?.code ?? '';
  if (TIMED_OUT.has(code))
    return new AppError('SERVICE_TIMEOUT', `The ${service} service took too long to answer.`);
  if (UNREACHABLE.has(code) || WENT_AWAY.has(code))
    return new AppError(
      'SERVICE_UNAVAILABLE',
      `The ${service} service is unavailable. Please try again shortly.`,
    );
  return new AppError('BAD_GATEWAY', `The ${service} service failed to answer.`);
}

export interface Upstream {
  /**
   * Sends the request on to the service and streams its answer back into `res`. When the service cannot be
   * reached or does not answer in time, `onFailure` gets the error before anything was written; a failure
   * halfway through an answer cuts the connection instead (the status has gone out already).
   */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    outgoing: {
      path: string;
      headers: Record<string, string | string[]>;
      body: Readable | null;
      /** Called when the service's answer begins, before any of it goes to the caller. */
      onAnswer?: () => void;
    },
    onFailure: (error: AppError, cause: unknown) => void,
  ): void;
  close(): Promise<void>;
}

/**
 * One connection pool per service (keep-alive: without it every request opens a connection), with undici's
 * dispatcher writing the answer straight into the response, backpressure included. It costs a fraction of a
 * general-purpose proxy per request; the gateway decides everything else before calling it.
 */
export function createUpstream(service: ServiceName, target: string, timeoutMs: number): Upstream {
  const pool = new Pool(target, {
    connections: 256,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    // A service that is down refuses at once on one machine; where connecting hangs instead, give up soon.
    connect: { timeout: Math.min(timeoutMs, 3_000) },
  });
  return {
    forward(req, res, outgoing, onFailure) {
      let controller: Dispatcher.DispatchController | undefined;
      const onClientGone = () => {
        if (!res.writableFinished) controller?.abort(new Error('client closed the connection'));
      };
      res.once('close', onClientGone);
      const handler: Dispatcher.DispatchHandler = {
        onRequestStart(started) {
          controller = started;
          if (res.destroyed) started.abort(new Error('client closed the connection'));
        },
        onResponseStart(started, statusCode, upstreamHeaders) {
          outgoing.onAnswer?.();
          if (res.destroyed) return started.abort(new Error('client closed the connection'));
          res.writeHead(statusCode, responseHeaders(upstreamHeaders, res));
        },
        onResponseData(started, chunk) {
          if (!res.write(chunk)) {
            started.pause();
            res.once('drain', () => started.resume());
          }
        },
        onResponseEnd() {
          res.end();
        },
        onResponseError(_started, error) {
          res.off('close', onClientGone);
          if (res.destroyed) return;
          if (res.headersSent) return res.destroy(error);
          const failure = upstreamFailure(service, error);
          if (failure.status === 503) res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
          onFailure(failure, error);
        },
      };
      pool.dispatch(
        { path: outgoing.path, method: req.method ?? 'GET', headers: outgoing.headers, body: outgoing.body },
        handler,
      );
    },
    close: () => pool.close(),
  };
}
