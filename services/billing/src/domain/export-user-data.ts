import type { Db } from '../db.ts';
import { userDataRepository } from '../repositories/user-data.repository.ts';

/** Billing's part of "Download my data": the user's purchases and the coupons they redeemed. */
export async function exportUserData(db: Db, userId: string) {
  const [purchases, redemptions] = await Promise.all([
    userDataRepository.purchasesOf(db, userId),
    userDataRepository.redemptionsOf(db, userId),
  ]);
  return {
    service: 'billing',
    data: {
      purchases: purchases.map((purchase) => ({
        id: purchase.id,
        email: purchase.email,
        productType: purchase.productType,
        provider: purchase.provider,
        testMode: purchase.testMode,
        status: purchase.status,
        listAmount: purchase.listAmount,
        discountPercent: purchase.discountPercent,
        couponCode: purchase.couponCode,
        amount: purchase.amount,
        currency: purchase.currency,
        amountRefunded: purchase.amountRefunded,
        createdAt: purchase.createdAt.toISOString(),
        paidAt: purchase.paidAt?.toISOString() ?? null,
        refundedAt: purchase.refundedAt?.toISOString() ?? null,
      })),
      couponRedemptions: redemptions.map((redemption) => ({
        couponCode: redemption.couponCode,
        purchaseId: redemption.purchaseId,
        createdAt: redemption.createdAt.toISOString(),
      })),
    },
  };
}
