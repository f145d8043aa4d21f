import { Router, type Request } from 'express';
import { ZAdminKeyRequest, ZLoginRequest, ZRegisterRequest, type TAuthResponse } from '@readiness/contracts';
import { clientIp, parse, requireUser, userAgent } from '@readiness/service';
import type { AuthContext, RequestMeta } from '../domain/context.ts';
import { getCurrentUser } from '../domain/get-current-user.ts';
import { issueAdminKey } from '../domain/issue-admin-key.ts';
import { loginUser } from '../domain/login-user.ts';
import { logoutUser } from '../domain/logout-user.ts';
import { registerUser } from '../domain/register-user.ts';
import type { StartedSession } from '../domain/start-session.ts';
import { clearSessionCookie, setSessionCookie } from './cookies.ts';

const metaOf = (req: Request): RequestMeta => ({ ipAddress: clientIp(req), userAgent: userAgent(req) });

export function authRoutes(ctx: AuthContext, cookieSecure: boolean): Router {
  const router = Router();

  const answer = (
    user: TAuthResponse['user'],
    session: StartedSession,
    returnToken: boolean | undefined,
  ): TAuthResponse => ({
    user,
    ...(returnToken ? { token: session.accessToken, expiresAt: session.accessExpiresAt.toISOString() } : {}),
  });

  router.post('/api/auth/register', async (req, res) => {
    const input = parse(ZRegisterRequest, req.body);
    const { user, session } = await registerUser(ctx, input, metaOf(req));
    setSessionCookie(res, session.cookieValue, session.sessionExpiresAt, cookieSecure);
    res.status(201).json(answer(user, session, input.returnToken));
  });

  router.post('/api/auth/login', async (req, res) => {
    const input = parse(ZLoginRequest, req.body);
    const { user, session } = await loginUser(ctx, input, metaOf(req));
    setSessionCookie(res, session.cookieValue, session.sessionExpiresAt, cookieSecure);
    res.json(answer(user, session, input.returnToken));
  });

  // Signing out is idempotent: without a session there is nothing to revoke, and the cookie is cleared anyway.
  router.post('/api/auth/logout', async (req, res) => {
    if (req.identity) await logoutUser(ctx, req.identity, metaOf(req));
    clearSessionCookie(res, cookieSecure);
    res.json({ success: true });
  });

  router.get('/api/auth/user', requireUser, async (req, res) => {
    res.json(await getCurrentUser(ctx, req.identity!.userId));
  });

  router.post('/api/auth/admin-key', requireUser, async (req, res) => {
    const { password } = parse(ZAdminKeyRequest, req.body);
    res.json(await issueAdminKey(ctx, req.identity!, password, metaOf(req)));
  });

  return router;
}
