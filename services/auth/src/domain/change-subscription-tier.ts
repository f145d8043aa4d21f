import type { TSubscriptionTier } from '@readiness/contracts';
import { auditRepository, userLabel } from '../repositories/audit.repository.ts';
import { sessionRepository } from '../repositories/session.repository.ts';
import { userRepository } from '../repositories/user.repository.ts';
import { enqueueEvent, markProcessed } from '@readiness/bus';
import type { AuthContext } from './context.ts';
import { opsActorLabel } from './ops-actor.ts';

/**
 * Sets a user's tier (from billing's premium events, or the ops command line, audited). Idempotent per event id when one
 * is given. The user's cached sessions are dropped, so the next request gets a token that carries the new tier.
 * A tier an admin gave is the admin's: billing taking premium back (a refund) leaves it as it is.
 */
export async function changeSubscriptionTier(
  ctx: AuthContext,
  userId: string,
  tier: TSubscriptionTier,
  processed?: { consumer: string; eventId: string },
  source: 'billing' | 'ops' = processed ? 'billing' : 'ops',
): Promise<'changed' | 'unchanged' | 'duplicate' | 'unknown-user'> {
  const outcome = await ctx.db.$transaction(async (tx) => {
    if (processed && !(await markProcessed(tx, processed.consumer, processed.eventId)))
      return 'duplicate' as const;
    const user = await userRepository.findById(tx, userId);
    if (!user) return 'unknown-user' as const;
    if (user.subscriptionTier === tier) return 'unchanged' as const;
    if (source === 'billing' && tier === 'free' && user.tierSource === 'admin') return 'unchanged' as const;
    const updated = await userRepository.update(tx, userId, { subscriptionTier: tier, tierSource: source });
    if (source === 'ops')
      await auditRepository.record(tx, {
        action: 'user.tier-set',
        actorId: null,
        actorLabel: opsActorLabel(),
        targetId: userId,
        targetLabel: userLabel(user),
        changes: {
          subscriptionTier: { before: user.subscriptionTier, after: tier },
          tierSource: { before: user.tierSource, after: 'ops' },
        },
      });
    await enqueueEvent(tx, 'auth.user.updated', {
      userId,
      role: updated.role,
      subscriptionTier: tier,
      isActive: updated.isActive,
    });
    return 'changed' as const;
  });
  if (outcome === 'changed') {
    ctx.onEventsCommitted();
    await ctx.cache.forget(await sessionRepository.activeIdsOfUser(ctx.db, userId, new Date()));
  }
  ctx.logger.info({ userId, tier, outcome }, 'subscription tier change');
  return outcome;
}
