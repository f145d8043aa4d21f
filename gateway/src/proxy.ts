import http from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ServiceName } from './route-table.ts';

/** Headers a caller may never set: identity comes from the gateway's own verification only. */
const IDENTITY_HEADERS = [
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
];

/** pino-http's request id (always a string here: the gateway makes it). */
const idOf = (req: Request): string => (typeof req.id === 'string' ? req.id : '');

function sendJsonError(res: Response, status: number, code: string, error: string, requestId: string) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error, code, requestId }));
}

/**
 * One proxy per service over a keep-alive agent (without one, every request opens a new connection). The caller's
 * identity headers are stripped; the verified token, the client IP and the request id are forwarded.
 */
export function createServiceProxy(service: ServiceName, target: string, timeoutMs: number): RequestHandler {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512, keepAliveMsecs: 10_000 });
  return createProxyMiddleware<Request, Response>({
    target,
    agent,
    changeOrigin: false,
    xfwd: false,
    proxyTimeout: timeoutMs,
    logger: undefined,
    on: {
      proxyReq: (proxyReq, req) => {
        // http-proxy aborts on proxyTimeout and reports a plain ECONNRESET: remember why, to answer 504.
        proxyReq.once('timeout', () => {
          req.proxyTimedOut = true;
        });
        for (const header of IDENTITY_HEADERS) proxyReq.removeHeader(header);
        proxyReq.removeHeader('authorization');
        if (req.forwardedToken) proxyReq.setHeader('authorization', `Bearer ${req.forwardedToken}`);
        proxyReq.setHeader('x-client-ip', req.ip ?? '');
        proxyReq.setHeader('x-request-id', idOf(req));
      },
      error: (err, req, res) => {
        const code = (err as NodeJS.ErrnoException).code;
        const request = req;
        const response = res as Response;
        request.log?.error({ err, service }, 'proxy error');
        if (request.proxyTimedOut) {
          sendJsonError(
            response,
            504,
            'SERVICE_TIMEOUT',
            `The ${service} service took too long to answer.`,
            idOf(request),
          );
        } else if (
          code === 'ECONNREFUSED' ||
          code === 'ENOTFOUND' ||
          code === 'EHOSTUNREACH' ||
          code === 'EAI_AGAIN'
        ) {
          sendJsonError(
            response,
            503,
            'SERVICE_UNAVAILABLE',
            `The ${service} service is unavailable. Please try again shortly.`,
            idOf(request),
          );
        } else {
          sendJsonError(
            response,
            502,
            'BAD_GATEWAY',
            `The ${service} service failed to answer.`,
            idOf(request),
          );
        }
      },
    },
  });
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      forwardedToken?: string;
      proxyTimedOut?: boolean;
    }
  }
}
