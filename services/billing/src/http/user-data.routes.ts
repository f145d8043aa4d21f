import type { Router } from 'express';
import { internalApiToken } from '@readiness/contracts';
import { internalUserRoutes } from '@readiness/service';
import type { BillingContext } from '../domain/context.ts';
import { exportUserData } from '../domain/export-user-data.ts';
import { listPurchases } from '../domain/list-purchases.ts';

/**
 * Internal token only (the kit's internalUserRoutes): `GET /internal/users/:userId/export`, what billing holds
 * about a user, for auth's "Download my data"; `GET /internal/users/:userId/purchases`, the user's purchases as
 * their purchases page lists them (ZPurchaseList), for chat's assistant ("did my payment go through?").
 */
export function userDataRoutes(ctx: BillingContext): Router {
  return internalUserRoutes(internalApiToken(ctx.env), {
    export: (userId) => exportUserData(ctx.db, userId),
    purchases: (userId) => listPurchases(ctx, userId),
  });
}
