import { randomUUID } from 'node:crypto';
import express, { type Express, type Request } from 'express';
import { pinoHttp } from 'pino-http';
import type { z } from 'zod';
import type { Logger } from 'pino';
import { parseInput } from './errors.ts';
import type { Identity } from './identity.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      identity?: Identity;
      /** The JSON body's bytes as received, for signatures computed over them (Stripe's webhooks). */
      rawBody?: Buffer;
    }
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** Takes the caller's x-request-id when it looks like one (the gateway sets it), else makes one. */
export function requestIdOf(req: Pick<Request, 'headers'>): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * A child logger per request carrying its request id (taken from the gateway's x-request-id, or made here and
 * echoed back); one line per response, none for health checks, no query strings (they may carry secrets).
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

export interface ServiceAppOptions {
  logger: Logger;
  bodyLimit?: string;
}

/**
 * The common Express app of a service: request id, a child logger per request (health checks not logged),
 * JSON bodies with a size limit (their raw bytes kept as `req.rawBody`). Routes are mounted by the caller, then `finishServiceApp` adds 404 and errors.
 */
export function createServiceApp({ logger, bodyLimit = '100kb' }: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(requestLogger(logger));
  // Keeps a reference to the bytes body-parser read (no copy): a webhook's signature is over them, not over JSON.
  app.use(
    express.json({
      limit: bodyLimit,
      strict: true,
      verify: (req, _res, buf) => {
        (req as Request).rawBody = buf;
      },
    }),
  );
  return app;
}

/** Parses what a caller sent with a zod schema; a failure is a 400 naming the fields (`parseInput`). */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  return parseInput(schema, value);
}

/** The client IP as the gateway saw it (services trust only the gateway's header, set by the gateway itself). */
export function clientIp(req: Request): string | null {
  const forwarded = req.headers['x-client-ip'];
  if (typeof forwarded === 'string' && forwarded.length > 0 && forwarded.length < 64) return forwarded;
  return req.socket.remoteAddress ?? null;
}

export function userAgent(req: Request): string | null {
  const ua = req.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 512) : null;
}
