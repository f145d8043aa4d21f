import type { Request } from 'express';
import { ACCOUNT_API_ROUTES } from '@readiness/contracts/admin-users-api-routes';
import { clientIp, reply, requestIdOf, serveRoutes, userAgent } from '@readiness/service';
import type { AuthContext } from '../domain/context.ts';
import { requestEmailChange } from '../domain/account/request-email-change.ts';
import { changePassword } from '../domain/account/change-password.ts';
import { deleteAccount } from '../domain/account/delete-account.ts';
import { exportMyData } from '../domain/account/export-my-data.ts';
import { updateProfile } from '../domain/account/update-profile.ts';
import { clearSessionCookie } from './cookies.ts';

const metaOf = (req: Request, actorId: string) => ({
  actorId,
  requestId: requestIdOf(req),
  ipAddress: clientIp(req),
  userAgent: userAgent(req),
});

/** Account settings: the signed-in user's profile, password, data and account. */
export function accountRoutes(ctx: AuthContext, cookieSecure: boolean) {
  return serveRoutes(
    ACCOUNT_API_ROUTES,
    {
      updateProfile: ({ body, identity, req }) => updateProfile(ctx, body, metaOf(req, identity.userId)),
      changePassword: ({ body, identity, req }) =>
        changePassword(ctx, identity.sessionId, body, metaOf(req, identity.userId)),
      requestEmailChange: async ({ body, identity, req }) =>
        reply(202, await requestEmailChange(ctx, body, metaOf(req, identity.userId))),
      exportMyData: async ({ identity, res }) => {
        const data = await exportMyData(ctx, identity.userId);
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="ai-readiness-my-data-${data.exportedAt.slice(0, 10)}.json"`,
        );
        return data;
      },
      deleteAccount: async ({ body, identity, req, res }) => {
        const answer = await deleteAccount(ctx, body.password, metaOf(req, identity.userId));
        clearSessionCookie(res, cookieSecure);
        return answer;
      },
    },
    { keys: ctx.keys.verifyKeys, checkResponses: ctx.env.NODE_ENV === 'test' },
  );
}
