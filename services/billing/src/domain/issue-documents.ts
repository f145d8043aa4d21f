import { enqueueEvent } from '@readiness/bus';
import { BILLING_API_ROUTES } from '@readiness/contracts/billing-api-routes';
import type { TRefundReason } from '@readiness/contracts/billing';
import type { DbTransaction } from '../db.ts';
import type { BillingEnv } from '../env.ts';
import { documentSequenceRepository } from '../repositories/document-sequence.repository.ts';
import { purchaseRepository, type PurchaseRow } from '../repositories/purchase.repository.ts';

/** Who sells: printed on the invoices and credit notes, and kept with each invoice as it was when issued. */
export interface Seller {
  name: string;
  address: string;
  taxId: string;
  email: string;
}

export function sellerOf(env: BillingEnv): Seller {
  return {
    name: env.SELLER_NAME,
    address: env.SELLER_ADDRESS,
    taxId: env.SELLER_TAX_ID,
    email: env.SELLER_EMAIL,
  };
}

/** One seller, one sequence per kind: keyed by the tax id (a seller is its tax registration). */
const sellerKey = (seller: Seller) => seller.taxId;

const numbered = (prefix: string, value: number) => `${prefix}-${String(value).padStart(6, '0')}`;

const pathOf = (path: string, purchaseId: string) => path.replace(':id', purchaseId);
export const invoicePath = (purchaseId: string) =>
  pathOf(BILLING_API_ROUTES.downloadInvoice.path, purchaseId);
export const creditNotePath = (purchaseId: string) =>
  pathOf(BILLING_API_ROUTES.downloadCreditNote.path, purchaseId);

/**
 * The invoice of a payment, in the payment's own transaction: the seller's next number (gap-free: a rolled-back
 * payment gives it back), the seller kept with the purchase, and `billing.purchase.paid` (the receipt email) in
 * the outbox. Once per purchase: a purchase that has its number keeps it.
 */
export async function issueInvoice(
  tx: DbTransaction,
  env: BillingEnv,
  purchase: PurchaseRow,
): Promise<PurchaseRow> {
  if (purchase.invoiceNumber || !purchase.paidAt) return purchase;
  const seller = sellerOf(env);
  const invoiceNumber = numbered(
    env.INVOICE_PREFIX,
    await documentSequenceRepository.next(tx, sellerKey(seller), 'invoice'),
  );
  const updated = await purchaseRepository.update(tx, purchase.id, { invoiceNumber, seller: { ...seller } });
  await enqueueEvent(tx, 'billing.purchase.paid', {
    purchaseId: purchase.id,
    userId: purchase.userId,
    amountCents: purchase.amount,
    currency: purchase.currency,
    invoiceNumber,
    invoicePath: invoicePath(purchase.id),
    testMode: purchase.testMode,
    paidAt: purchase.paidAt.toISOString(),
  });
  return updated;
}

/**
 * The credit note of a full refund of an invoiced payment, in the refund's transaction: the seller's next credit
 * note number, the reason kept, and `billing.purchase.refunded` (the refund confirmation) in the outbox. Once.
 */
export async function issueCreditNote(
  tx: DbTransaction,
  env: BillingEnv,
  purchase: PurchaseRow,
  reason: TRefundReason,
): Promise<PurchaseRow> {
  if (purchase.creditNoteNumber || !purchase.invoiceNumber) return purchase;
  const refundedAt = purchase.refundedAt ?? new Date();
  const creditNoteNumber = numbered(
    env.CREDIT_NOTE_PREFIX,
    await documentSequenceRepository.next(tx, sellerKey(sellerOf(env)), 'credit-note'),
  );
  const updated = await purchaseRepository.update(tx, purchase.id, {
    creditNoteNumber,
    refundReason: purchase.refundReason ?? reason,
    refundedAt,
  });
  await enqueueEvent(tx, 'billing.purchase.refunded', {
    purchaseId: purchase.id,
    userId: purchase.userId,
    amountCents: purchase.amountRefunded || purchase.amount,
    currency: purchase.currency,
    reason: purchase.refundReason ?? reason,
    creditNoteNumber,
    creditNotePath: creditNotePath(purchase.id),
    refundedAt: refundedAt.toISOString(),
  });
  return updated;
}
