import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import type { z } from 'zod';
import type { ApiRoute } from '@readiness/contracts/api-routes';
import { AppError, parseInput, unauthorized } from './errors.ts';
import { requireAdmin, type Identity } from './identity.ts';
import { isPremium } from './access.ts';

type Infer<T, Otherwise> = T extends z.ZodType ? z.infer<T> : Otherwise;

/** What a handler gets: its input parsed by the route's own schemas, and the identity its access guarantees. */
export interface RouteInput<R extends ApiRoute> {
  params: R extends { params: infer P } ? Infer<P, never> : Record<string, never>;
  query: R extends { query: infer Q } ? Infer<Q, never> : Record<string, never>;
  body: R extends { body: infer B } ? Infer<B, never> : undefined;
  /** Present on every route but the public ones (where it is there when the caller is signed in). */
  identity: R['access'] extends 'public' ? Identity | undefined : Identity;
  req: Request;
  res: Response;
}

const REPLY = Symbol('reply');
interface Reply {
  [REPLY]: true;
  status: number;
  body: unknown;
}
/** A JSON answer with another status than the route's first documented 2xx (e.g. 201 vs 200 for a resume). */
export function reply(status: number, body: unknown): Reply {
  return { [REPLY]: true, status, body };
}
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && REPLY in value;

type SuccessStatus = 200 | 201 | 202;
type BodyOf<Response> = Response extends { schema: infer S extends z.ZodType } ? z.input<S> : unknown;
/** What the route's documented 2xx answers accept (`unknown` for a route that answers files). */
type SuccessBody<R extends ApiRoute> = {
  [S in keyof R['responses'] & SuccessStatus]: BodyOf<R['responses'][S]>;
}[keyof R['responses'] & SuccessStatus];

/**
 * A handler returns the JSON body to answer with (status: the route's first documented 2xx; its type is what
 * that answer's schema accepts), a `reply(status, body)`, or nothing after it answered through `res` itself
 * (files, streams).
 */
export type RouteHandler<R extends ApiRoute> = (
  input: RouteInput<R>,
) => SuccessBody<R> | Reply | void | Promise<SuccessBody<R> | Reply | void>;
export type RouteHandlers<T extends Record<string, ApiRoute>> = { [K in keyof T]: RouteHandler<T[K]> };

export interface ServeRoutesOptions {
  /** Verifies admin keys (`access: 'admin'`): the auth service's JWKS, or a local key set in auth and tests. */
  keys: JWTVerifyGetKey;
  /** Parse every JSON answer with its documented schema and fail loudly on a mismatch (tests and development). */
  checkResponses?: boolean;
}

function accessGuard(route: ApiRoute, keys: JWTVerifyGetKey): RequestHandler | undefined {
  switch (route.access) {
    case 'public':
      return undefined;
    case 'user':
      return (req, _res, next) => next(req.identity ? undefined : unauthorized());
    case 'premium':
      return (req, _res, next) => {
        if (!req.identity) return next(unauthorized());
        next(
          isPremium(req.identity)
            ? undefined
            : new AppError(
                'PREMIUM_REQUIRED',
                route.responses[403]?.description ?? 'Part of AI Readiness Premium',
              ),
        );
      };
    case 'admin':
      return requireAdmin(keys);
    case 'admin-role':
      return (req, _res, next) => {
        if (!req.identity) return next(unauthorized());
        next(
          req.identity.role === 'admin'
            ? undefined
            : new AppError('ADMIN_REQUIRED', 'Admin privileges required'),
        );
      };
  }
}

function successStatus(route: ApiRoute): number {
  return (
    Object.keys(route.responses)
      .map(Number)
      .filter((status) => status >= 200 && status < 300)
      .sort((a, b) => a - b)[0] ?? 200
  );
}

function checkAnswer(route: ApiRoute, status: number, body: unknown): void {
  const schema = route.responses[status]?.schema;
  if (!route.responses[status])
    throw new Error(
      `${route.method.toUpperCase()} ${route.path} answered ${status}, which its contract does not list`,
    );
  const result = schema?.safeParse(body);
  if (result && !result.success)
    throw new Error(
      `${route.method.toUpperCase()} ${route.path} answered ${status} with a body its contract refuses: ${result.error.message}`,
    );
}

/**
 * Serves a service's routes from their contracts: for each route, its access is enforced (user, premium, admin
 * with a valid admin key, admin role), then params, query and body are parsed with the route's schemas (a failure
 * is the caller's 400, `parseInput`), and the handler gets typed input and the identity. Personal answers (any
 * route that is not public) say `Cache-Control: private, no-store`. A handler is required for every route of the
 * record, so the service serves exactly what its contracts describe.
 */
export function serveRoutes<T extends Record<string, ApiRoute>>(
  routes: T,
  handlers: RouteHandlers<T>,
  options: ServeRoutesOptions,
): Router {
  const router = Router();
  for (const [operationId, route] of Object.entries(routes)) {
    const handler = handlers[operationId] as unknown as RouteHandler<ApiRoute>;
    const status = successStatus(route);
    const guard = accessGuard(route, options.keys);
    const serve: RequestHandler = async (req, res) => {
      const params = route.params ? parseInput(route.params, req.params) : {};
      const query = route.query ? parseInput(route.query, req.query) : {};
      const body = route.body ? parseInput(route.body, req.body) : undefined;
      if (route.access !== 'public') res.setHeader('Cache-Control', 'private, no-store');
      const result = await handler({ params, query, body, identity: req.identity, req, res } as never);
      if (res.headersSent || res.writableEnded) return;
      const answer = isReply(result) ? result : { status, body: result };
      if (options.checkResponses) checkAnswer(route, answer.status, answer.body);
      res.status(answer.status).json(answer.body);
    };
    router[route.method](route.path, ...(guard ? [guard, serve] : [serve]));
  }
  return router;
}
