import { PREMIUM_PRODUCT, type TPaymentStatus, type TPurchase } from '@readiness/contracts/billing';
import { formatDate, formatMoney } from '@readiness/contracts/format';

/** The list price in dollars (spec section 9: $49). */
export const PREMIUM_PRICE = PREMIUM_PRODUCT.amount / 100;

/** Where the failure screen's Contact Support mail goes. */
export const SUPPORT_EMAIL = 'support@aireadiness.app';

/** Spec section 9: discount = 49 × percent / 100; total = 49 − discount. */
export function orderTotals(percent: number, price: number = PREMIUM_PRICE) {
  const discount = (price * percent) / 100;
  return { subtotal: price, discount, total: Math.max(0, price - discount) };
}

/** Dollars to 2 decimals, written by the product's one money format: `$49.00`, `$24.50`, `−$24.50`. */
export function formatUsd(dollars: number): string {
  return formatMoney(Math.round(dollars * 100), 'usd');
}

/** Cents as the provider reports them (spec section 9: amount shown as cents / 100), in the product's one format. */
export function formatCents(cents: number, currency = 'usd'): string {
  return formatMoney(cents, currency);
}

/** A purchase's status as the history shows it: a duplicate payment refunded automatically says so. */
export function purchaseStatusLabel(purchase: Pick<TPurchase, 'status' | 'refundReason'>): string {
  if (purchase.status === 'refunded' && purchase.refundReason === 'duplicate-payment')
    return 'Duplicate payment, refunded';
  return PAYMENT_STATUS_LABELS[purchase.status];
}

/** A date the purchase may not have yet (paid, refunded): the product's date format, else a dash. */
export const formatOptionalDate = (iso: string | null) => (iso ? formatDate(iso) : '—');

export const PAYMENT_STATUS_LABELS: Record<TPaymentStatus, string> = {
  open: 'Awaiting payment',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

/**
 * Where the app should go for a URL the billing service returned: a path of this app (relative, or absolute on
 * this origin) is navigated to inside the SPA; anything else (Stripe Checkout) is left to the browser.
 */
export function inAppPath(url: string, origin: string = window.location.origin): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}
