import { z } from 'zod';
import { text } from './common.ts';

// The product, its price and what it gives: in a module of their own without zod, for the landing page.
export * from './billing-plans.ts';

/** Why money went back to the buyer (the `billing.purchase.refunded` event's reason too). */
export const REFUND_REASONS = ['guarantee', 'duplicate-payment', 'dispute', 'admin'] as const;
export const ZRefundReason = z.enum(REFUND_REASONS);
export type TRefundReason = z.infer<typeof ZRefundReason>;

export const COUPON_CODE_MAX_LENGTH = 40;

/** A coupon code as the user typed it: trimmed and upper-cased, letters, digits, dashes and underscores. */
export const ZCouponCode = text('couponCode must be a string')
  .trim()
  .toUpperCase()
  .min(1, 'couponCode is required')
  .max(COUPON_CODE_MAX_LENGTH, `couponCode must be at most ${COUPON_CODE_MAX_LENGTH} characters`)
  .regex(/^[A-Z0-9_-]+$/, 'couponCode must be letters, digits, dashes or underscores');

// ---- Coupons (checkout page) ----

export const ZValidateCouponRequest = z.strictObject({ couponCode: ZCouponCode });
export type TValidateCouponRequest = z.input<typeof ZValidateCouponRequest>;

/** `discount` is a percent (0 to 100); 0 with `error` when the coupon cannot be used by this user. */
export const ZValidateCouponResponse = z.object({
  valid: z.boolean(),
  discount: z.number().int().min(0).max(100),
  description: z.string().optional(),
  error: z.string().optional(),
});
export type TValidateCouponResponse = z.infer<typeof ZValidateCouponResponse>;

export const ZApplyStaffCouponRequest = z.strictObject({ couponCode: ZCouponCode });
export type TApplyStaffCouponRequest = z.input<typeof ZApplyStaffCouponRequest>;

/** A failure is a 4xx with the error shape (`error` says why); this is the success answer. */
export const ZApplyStaffCouponResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type TApplyStaffCouponResponse = z.infer<typeof ZApplyStaffCouponResponse>;

// ---- Checkout ----

export const ZCreateCheckoutSessionRequest = z.strictObject({
  productType: z.literal('premium', { error: 'productType must be "premium"' }),
  /** Optional; an empty or blank code means none. Trimmed and upper-cased like the checkout page does. */
  couponCode: text('couponCode must be a string')
    .trim()
    .toUpperCase()
    .max(COUPON_CODE_MAX_LENGTH, `couponCode must be at most ${COUPON_CODE_MAX_LENGTH} characters`)
    .regex(/^[A-Z0-9_-]*$/, 'couponCode must be letters, digits, dashes or underscores')
    .optional(),
});
export type TCreateCheckoutSessionRequest = z.input<typeof ZCreateCheckoutSessionRequest>;

/**
 * Either the provider's payment page to send the browser to (`url`: Stripe Checkout, or in TEST MODE the app's
 * own `/checkout/test/<sessionId>`), or `staffCoupon: true` when the coupon is 100% (apply it with
 * apply-staff-coupon: no payment is needed).
 */
export const ZCreateCheckoutSessionResponse = z.union([
  z.object({ url: z.string(), sessionId: z.string(), testMode: z.boolean() }),
  z.object({ staffCoupon: z.literal(true) }),
]);
export type TCreateCheckoutSessionResponse = z.infer<typeof ZCreateCheckoutSessionResponse>;

/** A checkout session's payment state, as the provider last reported it. */
export const PAYMENT_STATUSES = [
  /** Created, the buyer has not paid yet. */
  'open',
  /** Paid by a method that settles later (a bank debit, or TEST MODE's "processing"): check again. */
  'processing',
  'paid',
  'failed',
  'expired',
  /** Paid, then refunded in full. */
  'refunded',
  /** Paid, then disputed (a chargeback): premium is suspended until a won dispute. */
  'disputed',
] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZVerifyPaymentSessionRequest = z.strictObject({
  sessionId: text('sessionId is required')
    .trim()
    .min(1, 'sessionId is required')
    .max(255, 'sessionId must be at most 255 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'sessionId must be letters, digits, dashes or underscores'),
});
export type TVerifyPaymentSessionRequest = z.input<typeof ZVerifyPaymentSessionRequest>;

export const ZPaymentSession = z.object({
  /** The checkout session id (the transaction id the page shows). */
  id: z.string(),
  /** Charged, in cents (after the coupon). */
  amount: z.number().int().min(0),
  currency: z.string(),
  status: ZPaymentStatus,
  productName: z.string(),
  /** Made with the TEST MODE provider: no money moved. */
  testMode: z.boolean(),
  /** The purchase in the history (receipt, refund). */
  purchaseId: z.string().uuid(),
  /** True once this purchase's premium is active. */
  premiumActive: z.boolean(),
  /** Set when this payment was refunded (`duplicate-payment`: the buyer already held premium). */
  refundReason: ZRefundReason.nullable(),
});
export type TPaymentSession = z.infer<typeof ZPaymentSession>;

/**
 * `success` is true when the payment is done and premium active. While `session.status` is `processing` the
 * page says so and asks again; `failed` / `expired` come with `error`.
 */
export const ZVerifyPaymentSessionResponse = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  session: ZPaymentSession,
});
export type TVerifyPaymentSessionResponse = z.infer<typeof ZVerifyPaymentSessionResponse>;

