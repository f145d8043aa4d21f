import type { Request } from 'express';
import type { TAuthResponse } from '@readiness/contracts';
import { AUTH_API_ROUTES } from '@readiness/contracts/auth-api-routes';
import { clientIp, reply, requestIdOf, serveRoutes, userAgent } from '@readiness/service';
import type { AuthContext, RequestMeta } from '../domain/context.ts';
import { resendVerificationLink } from '../domain/account/resend-verification-link.ts';
import { verifyEmail } from '../domain/account/verify-email.ts';
import { requestPasswordReset } from '../domain/account/request-password-reset.ts';
import { confirmEmailChange } from '../domain/account/confirm-email-change.ts';
import { resetPassword } from '../domain/account/reset-password.ts';
import { getCurrentUser } from '../domain/get-current-user.ts';
import { issueAdminKey } from '../domain/issue-admin-key.ts';
import { loginUser } from '../domain/login-user.ts';
import { logoutUser } from '../domain/logout-user.ts';
import { registerUser } from '../domain/register-user.ts';
import type { StartedSession } from '../domain/start-session.ts';
import { clearSessionCookie, setSessionCookie } from './cookies.ts';

const metaOf = (req: Request): RequestMeta => ({ ipAddress: clientIp(req), userAgent: userAgent(req) });

const answer = (
  user: TAuthResponse['user'],
  session: StartedSession,
  returnToken: boolean | undefined,
): TAuthResponse => ({
  user,
  ...(returnToken ? { token: session.accessToken, expiresAt: session.accessExpiresAt.toISOString() } : {}),
});

export function authRoutes(ctx: AuthContext, cookieSecure: boolean) {
  return serveRoutes(
    AUTH_API_ROUTES,
    {
      register: async ({ body, req, res }) => {
        const { user, session } = await registerUser(ctx, body, metaOf(req));
        setSessionCookie(res, session.cookieValue, session.sessionExpiresAt, cookieSecure);
        return reply(201, answer(user, session, body.returnToken));
      },
      login: async ({ body, req, res }) => {
        const { user, session } = await loginUser(ctx, body, metaOf(req));
        setSessionCookie(res, session.cookieValue, session.sessionExpiresAt, cookieSecure);
        return answer(user, session, body.returnToken);
      },
      // Signing out is idempotent: without a session there is nothing to revoke, and the cookie is cleared anyway.
      logout: async ({ identity, req, res }) => {
        if (identity) await logoutUser(ctx, identity, metaOf(req));
        clearSessionCookie(res, cookieSecure);
        return { success: true } as const;
      },
      getCurrentUser: ({ identity }) => getCurrentUser(ctx, identity.userId),
      issueAdminKey: ({ identity, body, req }) => issueAdminKey(ctx, identity, body.password, metaOf(req)),
      requestPasswordReset: async ({ body, req }) =>
        reply(202, await requestPasswordReset(ctx, body.email, metaOf(req))),
      resetPassword: ({ body, req }) => resetPassword(ctx, body, { requestId: requestIdOf(req) }),
      verifyEmail: ({ body }) => verifyEmail(ctx, body.token),
      confirmEmailChange: ({ body, req }) =>
        confirmEmailChange(ctx, body.token, { requestId: requestIdOf(req) }),
      resendVerificationEmail: async ({ identity, req }) =>
        reply(202, await resendVerificationLink(ctx, identity.userId, metaOf(req))),
    },
    { keys: ctx.keys.verifyKeys, checkResponses: ctx.env.NODE_ENV === 'test' },
  );
}
