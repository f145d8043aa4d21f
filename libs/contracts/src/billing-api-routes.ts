// The billing service's entries of the API catalogue (gathered into API_ROUTES in api-routes.ts).
import type { ApiResponse, ApiRoute } from './api-route.ts';
import {
  ZAdminPurchaseList,
  ZApplyStaffCouponRequest,
  ZApplyStaffCouponResponse,
  ZBillingStatus,
  ZCoupon,
  ZCouponList,
  ZCouponParams,
  ZCreateCheckoutSessionRequest,
  ZCreateCheckoutSessionResponse,
  ZCreateCouponRequest,
  ZLegalInfo,
  ZPurchaseIdParams,
  ZPurchaseList,
  ZReceipt,
  ZRefundResponse,
  ZTestCheckoutParams,
  ZTestCheckoutRequest,
  ZTestCheckoutResponse,
  ZTestCheckoutSession,
  ZValidateCouponRequest,
  ZValidateCouponResponse,
  ZVerifyPaymentSessionRequest,
  ZVerifyPaymentSessionResponse,
  ZWebhookResponse,
} from './billing.ts';
import { BAD_INPUT, NOT_ADMIN, SIGNED_OUT, errorResponse as error } from './route-responses.ts';

const ALREADY_PREMIUM = error('Already premium (ALREADY_PREMIUM): there is nothing to buy');
const PROVIDER_FAILED = error('The payment provider failed to answer; retry shortly');
const PDF: ApiResponse = {
  description: 'The PDF file (Content-Disposition: attachment)',
  contentType: 'application/pdf',
};
const PURCHASE_NOT_FOUND = error(
  'No such purchase of the caller (PAYMENT_NOT_FOUND; another user’s is a 404 too)',
);