// ---- Entitlement and purchases ----

/** Premium from a purchase only moves forward: none → active → refunded / disputed (→ active on a won dispute). */
export const ENTITLEMENT_STATES = ['none', 'active', 'refunded', 'disputed'] as const;
export const ZEntitlementState = z.enum(ENTITLEMENT_STATES);
export type TEntitlementState = z.infer<typeof ZEntitlementState>;

export const PAYMENT_PROVIDERS = ['stripe', 'test', 'coupon'] as const;
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

export const ZPurchase = z.object({
  id: z.string().uuid(),
  /** The provider's checkout session id (null for a 100% staff coupon). */
  sessionId: z.string().nullable(),
  productType: z.literal('premium'),
  productName: z.string(),
  /** Before the coupon, in cents. */
  listAmount: z.number().int().min(0),
  discountPercent: z.number().int().min(0).max(100),
  couponCode: z.string().nullable(),
  /** Charged, in cents. */
  amount: z.number().int().min(0),
  currency: z.string(),
  provider: ZPaymentProvider,
  testMode: z.boolean(),
  status: ZPaymentStatus,
  entitlement: ZEntitlementState,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** The last day of the money-back guarantee (null when nothing was paid). */
  refundableUntil: z.string().nullable(),
  /** The buyer can refund it now (paid, not refunded or disputed, within the window). */
  canRefund: z.boolean(),
  /** Why it was refunded (`duplicate-payment`: the buyer already held premium; refunded automatically). */
  refundReason: ZRefundReason.nullable(),
  /** Until when an open checkout can be paid (null for a staff coupon). */
  expiresAt: z.string().nullable(),
  /** The invoice of a paid purchase (PDF at /api/billing/purchases/:id/invoice). */
  invoiceNumber: z.string().nullable(),
  /** The credit note of a refunded one (PDF at /api/billing/purchases/:id/credit-note). */
  creditNoteNumber: z.string().nullable(),
});
export type TPurchase = z.infer<typeof ZPurchase>;

export const ZPurchaseList = z.object({ purchases: z.array(ZPurchase) });
export type TPurchaseList = z.infer<typeof ZPurchaseList>;

export const ZPurchaseIdParams = z.object({ id: z.string().uuid('the purchase id must be a UUID') });

export const ZBillingStatus = z.object({
  /** Payments go to the TEST MODE provider (no Stripe keys): every screen says so. */
  testMode: z.boolean(),
  product: z.object({
    type: z.literal('premium'),
    name: z.string(),
    amount: z.number().int(),
    currency: z.string(),
  }),
  refundWindowDays: z.number().int(),
  /** The caller's premium from billing (a purchase or a staff coupon): `active` or not. */
  premium: z.object({
    active: z.boolean(),
    purchaseId: z.string().uuid().nullable(),
    since: z.string().nullable(),
  }),
});
export type TBillingStatus = z.infer<typeof ZBillingStatus>;

