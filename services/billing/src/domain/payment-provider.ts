import type { TPaymentStatus } from '@readiness/contracts/billing';

/**
 * A payment provider as billing sees it: Stripe (the official SDK) or the local TEST MODE provider. Both answer
 * in these terms, and both drive the same fulfilment (fulfil-checkout-session.ts, apply-charge-event.ts).
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  readonly testMode: boolean;
  createCheckoutSession(input: NewCheckoutSession): Promise<{ id: string; url: string }>;
  /** The session as the provider holds it now; null when it does not know it. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /**
   * Expires an open session so that it can no longer be paid (Stripe: `checkout.sessions.expire`). The session as
   * it is afterwards: `expired`, or what it had become meanwhile (a buyer who completed it first: `paid`).
   */
  expireSession(sessionId: string): Promise<ProviderSession | null>;
  /**
   * Refunds the payment in full, once: `key` names the refund (Stripe's idempotency key), so a retry of the same
   * refund (a redelivered webhook, a double click) answers the refund already made.
   */
  refund(input: {
    paymentIntentId: string;
    purchaseId: string;
    key: string;
    reason: 'duplicate' | 'requested_by_customer';
  }): Promise<{ refundId: string }>;
  /** Verifies a webhook's signature over its raw bytes and reads it; throws SIGNATURE_INVALID. Stripe only. */
  readWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export interface NewCheckoutSession {
  purchaseId: string;
  userId: string;
  email: string;
  productName: string;
  /** To charge, in cents, the coupon already taken off. */
  amount: number;
  listAmount: number;
  discountPercent: number;
  couponCode: string | null;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** After this the session can no longer be paid (Stripe's `expires_at`). */
  expiresAt: Date;
}

/** A checkout session, reduced to what fulfilment reads. */
export interface ProviderSession {
  id: string;
  /** The user it was created for (`client_reference_id`). */
  userId: string | null;
  purchaseId: string | null;
  status: Extract<TPaymentStatus, 'open' | 'processing' | 'paid' | 'failed' | 'expired'>;
  amount: number;
  currency: string;
  paymentIntentId: string | null;
}

/** A provider event billing acts on, reduced to its facts; `id` is the provider's event id. */
export type ProviderEvent =
  | { id: string; type: string; kind: 'session'; session: ProviderSession }
  | {
      id: string;
      type: string;
      kind: 'refund';
      paymentIntentId: string | null;
      purchaseId: string | null;
      amount: number;
      amountRefunded: number;
      refundId: string | null;
    }
  | {
      id: string;
      type: string;
      kind: 'dispute';
      paymentIntentId: string | null;
      purchaseId: string | null;
      disputeId: string;
      /** `open` on charge.dispute.created; `won` or `lost` on charge.dispute.closed. */
      outcome: 'open' | 'won' | 'lost';
    }
  | { id: string; type: string; kind: 'ignored' };
