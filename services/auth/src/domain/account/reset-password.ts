import { enqueueEvent } from '@readiness/bus';
import type { TResetPasswordResponse } from '@readiness/contracts';
import { badRequest } from '@readiness/service';
import { accountTokenRepository } from '../../repositories/account-token.repository.ts';
import { auditRepository } from '../../repositories/audit.repository.ts';
import { sessionRepository } from '../../repositories/session.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import type { AuthContext } from '../context.ts';
import { hashPassword, weakPasswordReason } from '../passwords.ts';
import { hashToken } from './emailed-tokens.ts';

export const INVALID_RESET_LINK =
  'This password reset link is not valid: it was already used, it expired, or a newer one was sent. Ask for a new link.';

/**
 * Sets a new password with the emailed link's token. The token works once (a second use, even at the same moment,
 * gets a 400) and only for the address it was sent to; a password that breaks the rules is refused before the token
 * is used, so the link still works for a better one. Every session of the account is signed out, the address counts
 * as confirmed (the link proved it), and auth.password.changed tells the owner by email.
 */
export async function resetPassword(
  ctx: AuthContext,
  input: { token: string; password: string },
  meta: { requestId: string | null },
): Promise<TResetPasswordResponse> {
  const tokenHash = hashToken(input.token);
  const found = await accountTokenRepository.findUsable(ctx.db, 'password-reset', tokenHash, new Date());
  const user = found ? await userRepository.findById(ctx.db, found.userId) : null;
  if (!found || !user || !user.isActive || user.email !== found.email) throw badRequest(INVALID_RESET_LINK);
  const weakness = weakPasswordReason(input.password, user.email);
  if (weakness) throw badRequest(weakness);
  const passwordHash = await hashPassword(input.password);

  const signedOut = await ctx.db.$transaction(async (tx) => {
    const now = new Date();
    if (!(await accountTokenRepository.use(tx, found.id, now))) throw badRequest(INVALID_RESET_LINK);
    const sessions = await sessionRepository.activeIdsOfUser(tx, user.id, now);
    await userRepository.update(tx, user.id, {
      passwordHash,
      ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: now }),
    });
    await sessionRepository.revokeAllOfUser(tx, user.id, now);
    await accountTokenRepository.retireOthers(tx, user.id, 'password-reset', now);
    await auditRepository.record(tx, {
      action: 'account.password-reset',
      actorId: user.id,
      targetId: user.id,
      details: { sessionsSignedOut: sessions.length, via: 'emailed link' },
      requestId: meta.requestId,
    });
    await enqueueEvent(tx, 'auth.password.changed', {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      via: 'reset',
      signedOutSessions: sessions.length,
      changedAt: now.toISOString(),
    });
    return sessions;
  });
  ctx.onEventsCommitted();
  await Promise.all(signedOut.map((id) => ctx.cache.markRevoked(id)));
  ctx.logger.info({ userId: user.id, signedOutSessions: signedOut.length }, 'password reset by emailed link');
  return { success: true, signedOutSessions: signedOut.length };
}
