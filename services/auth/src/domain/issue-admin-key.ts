import { AppError, forbidden, unauthorized, type Identity } from '@readiness/service';
import { isAccountLock, type PasswordCheck } from '../repositories/rate-limit.repository.ts';
import { auditRepository, userLabel } from '../repositories/audit.repository.ts';
import { sessionRepository } from '../repositories/session.repository.ts';
import { userRepository } from '../repositories/user.repository.ts';
import { enqueueEvent } from '@readiness/bus';
import { clientKeys } from './client-network.ts';
import type { AuthContext, RequestMeta } from './context.ts';
import { verifyPassword } from './passwords.ts';
import { signAdminKey } from './signing-keys.ts';

type Refusal = 'not-admin' | 'wrong-password' | 'rate-limited' | 'locked' | 'account-locked';

const SEVERITY: Record<Refusal, 'low' | 'medium' | 'high'> = {
  'not-admin': 'high',
  'wrong-password': 'medium',
  'rate-limited': 'medium',
  locked: 'medium',
  'account-locked': 'high',
};

async function recordRefusal(
  ctx: AuthContext,
  user: { id: string; email: string; role: string },
  refusal: Refusal,
  meta: RequestMeta,
) {
  await ctx.db.$transaction((tx) =>
    enqueueEvent(tx, 'security.event.recorded', {
      event: refusal === 'account-locked' ? 'account.locked' : `admin-key.${refusal}`,
      severity: SEVERITY[refusal],
      source: 'auth',
      ipAddress: meta.ipAddress,
      userId: user.id,
      details: { email: user.email, role: user.role, via: 'admin-key', userAgent: meta.userAgent },
    }),
  );
  ctx.onEventsCommitted();
}

/**
 * Step-up for the admin area: an admin of a live session re-enters their password and gets a short-lived key
 * bound to that session. Password checks are limited like sign-ins and share their counters: failures count
 * against the address, its network and the account (whose lock also stops sign-ins), each a security event.
 */
export async function issueAdminKey(
  ctx: AuthContext,
  identity: Identity,
  password: string,
  meta: RequestMeta,
) {
  const user = await userRepository.findById(ctx.db, identity.userId);
  if (!user || !user.isActive) throw unauthorized();
  // The access token outlives a sign-out by up to its lifetime: the session itself must still be live.
  const session = await sessionRepository.findWithUser(ctx.db, identity.sessionId);
  if (!session || session.userId !== user.id || session.revokedAt || session.expiresAt <= new Date())
    throw new AppError('SESSION_REVOKED', 'This session has been signed out');

  if (user.role !== 'admin') {
    await recordRefusal(ctx, user, 'not-admin', meta);
    throw forbidden('Admin privileges required');
  }
  // The session's own delays, not the address's: other clients failing at a shared address never lock an admin out.
  let check: PasswordCheck;
  try {
    check = await ctx.limits.beginPasswordCheck(clientKeys(meta.ipAddress), user.email, {
      sessionId: identity.sessionId,
    });
  } catch (error) {
    await recordRefusal(ctx, user, isAccountLock(error) ? 'locked' : 'rate-limited', meta);
    throw error;
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    const locked = await check.rejected();
    await recordRefusal(ctx, user, locked ? 'account-locked' : 'wrong-password', meta);
    throw new AppError('PASSWORD_INCORRECT', 'Password is incorrect');
  }
  await check.accepted();
  await ctx.db.$transaction((tx) =>
    auditRepository.record(tx, {
      action: 'admin.stepped-up',
      actorId: user.id,
      targetId: user.id,
      targetLabel: userLabel(user),
      details: { ipAddress: meta.ipAddress, userAgent: meta.userAgent, sessionId: identity.sessionId },
    }),
  );

  const { adminKey, expiresAt } = await signAdminKey(
    ctx.keys,
    user.id,
    identity.sessionId,
    ctx.env.ADMIN_KEY_TTL_SECONDS,
  );
  return { adminKey, expiresAt: expiresAt.toISOString() };
}
