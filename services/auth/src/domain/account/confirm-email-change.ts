import { enqueueEvent } from '@readiness/bus';
import type { TConfirmEmailChangeResponse } from '@readiness/contracts';
import { badRequest } from '@readiness/service';
import { accountTokenRepository } from '../../repositories/account-token.repository.ts';
import { auditRepository } from '../../repositories/audit.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import type { AuthContext } from '../context.ts';
import { applySessionEffectInTransaction, applySessionEffectToCache } from '../users/session-effects.ts';
import { hashToken } from './emailed-tokens.ts';

export const INVALID_EMAIL_CHANGE_LINK =
  'This link is not valid: it was already used, it expired, or a newer one was sent. Your email address has not changed; ask again from Settings.';

/**
 * The link's token changes the address, once; it needs no session (the link may be opened on another device).
 * The new address counts as confirmed (the link reached it). auth.email.changed tells the previous address and
 * the services that keep a copy; the user's cached tokens are dropped so the next request carries the new address.
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  token: string,
  meta: { requestId: string | null },
): Promise<TConfirmEmailChangeResponse> {
  const now = new Date();
  const found = await accountTokenRepository.findUsable(ctx.db, 'email-change', hashToken(token), now);
  if (!found) throw badRequest(INVALID_EMAIL_CHANGE_LINK);
  const outcome = await ctx.db.$transaction(async (tx) => {
    const user = await userRepository.findForUpdate(tx, found.userId);
    if (!user || !user.isActive) throw badRequest(INVALID_EMAIL_CHANGE_LINK);
    if (!(await accountTokenRepository.use(tx, found.id, now))) throw badRequest(INVALID_EMAIL_CHANGE_LINK);
    const previousEmail = user.email;
    const updated = await userRepository.changeEmail(tx, user.id, found.email, now);
    // Links sent to the previous address (a reset, a verification) must not work for the new one.
    await accountTokenRepository.retireOthers(tx, user.id, 'password-reset', now);
    await accountTokenRepository.retireOthers(tx, user.id, 'email-verification', now);
    await auditRepository.record(tx, {
      action: 'account.email-changed',
      actorId: user.id,
      targetId: user.id,
      changedFields: ['email'],
      requestId: meta.requestId,
    });
    await enqueueEvent(tx, 'auth.email.changed', {
      userId: user.id,
      previousEmail,
      email: updated.email,
      firstName: updated.firstName,
    });
    const sessions = await applySessionEffectInTransaction(tx, user.id, 'refresh');
    return { email: updated.email, sessions };
  });
  ctx.onEventsCommitted();
  await applySessionEffectToCache(ctx, outcome.sessions, 'refresh');
  return { success: true, email: outcome.email };
}
