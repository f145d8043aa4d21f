import { enqueueEvent } from '@readiness/bus';
import type { TVerifyEmailResponse } from '@readiness/contracts';
import { AppError, badRequest, unauthorized } from '@readiness/service';
import type { DbTransaction } from '../../db.ts';
import { accountTokenRepository } from '../../repositories/account-token.repository.ts';
import { userRepository, type UserRow } from '../../repositories/user.repository.ts';
import { clientKeys } from '../client-network.ts';
import type { AuthContext, RequestMeta } from '../context.ts';
import { hashToken, issueEmailedToken } from './emailed-tokens.ts';

export const INVALID_VERIFY_LINK =
  'This confirmation link is not valid: it was already used, it expired, or a newer one was sent. Ask for a new link from the banner in the app.';

/**
 * In the transaction that creates the account (or when the user asks again): a verification link valid for
 * EMAIL_VERIFICATION_TTL_SECONDS, published as auth.email-verification.requested for the notifications service.
 */
export async function issueVerificationLink(
  ctx: AuthContext,
  tx: DbTransaction,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  const { token, expiresAt } = await issueEmailedToken(tx, {
    userId: user.id,
    email: user.email,
    purpose: 'email-verification',
    ttlSeconds: ctx.env.EMAIL_VERIFICATION_TTL_SECONDS,
    now: new Date(),
  });
  await enqueueEvent(tx, 'auth.email-verification.requested', {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    verifyPath: `/verify-email?token=${token}`,
    expiresAt: expiresAt.toISOString(),
  });
}

/** The signed-in user asks for a new link (the banner's "Send again"); limited like reset links. */
export async function resendVerificationLink(
  ctx: AuthContext,
  userId: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  await ctx.emailLimits.consumeClient(clientKeys(meta.ipAddress).address);
  const user = await userRepository.findById(ctx.db, userId);
  if (!user || !user.isActive) throw unauthorized();
  if (user.emailVerifiedAt) throw new AppError('CONFLICT', 'Your email address is already confirmed.');
  if (await ctx.emailLimits.allowAddress(user.email)) {
    await ctx.db.$transaction((tx) => issueVerificationLink(ctx, tx, user));
    ctx.onEventsCommitted();
  }
  return { message: `We have sent a new confirmation link to ${user.email}.` };
}

/** The link's token confirms the address it was sent to, once; no session is needed (or created). */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<TVerifyEmailResponse> {
  const now = new Date();
  const found = await accountTokenRepository.findUsable(ctx.db, 'email-verification', hashToken(token), now);
  if (!found) throw badRequest(INVALID_VERIFY_LINK);
  return ctx.db.$transaction(async (tx) => {
    const user = await userRepository.findById(tx, found.userId);
    if (!user || user.email !== found.email) throw badRequest(INVALID_VERIFY_LINK);
    if (!(await accountTokenRepository.use(tx, found.id, now))) throw badRequest(INVALID_VERIFY_LINK);
    if (!user.emailVerifiedAt) await userRepository.update(tx, user.id, { emailVerifiedAt: now });
    return { success: true as const, email: user.email };
  });
}
