import { Router } from 'express';
import { z } from 'zod';
import { internalApiToken } from '@readiness/contracts';
import { internalUserRoutes, parse, requireInternalCaller } from '@readiness/service';
import type { BillingContext } from '../domain/context.ts';
import { exportUserData } from '../domain/export-user-data.ts';
import { getPurchaseDocument } from '../domain/get-purchase-document.ts';
import { listPurchases } from '../domain/list-purchases.ts';

const ZInvoiceParams = z.object({
  userId: z.string().uuid({ error: 'userId must be a UUID' }),
  purchaseId: z.string().uuid({ error: 'purchaseId must be a UUID' }),
});

/**
 * Internal token only: `GET /internal/users/:userId/export` (what billing holds about a user, for auth's "Download
 * my data", the kit's internalUserRoutes); `GET /internal/users/:userId/purchases`, the user's purchases as their
 * purchases page lists them (ZPurchaseList), for chat's assistant ("did my payment go through?"); and the invoice
 * PDF of a user's purchase (internalInvoicePdfPath), which the notifications service attaches to the receipt email:
 * billing renders its own invoices, nobody else does.
 */
export function userDataRoutes(ctx: BillingContext): Router {
  const token = internalApiToken(ctx.env);
  const router = internalUserRoutes(token, {
    export: (userId) => exportUserData(ctx.db, userId),
    purchases: (userId) => listPurchases(ctx, userId),
  });
  router.get(
    '/internal/users/:userId/purchases/:purchaseId/invoice.pdf',
    requireInternalCaller(token),
    async (req, res) => {
      const { userId, purchaseId } = parse(ZInvoiceParams, req.params);
      const file = await getPurchaseDocument(ctx, userId, purchaseId, 'invoice');
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(file.pdf);
    },
  );
  return router;
}
