import type { TUser } from '@readiness/contracts';
import { AppError } from '@readiness/service';
import { isAccountLock, type PasswordCheck } from '../repositories/rate-limit.repository.ts';
import { toUserDto, userRepository } from '../repositories/user.repository.ts';
import { enqueueEvent } from '@readiness/bus';
import { clientKeys } from './client-network.ts';
import type { AuthContext, RequestMeta } from './context.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { startSession, type StartedSession } from './start-session.ts';

const INVALID = () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password');

type FailureReason = 'unknown-email' | 'wrong-password' | 'inactive' | 'rate-limited' | 'locked';

/** Records a failed sign-in as events: every one as `auth.login.failed`, the suspicious ones as security events too. */
async function recordFailure(
  ctx: AuthContext,
  email: string,
  reason: FailureReason,
  meta: RequestMeta,
  extra?: { locked?: boolean; userId?: string },
) {
  await ctx.db.$transaction(async (tx) => {
    await enqueueEvent(tx, 'auth.login.failed', {
      email,
      reason,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
    });
    const severity = extra?.locked
      ? 'high'
      : reason === 'rate-limited' || reason === 'locked'
        ? 'medium'
        : reason === 'inactive'
          ? 'medium'
          : 'low';
    await enqueueEvent(tx, 'security.event.recorded', {
      event: extra?.locked ? 'account.locked' : `login.${reason}`,
      severity,
      source: 'auth',
      ipAddress: meta.ipAddress,
      userId: extra?.userId ?? null,
      details: { email, reason, userAgent: meta.userAgent },
    });
  });
  ctx.onEventsCommitted();
}

export async function loginUser(
  ctx: AuthContext,
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<{ user: TUser; session: StartedSession }> {
  const { email, password } = input;
  const where = clientKeys(meta.ipAddress);
  let check: PasswordCheck;
  try {
    check = await ctx.limits.beginPasswordCheck(where, email);
  } catch (error) {
    await recordFailure(ctx, email, isAccountLock(error) ? 'locked' : 'rate-limited', meta);
    throw error;
  }

  const user = await userRepository.findByEmail(ctx.db, email);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, password)
    : (await burnPasswordCheck(password), false);
  if (!user || !passwordOk) {
    const locked = await check.rejected();
    await recordFailure(ctx, email, user ? 'wrong-password' : 'unknown-email', meta, {
      locked,
      ...(user ? { userId: user.id } : {}),
    });
    throw INVALID();
  }
  if (!user.isActive) {
    await recordFailure(ctx, email, 'inactive', meta, { userId: user.id });
    throw new AppError('ACCOUNT_INACTIVE', 'This account is deactivated. Contact your administrator.');
  }

  await check.accepted();
  const session = await ctx.db.$transaction(async (tx) => {
    const started = await startSession(ctx, tx, user, meta);
    await enqueueEvent(tx, 'auth.login.succeeded', {
      userId: user.id,
      email: user.email,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
    });
    return started;
  });
  ctx.onEventsCommitted();
  await session.cache();
  return { user: toUserDto(session.user), session };
}
