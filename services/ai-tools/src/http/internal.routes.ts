import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';
import { AppError, parse } from '@readiness/service';
import type { AiToolsContext } from '../domain/context.ts';
import { exportUserData } from '../domain/use-cases.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();
const ZUserParams = z.object({ userId: z.string().uuid('userId must be a UUID') });

/** The caller must send the shared internal secret; compared in constant time (as digests, whatever its length). */
function requireInternalCaller(token: string): RequestHandler {
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

/**
 * Reached only inside the cluster (the gateway proxies /api/* alone; a NetworkPolicy guards the port), and only by
 * callers holding INTERNAL_API_TOKEN: `GET /internal/users/:userId/export`, what this service holds about a user.
 */
export function internalRoutes(ctx: AiToolsContext): Router {
  const router = Router();
  router.get(
    '/internal/users/:userId/export',
    requireInternalCaller(internalApiToken(ctx.env)),
    async (req, res) => {
      const { userId } = parse(ZUserParams, req.params);
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await exportUserData(ctx, userId));
    },
  );
  return router;
}
