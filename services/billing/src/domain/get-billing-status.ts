import { PREMIUM_PRODUCT, REFUND_WINDOW_DAYS, type TBillingStatus } from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import type { BillingContext } from './context.ts';

export async function getBillingStatus(ctx: BillingContext, userId: string): Promise<TBillingStatus> {
  const active = await purchaseRepository.activeOfUser(ctx.db, userId);
  return {
    testMode: ctx.provider.testMode,
    product: { ...PREMIUM_PRODUCT },
    refundWindowDays: REFUND_WINDOW_DAYS,
    premium: {
      active: active !== null,
      purchaseId: active?.id ?? null,
      since: (active?.paidAt ?? active?.createdAt)?.toISOString() ?? null,
    },
  };
}
