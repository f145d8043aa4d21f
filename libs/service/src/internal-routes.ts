import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { INTERNAL_TOKEN_HEADER } from '@readiness/contracts';
import { AppError } from './errors.ts';
import { parse } from './http.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Internal routes are reached only inside the cluster (the gateway proxies /api/* alone; a NetworkPolicy guards the
 * port) and only by callers holding INTERNAL_API_TOKEN: no token 401, another one 403, compared in constant time
 * (as digests, whatever its length).
 */
export function requireInternalCaller(token: string): RequestHandler {
  const expected = digest(token);
  return (req, _res, next) => {
    const given = req.headers[INTERNAL_TOKEN_HEADER];
    if (typeof given !== 'string' || given.length === 0)
      return next(new AppError('UNAUTHORIZED', 'Internal endpoint: caller token required'));
    next(
      timingSafeEqual(digest(given), expected)
        ? undefined
        : new AppError('FORBIDDEN', 'Internal endpoint: caller token not accepted'),
    );
  };
}

const ZUserParams = z.object({ userId: z.string().uuid({ error: 'userId must be a UUID' }) });

/**
 * `GET /internal/users/:userId/<name>` for each reader: what a service tells auth about one user, e.g. `export`
 * (`{ service, data }` for "Download my data"). Internal token required; the answer is personal, never cached.
 */
export function internalUserRoutes(
  token: string,
  readers: Record<string, (userId: string) => Promise<unknown>>,
): Router {
  const router = Router();
  const caller = requireInternalCaller(token);
  for (const [name, read] of Object.entries(readers)) {
    router.get(`/internal/users/:userId/${name}`, caller, async (req, res) => {
      const { userId } = parse(ZUserParams, req.params);
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await read(userId));
    });
  }
  return router;
}