export const ZReceipt = z.object({
  receiptNumber: z.string(),
  purchaseId: z.string().uuid(),
  issuedAt: z.string(),
  seller: z.string(),
  buyerEmail: z.string(),
  transactionId: z.string().nullable(),
  testMode: z.boolean(),
  provider: ZPaymentProvider,
  lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  status: ZPaymentStatus,
  paidAt: z.string().nullable(),
  refund: z.object({ amount: z.number().int(), refundedAt: z.string() }).nullable(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZRefundResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  purchase: ZPurchase,
});
export type TRefundResponse = z.infer<typeof ZRefundResponse>;

// ---- TEST MODE provider's checkout page (/checkout/test/:sessionId) ----

export const ZTestCheckoutParams = z.object({
  sessionId: z
    .string()
    .max(255)
    .regex(/^cs_test_local_[A-Za-z0-9]+$/, 'not a TEST MODE checkout session id'),
});

export const ZTestCheckoutSession = z.object({
  sessionId: z.string(),
  testMode: z.literal(true),
  productName: z.string(),
  listAmount: z.number().int(),
  discountPercent: z.number().int(),
  couponCode: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: ZPaymentStatus,
  /** The buyer already holds premium (from another purchase): the page offers no payment. */
  alreadyPremium: z.boolean(),
  /** Until when it can be paid. */
  expiresAt: z.string().nullable(),
  /** Where the page sends the browser after an outcome (`/payment-success?session_id=…`). */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TTestCheckoutSession = z.infer<typeof ZTestCheckoutSession>;

/**
 * `pay`: paid at once; `decline`: the card is declined (failed); `processing`: a payment that settles a few
 * seconds later (the payment page polls until it is paid).
 */
export const TEST_CHECKOUT_OUTCOMES = ['pay', 'decline', 'processing'] as const;
export const ZTestCheckoutRequest = z.strictObject({
  outcome: z.enum(TEST_CHECKOUT_OUTCOMES, { error: 'outcome must be pay, decline or processing' }),
});
export type TTestCheckoutRequest = z.input<typeof ZTestCheckoutRequest>;

export const ZTestCheckoutResponse = z.object({
  status: ZPaymentStatus,
  /** Where to send the browser now. */
  redirectUrl: z.string(),
});
export type TTestCheckoutResponse = z.infer<typeof ZTestCheckoutResponse>;

// ---- Webhook ----

export const ZWebhookResponse = z.object({ received: z.literal(true) });

// ---- Admin: staff coupons and purchases ----

export const ZCoupon = z.object({
  code: z.string(),
  percent: z.number().int().min(1).max(100),
  description: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  expiresAt: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

export const ZCreateCouponRequest = z.strictObject({
  code: ZCouponCode,
  percent: z
    .number({ error: 'percent must be a whole number from 1 to 100' })
    .int('percent must be a whole number from 1 to 100')
    .min(1, 'percent must be at least 1')
    .max(100, 'percent must be at most 100'),
  description: text('description must be a string').trim().max(200).optional(),
  maxUses: z
    .number({ error: 'maxUses must be a positive whole number' })
    .int('maxUses must be a positive whole number')
    .min(1, 'maxUses must be at least 1')
    .max(1_000_000)
    .nullable()
    .optional(),
  /** ISO date or date-time; the coupon works until the end of that moment (a date: until the end of that day, UTC). */
  expiresAt: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .nullable()
    .optional(),
});
export type TCreateCouponRequest = z.input<typeof ZCreateCouponRequest>;

export const ZCouponList = z.object({ coupons: z.array(ZCoupon) });
export type TCouponList = z.infer<typeof ZCouponList>;

export const ZCouponParams = z.object({
  code: z
    .string()
    .max(COUPON_CODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/, 'not a coupon code'),
});

export const ZAdminPurchase = ZPurchase.extend({ userId: z.string().uuid(), email: z.string() });
export const ZAdminPurchaseList = z.object({ purchases: z.array(ZAdminPurchase) });
export type TAdminPurchaseList = z.infer<typeof ZAdminPurchaseList>;

/**
 * What the legal pages (Terms, Privacy, Refunds, Contact) print about the seller and the product, from billing's
 * settings: the seller on the invoices, the support contact, how payments are taken and the refund window.
 */
export const ZLegalInfo = z.object({
  seller: z.object({
    name: z.string(),
    address: z.string(),
    taxId: z.string(),
    phone: z.string(),
    supportEmail: z.string(),
    billingEmail: z.string(),
  }),
  /** True while any of these is a development placeholder (the pages say so). */
  isPlaceholder: z.boolean(),
  /** `stripe` with Stripe's keys; `test-mode` otherwise (no money is taken). */
  payments: z.enum(['stripe', 'test-mode']),
  product: z.object({ name: z.string(), amount: z.number().int(), currency: z.string() }),
  refundWindowDays: z.number().int(),
});
export type TLegalInfo = z.infer<typeof ZLegalInfo>;

/**
 * Billing's internal route for the notifications service: the invoice PDF of a buyer's paid purchase, to attach to
 * the receipt email (internal token; the buyer's own purchase only, anything else a 404).
 */
export const internalInvoicePdfPath = (userId: string, purchaseId: string) =>
  `/internal/users/${encodeURIComponent(userId)}/purchases/${encodeURIComponent(purchaseId)}/invoice.pdf`;
