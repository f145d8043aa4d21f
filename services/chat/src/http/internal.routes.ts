import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';
import { AppError, parse } from '@readiness/service';
import type { ChatContext } from '../domain/context.ts';
import { exportUser } from '../domain/export-user.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

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

const ZUserParams = z.object({ userId: z.string().uuid({ error: 'userId must be a UUID' }) });

/** `GET /internal/users/:userId/export`: what chat holds of a user (internal token; never through the gateway). */
export function internalRoutes(ctx: ChatContext): Router {
  const router = Router();
  router.get(
    '/internal/users/:userId/export',
    requireInternalCaller(internalApiToken(ctx.env)),
    async (req, res) => {
      const { userId } = parse(ZUserParams, req.params);
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await exportUser(ctx, userId));
    },
  );
  return router;
}
