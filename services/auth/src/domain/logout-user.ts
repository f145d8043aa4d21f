import { sessionRepository } from '../repositories/session.repository.ts';
import { enqueueEvent } from '@readiness/bus';
import type { AuthContext, RequestMeta } from './context.ts';

/** Revokes the session for good: its cookie and any token bound to it stop working at once. */
export async function logoutUser(
  ctx: AuthContext,
  identity: { userId: string; sessionId: string },
  meta: RequestMeta,
): Promise<void> {
  const revoked = await ctx.db.$transaction(async (tx) => {
    const { count } = await sessionRepository.revoke(tx, identity.sessionId, new Date());
    if (count > 0) {
      await enqueueEvent(tx, 'auth.user.logged-out', {
        userId: identity.userId,
        sessionId: identity.sessionId,
        ipAddress: meta.ipAddress,
      });
    }
    return count > 0;
  });
  await ctx.cache.markRevoked(identity.sessionId);
  if (revoked) ctx.onEventsCommitted();
}
