import type { DbTransaction } from '../db.ts';
import { auditRepository } from '../repositories/audit.repository.ts';
import { purchaseRepository, type PurchaseRow } from '../repositories/purchase.repository.ts';
import type { BillingContext, RequestMeta } from './context.ts';

/**
 * Once a buyer holds premium, their other open checkouts can no longer be paid: marked expired here, in the
 * grant's transaction (the caller holds the user's lock). Answers the sessions the provider must expire too,
 * after the commit (`expireAtProvider`).
 */
export async function expireOtherCheckouts(
  tx: DbTransaction,
  purchase: PurchaseRow,
  meta: RequestMeta,
): Promise<string[]> {
  const sessionIds = await purchaseRepository.expireOpenOfUser(tx, purchase.userId, purchase.id);
  if (sessionIds.length > 0)
    await auditRepository.record(tx, {
      action: 'checkout.expired',
      actorId: meta.actorId,
      userId: purchase.userId,
      purchaseId: purchase.id,
      requestId: meta.requestId,
      details: { sessionIds, reason: 'premium granted' },
    });
  return sessionIds;
}

/**
 * Expires the sessions at the provider (Stripe: `checkout.sessions.expire`; TEST MODE: its page refuses). One
 * that fails (the network, or a buyer who completed it a moment before) is only logged: its payment, if any, is
 * a duplicate, refunded when it is fulfilled.
 */
export async function expireAtProvider(ctx: BillingContext, sessionIds: readonly string[]): Promise<void> {
  for (const sessionId of sessionIds) {
    try {
      const session = await ctx.provider.expireSession(sessionId);
      ctx.logger.info({ sessionId, status: session?.status }, 'checkout session expired at the provider');
    } catch (error) {
      ctx.logger.warn({ err: error, sessionId }, 'could not expire a checkout session at the provider');
    }
  }
}
