import { enqueueEvent } from '@readiness/bus';
import type { TConfirmEmailChangeResponse, TRequestEmailChangeResponse } from '@readiness/contracts';
import { AppError, badRequest, tooManyRequests, unauthorized } from '@readiness/service';
import { accountTokenRepository } from '../../repositories/account-token.repository.ts';
import { auditRepository } from '../../repositories/audit.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import { clientKeys } from '../client-network.ts';
import type { AuditMeta, AuthContext, RequestMeta } from '../context.ts';
import { applySessionEffectInTransaction, applySessionEffectToCache } from '../users/session-effects.ts';
import { confirmPassword } from './confirm-password.ts';
import { hashToken, issueEmailedToken } from './emailed-tokens.ts';

/** How long the link sent to the new address works (once). */
export const EMAIL_CHANGE_TTL_SECONDS = 3600;

export const INVALID_EMAIL_CHANGE_LINK =
  'This link is not valid: it was already used, it expired, or a newer one was sent. Your email address has not changed; ask again from Settings.';

const emailTaken = () => new AppError('EMAIL_TAKEN', 'Another account uses this email address');

/**
 * Settings, "Change email": the password confirmed, the new address free. A single-use link valid for an hour goes
 * to the NEW address (auth.email-change.requested); nothing changes until it is followed, and a newer request makes
 * the older link stop working. Limited like the other emailed links.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  input: { newEmail: string; password: string },
  meta: AuditMeta & RequestMeta,
): Promise<TRequestEmailChangeResponse> {
  const user = await userRepository.findById(ctx.db, meta.actorId);
  if (!user || !user.isActive) throw unauthorized();
  await confirmPassword(ctx, user, input.password, meta);
  if (input.newEmail === user.email) throw badRequest('This is already your email address');
  if (await userRepository.findByEmail(ctx.db, input.newEmail)) throw emailTaken();
  await ctx.emailLimits.consumeClient(clientKeys(meta.ipAddress).address);
  if (!(await ctx.emailLimits.allowAddress(input.newEmail)))
    throw tooManyRequests('Too many links were sent to this address. Try again in an hour.', 3600);
  const { expiresAt } = await ctx.db.$transaction(async (tx) => {
    const issued = await issueEmailedToken(tx, {
      userId: user.id,
      email: input.newEmail,
      purpose: 'email-change',
      ttlSeconds: EMAIL_CHANGE_TTL_SECONDS,
      now: new Date(),
    });
    await enqueueEvent(tx, 'auth.email-change.requested', {
      userId: user.id,
      email: input.newEmail,
      previousEmail: user.email,
      firstName: user.firstName,
      confirmPath: `/confirm-email-change?token=${issued.token}`,
      expiresAt: issued.expiresAt.toISOString(),
    });
    return issued;
  });
  ctx.onEventsCommitted();
  return {
    message: `We have sent a link to ${input.newEmail}. Your address changes when you follow it (within an hour); until then you sign in with ${user.email}.`,
    newEmail: input.newEmail,
    expiresAt: expiresAt.toISOString(),
  };
}

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
