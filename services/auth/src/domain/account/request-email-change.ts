import { enqueueEvent } from '@readiness/bus';
import type { TRequestEmailChangeResponse } from '@readiness/contracts';
import { AppError, badRequest, tooManyRequests, unauthorized } from '@readiness/service';
import { userRepository } from '../../repositories/user.repository.ts';
import { clientKeys } from '../client-network.ts';
import type { AuditMeta, AuthContext, RequestMeta } from '../context.ts';
import { confirmPassword } from './confirm-password.ts';
import { issueEmailedToken } from './emailed-tokens.ts';

/** How long the link sent to the new address works (once). */
export const EMAIL_CHANGE_TTL_SECONDS = 3600;

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
