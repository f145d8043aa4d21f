import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { INTERNAL_TOKEN_HEADER, ZResolveSessionRequest, internalApiToken } from '@readiness/contracts';
import { AppError, parse } from '@readiness/service';
import type { AuthContext } from '../domain/context.ts';
import { resolveSession } from '../domain/resolve-session.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

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
 * Reached only inside the cluster (the gateway proxies /api/* alone; a NetworkPolicy guards the port), and even
 * there only by callers holding INTERNAL_API_TOKEN, but for the JWKS, which is public key material.
 * Throws when built in production without a token of its own: the service does not start.
 */
export function internalRoutes(ctx: AuthContext): Router {
  const internalCaller = requireInternalCaller(internalApiToken(ctx.env));
  const router = Router();
  router.get('/internal/jwks', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(ctx.keys.jwks);
  });
  router.post('/internal/sessions/resolve', internalCaller, async (req, res) => {
    const { sessionId, secret } = parse(ZResolveSessionRequest, req.body);
    res.json(await resolveSession(ctx, sessionId, secret));
  });
  return router;
}
