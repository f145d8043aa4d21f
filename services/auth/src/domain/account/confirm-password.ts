import { AppError } from '@readiness/service';
import type { UserRow } from '../../repositories/user.repository.ts';
import { clientKeys } from '../client-network.ts';
import type { AuthContext, RequestMeta } from '../context.ts';
import { verifyPassword } from '../passwords.ts';

/**
 * A signed-in user confirms their password (password change, account deletion). Limited like sign-ins and sharing
 * their counters (the README's "Rate limits").
 */
export async function confirmPassword(ctx: AuthContext, user: UserRow, password: string, meta: RequestMeta) {
  const check = await ctx.limits.beginPasswordCheck(clientKeys(meta.ipAddress), user.email);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await check.rejected();
    throw new AppError('PASSWORD_INCORRECT', 'Password is incorrect');
  }
  await check.accepted();
}
