import { AppError, unauthorized } from '@readiness/service';
import { userRepository } from '../../repositories/user.repository.ts';
import { clientKeys } from '../client-network.ts';
import type { AuthContext, RequestMeta } from '../context.ts';
import { issueVerificationLink } from './issue-verification-link.ts';

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
