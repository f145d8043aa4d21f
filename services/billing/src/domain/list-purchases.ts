import type { TPurchaseList } from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import type { BillingContext } from './context.ts';
import { toPurchaseView } from './purchase-view.ts';

/** The buyer's history: every purchase they started, newest first (unfinished checkouts included). */
export async function listPurchases(ctx: BillingContext, userId: string): Promise<TPurchaseList> {
  const rows = await purchaseRepository.listOfUser(ctx.db, userId);
  const now = new Date();
  return { purchases: rows.map((row) => toPurchaseView(row, now)) };
}