export const BILLING_API_ROUTES = {
  getLegalInfo: {
    method: 'get',
    path: '/api/legal',
    service: 'billing',
    access: 'public',
    summary:
      'The seller (name, address, support email and phone), how payments are taken and the refund window, for the legal pages',
    responses: { 200: { description: 'The legal pages’ facts', schema: ZLegalInfo } },
  },
  getBillingStatus: {
    method: 'get',
    path: '/api/billing/status',
    service: 'billing',
    access: 'user',
    summary:
      'The product and price, whether payments run in TEST MODE, and the caller’s premium from billing',
    responses: { 200: { description: 'Billing status', schema: ZBillingStatus }, 401: SIGNED_OUT },
  },
  validateCoupon: {
    method: 'post',
    path: '/api/validate-coupon',
    service: 'billing',
    access: 'user',
    summary: 'Check a staff coupon for the caller: its percent and description, or why it cannot be used',
    body: ZValidateCouponRequest,
    responses: {
      200: {
        description: '`valid` with the percent (`discount`), or `valid: false`, `discount: 0` and `error`',
        schema: ZValidateCouponResponse,
      },
      400: BAD_INPUT,
      401: SIGNED_OUT,
    },
  },
  applyStaffCoupon: {
    method: 'post',
    path: '/api/apply-staff-coupon',
    service: 'billing',
    access: 'user',
    summary: 'Redeem a 100% staff coupon: premium without any payment (one use per user, counted atomically)',
    body: ZApplyStaffCouponRequest,
    responses: {
      200: { description: 'Premium granted', schema: ZApplyStaffCouponResponse },
      400: error('Bad input, or the coupon is unknown, disabled, expired or below 100% (COUPON_INVALID)'),
      401: SIGNED_OUT,
      409: error(
        'Already premium (ALREADY_PREMIUM), the coupon already used by this user (COUPON_ALREADY_REDEEMED) or used up (COUPON_EXHAUSTED)',
      ),
    },
  },
  createCheckoutSession: {
    method: 'post',
    path: '/api/create-checkout-session',
    service: 'billing',
    access: 'user',
    summary:
      'Start paying for Premium ($49 less the coupon): the payment page to send the browser to, or `staffCoupon: true` for a 100% coupon',
    body: ZCreateCheckoutSessionRequest,
    responses: {
      200: {
        description: 'The payment page, or the staff-coupon flag',
        schema: ZCreateCheckoutSessionResponse,
      },
      400: error('Bad input, or the coupon cannot be used (COUPON_INVALID)'),
      401: SIGNED_OUT,
      409: ALREADY_PREMIUM,
      502: PROVIDER_FAILED,
    },
  },
  verifyPaymentSession: {
    method: 'post',
    path: '/api/verify-payment-session',
    service: 'billing',
    access: 'user',
    summary:
      'Re-read a checkout session from the provider and fulfil it if paid (the same fulfilment as the webhook; never signs anyone in)',
    body: ZVerifyPaymentSessionRequest,
    responses: {
      200: {
        description: 'The session: `success` when paid and premium active; `processing` means ask again',
        schema: ZVerifyPaymentSessionResponse,
      },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: error('The session belongs to another user'),
      404: error('No such checkout session (PAYMENT_NOT_FOUND)'),
      502: PROVIDER_FAILED,
    },
  },
  handleBillingWebhook: {
    method: 'post',
    path: '/api/billing/webhook',
    service: 'billing',
    access: 'public',
    summary:
      'Stripe webhook: the raw body signed in `Stripe-Signature` (300 s tolerance); each event applied exactly once',
    responses: {
      200: {
        description: 'Received (applied, or already applied, or not one billing acts on)',
        schema: ZWebhookResponse,
      },
      400: error('Missing, stale or wrong signature, or not an event (SIGNATURE_INVALID)'),
      404: error('Webhooks are off: payments run in TEST MODE'),
      413: error('Body too large'),
    },
  },
  listPurchases: {
    method: 'get',
    path: '/api/billing/purchases',
    service: 'billing',
    access: 'user',
    summary: 'The caller’s purchases, newest first (staff-coupon grants included)',
    responses: { 200: { description: 'Purchases', schema: ZPurchaseList }, 401: SIGNED_OUT },
  },
  getPurchaseReceipt: {
    method: 'get',
    path: '/api/billing/purchases/:id/receipt',
    service: 'billing',
    access: 'user',
    summary: 'The receipt of one of the caller’s purchases',
    params: ZPurchaseIdParams,
    responses: {
      200: { description: 'The receipt', schema: ZReceipt },
      401: SIGNED_OUT,
      404: PURCHASE_NOT_FOUND,
      409: error('Nothing was paid yet (NOT_REFUNDABLE): no receipt'),
    },
  },
  downloadInvoice: {
    method: 'get',
    path: '/api/billing/purchases/:id/invoice',
    service: 'billing',
    access: 'user',
    summary:
      'The invoice of one of the caller’s paid purchases as a PDF (seller, buyer, number, line, discount, total, status)',
    params: ZPurchaseIdParams,
    responses: {
      200: PDF,
      400: BAD_INPUT,
      401: SIGNED_OUT,
      404: PURCHASE_NOT_FOUND,
      409: error('Nothing was paid for this purchase (NOT_INVOICED): no invoice'),
    },
  },
  downloadCreditNote: {
    method: 'get',
    path: '/api/billing/purchases/:id/credit-note',
    service: 'billing',
    access: 'user',
    summary: 'The credit note of one of the caller’s refunded purchases as a PDF (the invoice it cancels)',
    params: ZPurchaseIdParams,
    responses: {
      200: PDF,
      400: BAD_INPUT,
      401: SIGNED_OUT,
      404: PURCHASE_NOT_FOUND,
      409: error('This purchase was not refunded (NOT_INVOICED): no credit note'),
    },
  },
  refundPurchase: {
    method: 'post',
    path: '/api/billing/purchases/:id/refund',
    service: 'billing',
    access: 'user',
    summary: 'The 30-day money-back guarantee: refund a paid purchase in full, once; premium is revoked',
    params: ZPurchaseIdParams,
    responses: {
      200: { description: 'Refunded; premium revoked', schema: ZRefundResponse },
      401: SIGNED_OUT,
      404: PURCHASE_NOT_FOUND,
      409: error(
        'Past the 30 days (REFUND_WINDOW_CLOSED), already refunded (ALREADY_REFUNDED), or not a paid purchase (NOT_REFUNDABLE)',
      ),
      502: PROVIDER_FAILED,
    },
  },
  getTestCheckout: {
    method: 'get',
    path: '/api/billing/test-checkout/:sessionId',
    service: 'billing',
    access: 'user',
    summary: 'TEST MODE: what the local checkout page shows for one of the caller’s sessions',
    params: ZTestCheckoutParams,
    responses: {
      200: { description: 'The TEST MODE checkout session', schema: ZTestCheckoutSession },
      401: SIGNED_OUT,
      403: error('The session belongs to another user'),
      404: error('No such TEST MODE session, or payments do not run in TEST MODE (PAYMENT_NOT_FOUND)'),
    },
  },
  completeTestCheckout: {
    method: 'post',
    path: '/api/billing/test-checkout/:sessionId',
    service: 'billing',
    access: 'user',
    summary: 'TEST MODE: pay, decline, or start a payment that settles a few seconds later',
    params: ZTestCheckoutParams,
    body: ZTestCheckoutRequest,
    responses: {
      200: { description: 'The outcome and where to go next', schema: ZTestCheckoutResponse },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: error('The session belongs to another user'),
      404: error('No such TEST MODE session, or payments do not run in TEST MODE (PAYMENT_NOT_FOUND)'),
      409: error(
        'The session is already settled (PAYMENT_SETTLED), expired (CHECKOUT_EXPIRED), or the buyer already holds premium (ALREADY_PREMIUM); nothing was charged',
      ),
    },
  },
} satisfies Record<string, ApiRoute>;

export const BILLING_ADMIN_API_ROUTES = {
  listCoupons: {
    method: 'get',
    path: '/api/admin/coupons',
    service: 'billing',
    access: 'admin',
    summary: 'Staff coupons, newest first, with their uses',
    responses: { 200: { description: 'Coupons', schema: ZCouponList }, 401: SIGNED_OUT, 403: NOT_ADMIN },
  },
  createCoupon: {
    method: 'post',
    path: '/api/admin/coupons',
    service: 'billing',
    access: 'admin',
    summary: 'Create a staff coupon: percent 1 to 100, optional expiry and maximum uses',
    body: ZCreateCouponRequest,
    responses: {
      201: { description: 'Created', schema: ZCoupon },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      409: error('A coupon with this code exists (COUPON_EXISTS)'),
    },
  },
  disableCoupon: {
    method: 'post',
    path: '/api/admin/coupons/:code/disable',
    service: 'billing',
    access: 'admin',
    summary: 'Disable a staff coupon (it can no longer be redeemed; redemptions made stand)',
    params: ZCouponParams,
    responses: {
      200: { description: 'Disabled', schema: ZCoupon },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: error('No such coupon'),
    },
  },
  listAllPurchases: {
    method: 'get',
    path: '/api/admin/purchases',
    service: 'billing',
    access: 'admin',
    summary: 'The latest purchases of every user (TEST MODE ones marked), newest first',
    responses: {
      200: { description: 'Purchases', schema: ZAdminPurchaseList },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
} satisfies Record<string, ApiRoute>;
