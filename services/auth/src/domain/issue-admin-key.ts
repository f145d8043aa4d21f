import { AppError, forbidden, unauthorized, type Identity } from '@readiness/service';
import { userRepository } from '../repositories/user.repository.ts';
import { enqueueEvent } from '@readiness/bus';
import type { AuthContext, RequestMeta } from './context.ts';
import { verifyPassword } from './passwords.ts';
import { signAdminKey } from './signing-keys.ts';

/** Step-up for the admin area: an admin re-enters their password and gets a short-lived key bound to the session. */
export async function issueAdminKey(
  ctx: AuthContext,
  identity: Identity,
  password: string,
  meta: RequestMeta,
) {
  const user = await userRepository.findById(ctx.db, identity.userId);
  if (!user || !user.isActive) throw unauthorized();
  const isAdmin = user.role === 'admin';
  const passwordOk = isAdmin && (await verifyPassword(user.passwordHash, password));
  if (!isAdmin || !passwordOk) {
    await ctx.db.$transaction((tx) =>
      enqueueEvent(tx, 'security.event.recorded', {
        event: isAdmin ? 'admin-key.wrong-password' : 'admin-key.not-admin',
        severity: isAdmin ? 'medium' : 'high',
        source: 'auth',
        ipAddress: meta.ipAddress,
        userId: user.id,
        details: { email: user.email, role: user.role },
      }),
    );
    ctx.onEventsCommitted();
    if (!isAdmin) throw forbidden('Admin privileges required');
    throw new AppError('PASSWORD_INCORRECT', 'Password is incorrect', 403);
  }
  const { adminKey, expiresAt } = await signAdminKey(
    ctx.keys,
    user.id,
    identity.sessionId,
    ctx.env.ADMIN_KEY_TTL_SECONDS,
  );
  return { adminKey, expiresAt: expiresAt.toISOString() };
}
