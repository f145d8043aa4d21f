import { AppError } from '@readiness/service';
import type { UserRow } from '../../repositories/user.repository.ts';
import { clientKeys } from '../client-network.ts';
import type { AuthContext, RequestMeta } from '../context.ts';
import { verifyPassword } from '../passwords.ts';

/**
 * A signed-in user confirms their password (password change, account deletion). Limited like sign-ins and sharing
 * their counters: a wrong password counts against the address, its network and the account.
 */
export async function confirmPassword(ctx: AuthContext, user: UserRow, password: string, meta: RequestMeta) {
  const where = clientKeys(meta.ipAddress);
  await ctx.limits.beginPasswordCheck(where);
  const lockedMs = await ctx.limits.accountLockMs(user.email);
  if (lockedMs > 0) throw ctx.limits.lockedMessage(lockedMs);
  if (!(await verifyPassword(user.passwordHash, password))) {
    const locked = await ctx.limits.recordFailure(user.email);
    if (locked) throw ctx.limits.lockedMessage(ctx.env.LOGIN_ACCOUNT_LOCK_SECONDS * 1000);
    throw new AppError('PASSWORD_INCORRECT', 'Password is incorrect');
  }
  await Promise.all([ctx.limits.resetFailures(user.email), ctx.limits.passwordAccepted(where)]);
}
