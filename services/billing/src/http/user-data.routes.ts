import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';
import { AppError, parse } from '@readiness/service';
import type { BillingContext } from '../domain/context.ts';
import { exportUserData } from '../domain/export-user-data.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The caller must send the shared internal secret (compared in constant time). */
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

/** For the auth service only (internal token; the gateway never routes /internal): a user's data for "Download my data". */
export function userDataRoutes(ctx: BillingContext): Router {
  const router = Router();
  const caller = requireInternalCaller(internalApiToken(ctx.env));
  router.get('/internal/users/:userId/export', caller, async (req, res) => {
    const { userId } = parse(ZUserParams, req.params);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await exportUserData(ctx.db, userId));
  });
  return router;
}
