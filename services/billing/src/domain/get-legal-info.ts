import { PREMIUM_PRODUCT, REFUND_WINDOW_DAYS, type TLegalInfo } from '@readiness/contracts/billing';
import { DEV_SELLER } from '../env.ts';
import type { BillingContext } from './context.ts';

/** The facts the legal pages print: the seller billing invoices as, its contact, payments and the refund window. */
export function getLegalInfo(ctx: BillingContext): TLegalInfo {
  const { env } = ctx;
  const seller = {
    name: env.SELLER_NAME,
    address: env.SELLER_ADDRESS,
    taxId: env.SELLER_TAX_ID,
    phone: env.SELLER_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    billingEmail: env.SELLER_EMAIL,
  };
  const placeholders: string[] = Object.values(DEV_SELLER);
  return {
    seller,
    isPlaceholder: Object.values(seller).some((value) => placeholders.includes(value)),
    payments: ctx.provider.testMode ? 'test-mode' : 'stripe',
    product: {
      name: PREMIUM_PRODUCT.name,
      amount: PREMIUM_PRODUCT.amount,
      currency: PREMIUM_PRODUCT.currency,
    },
    refundWindowDays: REFUND_WINDOW_DAYS,
  };
}
