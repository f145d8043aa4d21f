import type { Request, Response } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { BILLING_ADMIN_API_ROUTES, BILLING_API_ROUTES } from '@readiness/contracts/billing-api-routes';
import { reply, serveRoutes } from '@readiness/service';
import type { BillingContext, RequestMeta } from '../domain/context.ts';
import { applyStaffCoupon } from '../domain/apply-staff-coupon.ts';
import { createCheckoutSession } from '../domain/create-checkout-session.ts';
import { getBillingStatus } from '../domain/get-billing-status.ts';
import { getPurchaseDocument, type PurchaseDocument } from '../domain/get-purchase-document.ts';
import { getPurchaseReceipt } from '../domain/get-purchase-receipt.ts';
import { handleBillingWebhook } from '../domain/handle-billing-webhook.ts';
import { listAllPurchases } from '../domain/list-all-purchases.ts';
import { listPurchases } from '../domain/list-purchases.ts';
import { createCoupon } from '../domain/create-coupon.ts';
import { disableCoupon } from '../domain/disable-coupon.ts';
import { listCoupons } from '../domain/list-coupons.ts';
import { refundPurchase } from '../domain/refund-purchase.ts';
import { completeTestCheckout } from '../domain/complete-test-checkout.ts';
import { getTestCheckout } from '../domain/get-test-checkout.ts';
import { getLegalInfo } from '../domain/get-legal-info.ts';
import { validateCoupon } from '../domain/validate-coupon.ts';
import { verifyPaymentSession } from '../domain/verify-payment-session.ts';

const metaOf = (req: Request): RequestMeta => ({
  requestId: typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : null,
  actorId: req.identity?.userId ?? null,
});

function sendPdf(res: Response, file: PurchaseDocument): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.setHeader('Content-Length', String(file.pdf.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(file.pdf);
}

/** Billing's public API, served from its contracts: parse, call the use case, answer. */
export function billingRoutes(ctx: BillingContext, keys: JWTVerifyGetKey, checkResponses = false) {
  return serveRoutes(
    BILLING_API_ROUTES,
    {
      getLegalInfo: () => getLegalInfo(ctx),
      getBillingStatus: ({ identity }) => getBillingStatus(ctx, identity.userId),
      validateCoupon: ({ identity, body }) => validateCoupon(ctx, identity.userId, body.couponCode),
      applyStaffCoupon: ({ identity, body, req }) =>
        applyStaffCoupon(ctx, identity, body.couponCode, metaOf(req)),
      createCheckoutSession: ({ identity, body, req }) =>
        createCheckoutSession(ctx, identity, body.couponCode, metaOf(req)),
      verifyPaymentSession: ({ identity, body, req }) =>
        verifyPaymentSession(ctx, identity, body.sessionId, metaOf(req)),
      handleBillingWebhook: ({ req }) => {
        const signature = req.headers['stripe-signature'];
        return handleBillingWebhook(
          ctx,
          req.rawBody,
          typeof signature === 'string' ? signature : undefined,
          metaOf(req),
        );
      },
      listPurchases: ({ identity }) => listPurchases(ctx, identity.userId),
      getPurchaseReceipt: ({ identity, params }) => getPurchaseReceipt(ctx, identity.userId, params.id),
      downloadInvoice: async ({ identity, params, res }) =>
        sendPdf(res, await getPurchaseDocument(ctx, identity.userId, params.id, 'invoice')),
      downloadCreditNote: async ({ identity, params, res }) =>
        sendPdf(res, await getPurchaseDocument(ctx, identity.userId, params.id, 'credit-note')),
      refundPurchase: ({ identity, params, req }) => refundPurchase(ctx, identity, params.id, metaOf(req)),
      getTestCheckout: ({ identity, params }) => getTestCheckout(ctx, identity, params.sessionId),
      completeTestCheckout: ({ identity, params, body, req }) =>
        completeTestCheckout(ctx, identity, params.sessionId, body.outcome, metaOf(req)),
    },
    { keys, checkResponses },
  );
}

/** Admins: staff coupons and everyone's purchases (the admin role and a valid admin key). */
export function billingAdminRoutes(ctx: BillingContext, keys: JWTVerifyGetKey, checkResponses = false) {
  return serveRoutes(
    BILLING_ADMIN_API_ROUTES,
    {
      listCoupons: () => listCoupons(ctx.db),
      createCoupon: async ({ body, req }) => reply(201, await createCoupon(ctx.db, body, metaOf(req))),
      disableCoupon: ({ params, req }) => disableCoupon(ctx.db, params.code, metaOf(req)),
      listAllPurchases: () => listAllPurchases(ctx),
    },
    { keys, checkResponses },
  );
}
