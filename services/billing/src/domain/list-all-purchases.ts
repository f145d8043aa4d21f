import type { TAdminPurchaseList } from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import type { BillingContext } from './context.ts';
import { toPurchaseView } from './purchase-view.ts';

/** Admins: the latest purchases of everyone, TEST MODE ones marked as such. */
export async function listAllPurchases(ctx: BillingContext): Promise<TAdminPurchaseList> {
  const rows = await purchaseRepository.listLatest(ctx.db, 200);
  const now = new Date();
  return {
    purchases: rows.map((row) => ({ ...toPurchaseView(row, now), userId: row.userId, email: row.email })),
  };
}
