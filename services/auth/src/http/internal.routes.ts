import { Router } from 'express';
import { z } from 'zod';
import { ZResolveSessionRequest, internalApiToken } from '@readiness/contracts';
import { parse, requireInternalCaller } from '@readiness/service';
import type { AuthContext } from '../domain/context.ts';
import { resolveSession } from '../domain/resolve-session.ts';
import { getMembershipForService } from '../domain/organisations/get-membership-for-service.ts';
import { getOrganisationForService } from '../domain/organisations/get-organisation-for-service.ts';
import { listOrganisationsOfUser } from '../domain/organisations/list-organisations-of-user.ts';

const ZUuid = z.string().uuid();
const ZMembershipParams = z.object({ organisationId: ZUuid, userId: ZUuid });

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
  // Organisations (see ZInternal* in libs/contracts/src/organisations.ts): is X a member of Y, with which role, and
  // does Y grant premium; an organisation with its members; a user's organisations.
  router.get('/internal/organisations/:organisationId/members/:userId', internalCaller, async (req, res) => {
    const { organisationId, userId } = parse(ZMembershipParams, req.params);
    res.json(await getMembershipForService(ctx, organisationId, userId));
  });
  router.get('/internal/organisations/:organisationId', internalCaller, async (req, res) => {
    const { organisationId } = parse(ZMembershipParams.pick({ organisationId: true }), req.params);
    res.json(await getOrganisationForService(ctx, organisationId));
  });
  router.get('/internal/users/:userId/organisations', internalCaller, async (req, res) => {
    const { userId } = parse(ZMembershipParams.pick({ userId: true }), req.params);
    res.json(await listOrganisationsOfUser(ctx, userId));
  });
  return router;
}
