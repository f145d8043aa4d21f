import { enqueueEvent } from '@readiness/bus';
import { badRequest, forbidden, notFound } from '@readiness/service';
import { auditRepository, userLabel } from '../../repositories/audit.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import type { AuthContext } from '../context.ts';
import { handOverMemberships } from '../organisations/hand-over.ts';
import { applySessionEffectInTransaction, applySessionEffectToCache } from './session-effects.ts';
import { guardAdminRemoval } from './update-user.ts';

export interface Erasure {
  deletedBy: 'self' | 'admin';
  actorId: string;
  requestId: string | null;
  reason?: string | null | undefined;
}

/**
 * Deletes a user, by an admin or by themself: in one transaction the audit row, auth.user.deleted (every service
 * erases or anonymises what it holds, through its own consumer) and the row itself (sessions go with it); then every
 * session is marked revoked in the cache, so the gateway refuses it at once.
 */
export async function eraseUser(ctx: AuthContext, userId: string, erasure: Erasure): Promise<void> {
  const sessions = await ctx.db.$transaction(async (tx) => {
    const user = await userRepository.findForUpdate(tx, userId);
    if (!user) throw notFound('No such user');
    const removesAdmin = user.role === 'admin' && user.isActive;
    if (erasure.deletedBy === 'admin') {
      const admins = await guardAdminRemoval(tx, erasure.actorId, user, removesAdmin, 'delete');
      if (!admins.includes(erasure.actorId)) throw forbidden('Admin privileges required');
    } else if (removesAdmin) {
      const admins = await userRepository.lockActiveAdmins(tx);
      if (admins.length <= 1)
        throw badRequest(
          'You are the last active admin: make someone else an admin before deleting your account.',
        );
    }
    const ids = await applySessionEffectInTransaction(tx, userId, 'revoke');
    await auditRepository.record(tx, {
      action: erasure.deletedBy === 'admin' ? 'user.deleted' : 'account.deleted',
      actorId: erasure.actorId,
      targetId: userId,
      // The trail names whom it was about after the account is gone (the name; the email goes with the account).
      targetLabel: userLabel(user),
      changes: {
        role: { before: user.role, after: null },
        subscriptionTier: { before: user.subscriptionTier, after: null },
      },
      details: { deletedBy: erasure.deletedBy, sessionsSignedOut: ids.length },
      reason: erasure.reason ?? null,
      requestId: erasure.requestId,
    });
    // Their memberships go first (an organisation they owned passes on, or is deleted): see hand-over.ts.
    await handOverMemberships(tx, userId, { actorId: erasure.actorId, requestId: erasure.requestId });
    await enqueueEvent(tx, 'auth.user.deleted', { userId, deletedBy: erasure.deletedBy });
    await userRepository.delete(tx, userId);
    return ids;
  });
  ctx.onEventsCommitted();
  await applySessionEffectToCache(ctx, sessions, 'revoke');
  ctx.logger.info({ userId, deletedBy: erasure.deletedBy }, 'user deleted');
}
