import { enqueueEvent } from '@readiness/bus';
import type { TEntitlementState } from '@readiness/contracts/billing';
import type { DbTransaction } from '../db.ts';
import { auditRepository, type AuditAction } from '../repositories/audit.repository.ts';
import { purchaseRepository, type PurchaseRow } from '../repositories/purchase.repository.ts';
import type { RequestMeta } from './context.ts';

/**
 * Moves a purchase's premium to `next` inside the caller's transaction (the purchase row already locked), audits
 * it, and writes `billing.premium.granted` / `revoked` to the outbox when the user's premium as a whole changes:
 * a user with another active purchase keeps premium when one is revoked. Returns whether an event was written.
 */
export async function changePremium(
  tx: DbTransaction,
  purchase: PurchaseRow,
  next: TEntitlementState,
  reason: string,
  meta: RequestMeta,
): Promise<boolean> {
  await purchaseRepository.lockUser(tx, purchase.userId);
  const other = await purchaseRepository.activeOfUser(tx, purchase.userId, purchase.id);
  await purchaseRepository.update(tx, purchase.id, { entitlement: next });
  const isGrant = next === 'active';
  const action: AuditAction = isGrant
    ? purchase.entitlement === 'disputed'
      ? 'premium.restored'
      : 'premium.granted'
    : 'premium.revoked';
  await auditRepository.record(tx, {
    action,
    actorId: meta.actorId,
    userId: purchase.userId,
    purchaseId: purchase.id,
    couponCode: purchase.couponCode,
    requestId: meta.requestId,
    details: { from: purchase.entitlement, to: next, reason, testMode: purchase.testMode },
  });
  if (other) return false;
  if (isGrant)
    await enqueueEvent(tx, 'billing.premium.granted', { userId: purchase.userId, tier: 'premium', reason });
  else await enqueueEvent(tx, 'billing.premium.revoked', { userId: purchase.userId, reason });
  return true;
}
