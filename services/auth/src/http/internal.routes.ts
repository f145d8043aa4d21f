import { Router } from 'express';
import { ZResolveSessionRequest, internalApiToken } from '@readiness/contracts';
import { parse, requireInternalCaller } from '@readiness/service';
import type { AuthContext } from '../domain/context.ts';
import { resolveSession } from '../domain/resolve-session.ts';

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
