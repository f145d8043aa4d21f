import { AppError, requireOwned } from '@readiness/service';
import { PREMIUM_PRODUCT } from '@readiness/contracts/billing';
import { formatDate } from '@readiness/contracts/format';
import { renderDocumentPdf } from '../documents/render-document-pdf.ts';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import type { BillingContext } from './context.ts';
import { sellerOf, type Seller } from './issue-documents.ts';

export interface PurchaseDocument {
  filename: string;
  pdf: Buffer;
}

/**
 * The invoice of one of the buyer's paid purchases, or the credit note of its refund, as a PDF (the buyer's own
 * only: another user's purchase is a 404 like an unknown one). The seller is the one kept with the invoice when
 * it was issued.
 */
export async function getPurchaseDocument(
  ctx: BillingContext,
  userId: string,
  purchaseId: string,
  kind: 'invoice' | 'credit-note',
): Promise<PurchaseDocument> {
  const purchase = requireOwned(
    await purchaseRepository.findById(ctx.db, purchaseId),
    userId,
    new AppError('PAYMENT_NOT_FOUND', 'No such purchase'),
  );
  if (!purchase.invoiceNumber || !purchase.paidAt)
    throw new AppError('NOT_INVOICED', 'Nothing was paid for this purchase: there is no invoice.');
  const number = kind === 'invoice' ? purchase.invoiceNumber : purchase.creditNoteNumber;
  if (!number || (kind === 'credit-note' && !purchase.refundedAt))
    throw new AppError('NOT_INVOICED', 'This purchase was not refunded: there is no credit note.');
  const discount = purchase.listAmount - purchase.amount;
  const refunded = purchase.refundedAt ? `Refunded in full on ${formatDate(purchase.refundedAt)}` : null;
  const pdf = await renderDocumentPdf({
    kind,
    number,
    invoiceNumber: purchase.invoiceNumber,
    issuedAt: kind === 'invoice' ? purchase.paidAt : purchase.refundedAt!,
    seller: (purchase.seller as Seller | null) ?? sellerOf(ctx.env),
    buyerEmail: purchase.email || 'Account deleted',
    lines: [
      {
        description: `${PREMIUM_PRODUCT.name}: lifetime access (one-time payment)`,
        amount: purchase.listAmount,
      },
      ...(discount > 0
        ? [
            {
              description: `Coupon ${purchase.couponCode ?? ''}: ${purchase.discountPercent}% off`,
              amount: -discount,
            },
          ]
        : []),
    ],
    total: purchase.amount,
    currency: purchase.currency,
    paymentStatus:
      kind === 'invoice'
        ? refunded
          ? `Paid on ${formatDate(purchase.paidAt)}; ${refunded.charAt(0).toLowerCase()}${refunded.slice(1)}`
          : purchase.status === 'disputed'
            ? `Paid on ${formatDate(purchase.paidAt)}; disputed`
            : `Paid on ${formatDate(purchase.paidAt)}`
        : refunded!,
    reference: purchase.sessionId,
    testMode: purchase.testMode,
    refundReason: purchase.refundReason,
  });
  const filename = `AI-Readiness-${kind === 'invoice' ? 'Invoice' : 'Credit-Note'}-${number}.pdf`;
  return { filename, pdf };
}
