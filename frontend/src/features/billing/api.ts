import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZApplyStaffCouponResponse,
  ZBillingStatus,
  ZCreateCheckoutSessionResponse,
  ZPurchaseList,
  ZReceipt,
  ZRefundResponse,
  ZTestCheckoutResponse,
  ZTestCheckoutSession,
  ZValidateCouponResponse,
  ZVerifyPaymentSessionResponse,
  type TCreateCheckoutSessionRequest,
  type TTestCheckoutRequest,
  type TVerifyPaymentSessionResponse,
} from '@readiness/contracts/billing';
import { isPremiumTier } from '@readiness/contracts/premium';
import { apiJson, apiRequest } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { CURRENT_USER_KEY } from '../auth/api.ts';

/*
 * Query keys: the API paths. Everything billing shows is read again after a purchase, a staff coupon or a refund
 * (refreshAfterEntitlementChange), together with every other screen's data, since premium changes what they hold.
 */
export const BILLING_STATUS_KEY = ['/api/billing/status'] as const;
export const PURCHASES_KEY = ['/api/billing/purchases'] as const;
export const VERIFY_PAYMENT_KEY = ['/api/verify-payment-session'] as const;
export const receiptKey = (purchaseId: string) => ['/api/billing/purchases', purchaseId, 'receipt'] as const;
export const testCheckoutKey = (sessionId: string) => ['/api/billing/test-checkout', sessionId] as const;
export const verifyPaymentKey = (sessionId: string) => [...VERIFY_PAYMENT_KEY, sessionId] as const;

const purchasePath = (id: string) => `/api/billing/purchases/${encodeURIComponent(id)}`;
const testCheckoutPath = (sessionId: string) => `/api/billing/test-checkout/${encodeURIComponent(sessionId)}`;

/**
 * Premium was granted or revoked: every screen's data is read again (the current user's tier, the dashboard's
 * figures, results, reports, resources, billing), active screens at once and the others when they open. The
 * payment verification itself is left alone (it is what said so).
 */
export function refreshAfterEntitlementChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== VERIFY_PAYMENT_KEY[0],
  });
}

/**
 * Billing tells auth through an event; auth's tier follows a moment later. Until the current user says premium
 * (or `attempts` run out), read it again every `intervalMs`, so the header, dashboard and results switch without
 * signing in again.
 */
export async function waitForTier(
  queryClient: QueryClient,
  isWanted: (tier: string | undefined) => boolean,
  { attempts = 10, intervalMs = 1000 }: { attempts?: number; intervalMs?: number } = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY, exact: true });
    const user = queryClient.getQueryData<{ subscriptionTier?: string } | null>(CURRENT_USER_KEY);
    if (isWanted(user?.subscriptionTier)) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// Status and checkout

/** GET /api/billing/status: the product, TEST MODE or not, and the caller's premium from billing. */
export function useBillingStatus() {
  return useQuery({
    queryKey: BILLING_STATUS_KEY,
    queryFn: ({ signal }) => apiJson('GET', '/api/billing/status', ZBillingStatus, { signal }),
  });
}

/** POST /api/validate-coupon: the percent and description, or `valid: false` with why. */
export function useValidateCoupon() {
  return useMutation({
    mutationFn: (couponCode: string) =>
      apiJson('POST', '/api/validate-coupon', ZValidateCouponResponse, { body: { couponCode } }),
  });
}

/** POST /api/apply-staff-coupon: premium without payment (a 100% coupon). */
export function useApplyStaffCoupon() {
  return useMutation({
    mutationFn: (couponCode: string) =>
      apiJson('POST', '/api/apply-staff-coupon', ZApplyStaffCouponResponse, { body: { couponCode } }),
  });
}

/** POST /api/create-checkout-session: the payment page to go to, or `staffCoupon: true`. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (body: TCreateCheckoutSessionRequest) =>
      apiJson('POST', '/api/create-checkout-session', ZCreateCheckoutSessionResponse, { body }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Payment verification

/** How often the payment page asks again while the provider says `processing`. */
export const PROCESSING_POLL_MS = 3000;

export function isStillProcessing(answer: TVerifyPaymentSessionResponse | undefined): boolean {
  return answer?.session.status === 'processing';
}

/**
 * POST /api/verify-payment-session, as a query of the session: asked once, then again every few seconds while the
 * payment is still processing. Not asked without a session id.
 */
export function useVerifyPayment(sessionId: string | null, pollMs = PROCESSING_POLL_MS) {
  return useQuery({
    queryKey: verifyPaymentKey(sessionId ?? ''),
    enabled: sessionId !== null,
    queryFn: ({ signal }) =>
      apiJson('POST', '/api/verify-payment-session', ZVerifyPaymentSessionResponse, {
        body: { sessionId: sessionId ?? '' },
        signal,
      }),
    refetchInterval: (query) => (isStillProcessing(query.state.data) ? pollMs : false),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// TEST MODE checkout page

export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: testCheckoutKey(sessionId),
    queryFn: ({ signal }) => apiJson('GET', testCheckoutPath(sessionId), ZTestCheckoutSession, { signal }),
  });
}

export function useCompleteTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (outcome: TTestCheckoutRequest['outcome']) =>
      apiJson('POST', testCheckoutPath(sessionId), ZTestCheckoutResponse, { body: { outcome } }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Purchases, receipts, refunds

export function usePurchases() {
  return useQuery({
    queryKey: PURCHASES_KEY,
    queryFn: ({ signal }) => apiJson('GET', '/api/billing/purchases', ZPurchaseList, { signal }),
  });
}

export function useReceipt(purchaseId: string, enabled: boolean) {
  return useQuery({
    queryKey: receiptKey(purchaseId),
    enabled,
    queryFn: ({ signal }) => apiJson('GET', `${purchasePath(purchaseId)}/receipt`, ZReceipt, { signal }),
  });
}

/** POST /api/billing/purchases/:id/refund: the 30-day money-back guarantee. Premium ends; everything is re-read. */
export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) =>
      apiJson('POST', `${purchasePath(purchaseId)}/refund`, ZRefundResponse),
    onSuccess: async () => {
      await refreshAfterEntitlementChange(queryClient);
      // Auth's tier follows billing's revocation a moment later.
      void waitForTier(queryClient, (tier) => !isPremiumTier(tier));
    },
  });
}

/** The invoice (or credit note) PDF of one of the buyer's purchases, saved under its number. */
export async function downloadPurchaseDocument(
  purchaseId: string,
  kind: 'invoice' | 'credit-note',
  number: string,
): Promise<void> {
  const response = await apiRequest('GET', `${purchasePath(purchaseId)}/${kind}`);
  const name = kind === 'invoice' ? 'Invoice' : 'Credit-Note';
  saveFile(await response.blob(), `AI-Readiness-${name}-${number}.pdf`);
}
