import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '@readiness/service';
import type {
  NewCheckoutSession,
  PaymentProvider,
  ProviderEvent,
  ProviderSession,
} from '../domain/payment-provider.ts';

/** Stripe's default: a signature older than 5 minutes is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a Stripe-compatible stub on loopback. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

// What billing reads of Stripe's objects, parsed at the edge (Stripe sends much more).
const ZSession = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  status: z.string().nullish(),
  payment_status: z.string(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
const ZCharge = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  payment_intent: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  refunds: z.object({ data: z.array(z.object({ id: z.string() })) }).nullish(),
});
const ZDispute = z.object({
  id: z.string(),
  status: z.string(),
  payment_intent: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function toProviderSession(raw: unknown, override?: ProviderSession['status']): ProviderSession {
  const session = ZSession.parse(raw);
  const status: ProviderSession['status'] =
    override ??
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
      ? 'paid'
      : session.status === 'expired'
        ? 'expired'
        : session.status === 'complete'
          ? 'processing' // completed by the buyer, paid by a method that settles later
          : 'open');
  return {
    id: session.id,
    userId: session.client_reference_id ?? session.metadata?.userId ?? null,
    purchaseId: session.metadata?.purchaseId ?? null,
    status,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    paymentIntentId: idOf(session.payment_intent),
  };
}

const providerFailed = (error: unknown) =>
  new AppError(
    'PAYMENT_PROVIDER_ERROR',
    `The payment provider failed to answer: ${error instanceof Error ? error.message : String(error)}`,
  );

/** Payments through Stripe (the official SDK): Checkout Sessions, signed webhooks, refunds. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
  return {
    name: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_'),

    async createCheckoutSession(input: NewCheckoutSession) {
      const name =
        input.discountPercent > 0
          ? `${input.productName} (coupon ${input.couponCode}: ${input.discountPercent}% off)`
          : input.productName;
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: input.userId,
            customer_email: input.email,
            line_items: [
              {
                quantity: 1,
                // The discount is taken off the price of the session's one line (no Stripe coupon object).
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amount,
                  product_data: { name, description: 'One-time payment, lifetime access' },
                },
              },
            ],
            metadata: {
              userId: input.userId,
              purchaseId: input.purchaseId,
              couponCode: input.couponCode ?? '',
              discountPercent: String(input.discountPercent),
            },
            // Refund and dispute events carry the charge, not the session: the payment intent's metadata names us.
            payment_intent_data: { metadata: { userId: input.userId, purchaseId: input.purchaseId } },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: `checkout-${input.purchaseId}` },
        );
        if (!session.url) throw new Error('Stripe returned a session without a URL');
        return { id: session.id, url: session.url };
      } catch (error) {
        throw providerFailed(error);
      }
    },

    async retrieveSession(sessionId) {
      try {
        return toProviderSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw providerFailed(error);
      }
    },

    async expireSession(sessionId) {
      try {
        return toProviderSession(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Not open any more (completed or expired meanwhile): what it is now decides.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode !== 404)
          return this.retrieveSession(sessionId);
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw providerFailed(error);
      }
    },

    async refund({ paymentIntentId, purchaseId, key, reason }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, reason, metadata: { purchaseId } },
          { idempotencyKey: key },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw providerFailed(error);
      }
    },

    readWebhook(rawBody, signature): ProviderEvent {
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        if (!signature) throw new Error('no Stripe-Signature header');
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new AppError(
          'SIGNATURE_INVALID',
          `Webhook refused: ${error instanceof Error ? error.message : 'bad signature'}`,
        );
      }
      const base = { id: event.id, type: event.type };
      try {
        return readEvent(base, event.data.object);
      } catch (error) {
        if (error instanceof z.ZodError)
          throw new AppError('BAD_REQUEST', `Webhook ${event.type} is not as expected: ${error.message}`);
        throw error;
      }
    },
  };
}

function readEvent(base: { id: string; type: string }, object: unknown): ProviderEvent {
  switch (base.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return { ...base, kind: 'session', session: toProviderSession(object) };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, kind: 'session', session: toProviderSession(object, 'paid') };
    case 'checkout.session.async_payment_failed':
      return { ...base, kind: 'session', session: toProviderSession(object, 'failed') };
    case 'charge.refunded': {
      const charge = ZCharge.parse(object);
      return {
        ...base,
        kind: 'refund',
        paymentIntentId: charge.payment_intent ?? null,
        purchaseId: charge.metadata?.purchaseId ?? null,
        amount: charge.amount,
        amountRefunded: charge.amount_refunded,
        refundId: charge.refunds?.data[0]?.id ?? null,
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = ZDispute.parse(object);
      return {
        ...base,
        kind: 'dispute',
        paymentIntentId: dispute.payment_intent ?? null,
        purchaseId: dispute.metadata?.purchaseId ?? null,
        disputeId: dispute.id,
        outcome: base.type === 'charge.dispute.created' ? 'open' : dispute.status === 'won' ? 'won' : 'lost',
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}
