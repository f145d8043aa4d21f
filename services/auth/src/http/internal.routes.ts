import { Router } from 'express';
import { ZResolveSessionRequest } from '@readiness/contracts';
import { parse } from '@readiness/service';
import type { AuthContext } from '../domain/context.ts';
import { resolveSession } from '../domain/resolve-session.ts';

/** Reached only inside the cluster (the gateway proxies /api/* alone; a NetworkPolicy guards the port). */
export function internalRoutes(ctx: AuthContext): Router {
  const router = Router();
  router.get('/internal/jwks', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(ctx.keys.jwks);
  });
  router.post('/internal/sessions/resolve', async (req, res) => {
    const { sessionId, secret } = parse(ZResolveSessionRequest, req.body);
    res.json(await resolveSession(ctx, sessionId, secret));
  });
  return router;
}
