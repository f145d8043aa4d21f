import { enqueueEvent } from '@readiness/bus';
import { badRequest, unauthorized } from '@readiness/service';
import { auditRepository } from '../../repositories/audit.repository.ts';
import { sessionRepository } from '../../repositories/session.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import type { AuditMeta, AuthContext, RequestMeta } from '../context.ts';
import { hashPassword, weakPasswordReason } from '../passwords.ts';
import { confirmPassword } from './confirm-password.ts';

/**
 * The user changes their password: the current one confirmed, the new one held to the registration rules. Every
 * other session of theirs is signed out at once (a stolen session ends with the password); this one stays.
 */
export async function changePassword(
  ctx: AuthContext,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
  meta: AuditMeta & RequestMeta,
): Promise<{ success: true; signedOutSessions: number }> {
  const user = await userRepository.findById(ctx.db, meta.actorId);
  if (!user || !user.isActive) throw unauthorized();
  await confirmPassword(ctx, user, input.currentPassword, meta);
  const weakness = weakPasswordReason(input.newPassword, user.email);
  if (weakness) throw badRequest(weakness);
  if (input.newPassword === input.currentPassword)
    throw badRequest('The new password must differ from the current one');
  const passwordHash = await hashPassword(input.newPassword);
  const signedOut = await ctx.db.$transaction(async (tx) => {
    const now = new Date();
    const others = (await sessionRepository.activeIdsOfUser(tx, user.id, now)).filter(
      (id) => id !== sessionId,
    );
    await userRepository.update(tx, user.id, { passwordHash });
    await sessionRepository.revokeOthersOfUser(tx, user.id, sessionId, now);
    await auditRepository.record(tx, {
      action: 'account.password-changed',
      actorId: user.id,
      targetId: user.id,
      details: { otherSessionsSignedOut: others.length },
      requestId: meta.requestId,
    });
    await enqueueEvent(tx, 'auth.password.changed', {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      via: 'change',
      signedOutSessions: others.length,
      changedAt: now.toISOString(),
    });
    return others;
  });
  ctx.onEventsCommitted();
  await Promise.all(signedOut.map((id) => ctx.cache.markRevoked(id)));
  return { success: true, signedOutSessions: signedOut.length };
}
