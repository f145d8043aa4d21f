import { enqueueEvent } from '@readiness/bus';
import { userRepository } from '../../repositories/user.repository.ts';
import { clientKeys } from '../client-network.ts';
import type { AuthContext, RequestMeta } from '../context.ts';
import { issueEmailedToken } from './emailed-tokens.ts';

export const PASSWORD_RESET_ANSWER =
  'If an account uses this address, we have sent it a link to choose a new password. It works once, for one hour. Check your spam folder if it does not arrive within a few minutes.';

/**
 * "Forgot password?". The answer is the same, and as quick, whether or not the address has an account: past the
 * per-client limit (a 429 that says nothing about the address) the work runs after the answer is given. For an
 * active account it issues a single-use link valid for PASSWORD_RESET_TTL_SECONDS and publishes
 * auth.password-reset.requested, which the notifications service turns into the email; past the per-address limit
 * nothing more is sent.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  email: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  await ctx.emailLimits.consumeClient(clientKeys(meta.ipAddress).address);
  void issueResetLink(ctx, email).catch((error: unknown) =>
    ctx.logger.error({ err: error }, 'could not issue a password reset link'),
  );
  return { message: PASSWORD_RESET_ANSWER };
}

async function issueResetLink(ctx: AuthContext, email: string): Promise<void> {
  if (!(await ctx.emailLimits.allowAddress(email))) return;
  const user = await userRepository.findByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  await ctx.db.$transaction(async (tx) => {
    const { token, expiresAt } = await issueEmailedToken(tx, {
      userId: user.id,
      email: user.email,
      purpose: 'password-reset',
      ttlSeconds: ctx.env.PASSWORD_RESET_TTL_SECONDS,
      now: new Date(),
    });
    await enqueueEvent(tx, 'auth.password-reset.requested', {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      resetPath: `/reset-password?token=${token}`,
      expiresAt: expiresAt.toISOString(),
    });
  });
  ctx.onEventsCommitted();
}
