import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  client_reference_id: string | null;
  customer_email: string | null;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  payment_intent: string | null;
  metadata: Record<string, string>;
  payment_intent_metadata: Record<string, string>;
  success_url: string;
  expires_at: number | null;
}

export interface StubRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** The `metadata[userId]=…` keys of a form body as a record. */
function record(form: URLSearchParams, key: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of form) {
    const match = name.startsWith(`${key}[`) ? /\[([^\]]+)\]$/.exec(name) : null;
    if (match && name === `${key}[${match[1]}]`) out[match[1]!] = value;
  }
  return out;
}

/**
 * A Stripe-compatible stub on loopback answering what billing calls through the official SDK: checkout sessions
 * (create with `expires_at` between 30 minutes and 24 hours ahead, retrieve, expire: only an open one) and
 * refunds (create; a repeated idempotency key answers the first refund, as Stripe does, and a payment is refunded
 * at most once). Tests move its sessions on (paid, expired, …) as Stripe would.
 */
export async function startStripeStub() {
  const sessions = new Map<string, StubSession>();
  const refunds: StubRefund[] = [];
  const refundsByKey = new Map<string, StubRefund>();
  const expired: string[] = [];
  const requests: Array<{ method: string; path: string; authorization: string | undefined }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
      const form = new URLSearchParams(body);
      const answer = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(value));
      };
      const missing = () =>
        answer(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${path}` },
        });
      const invalid = (message: string) => answer(400, { error: { type: 'invalid_request_error', message } });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const expiresAt = form.get('expires_at') ? Number(form.get('expires_at')) : null;
        const now = Math.floor(Date.now() / 1000);
        if (expiresAt !== null && (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 60 * 60))
          return invalid('expires_at must be between 30 minutes and 24 hours from now');
        const session: StubSession = {
          id: id('cs_test'),
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id('x')}`,
          mode: form.get('mode') ?? '',
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          metadata: record(form, 'metadata'),
          payment_intent_metadata: record(form, 'payment_intent_data[metadata]'),
          success_url: form.get('success_url') ?? '',
          expires_at: expiresAt,
        };
        sessions.set(session.id, session);
        return answer(200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1]!);
        return session ? answer(200, session) : missing();
      }
      const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expireMatch) {
        const session = sessions.get(expireMatch[1]!);
        if (!session) return missing();
        if (session.status !== 'open')
          return invalid(
            `Only Checkout Sessions with a status in ["open"] can be expired (this one is ${session.status})`,
          );
        session.status = 'expired';
        expired.push(session.id);
        return answer(200, session);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const key = req.headers['idempotency-key'] as string | undefined;
        const earlier = key ? refundsByKey.get(key) : undefined;
        if (earlier) return answer(200, earlier);
        const paymentIntent = form.get('payment_intent') ?? '';
        if (refunds.some((refund) => refund.payment_intent === paymentIntent))
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge for ${paymentIntent} has already been refunded.`,
            },
          });
        const refund: StubRefund = {
          id: id('re'),
          object: 'refund',
          payment_intent: paymentIntent,
          reason: form.get('reason'),
          status: 'succeeded',
          metadata: record(form, 'metadata'),
          idempotencyKey: key,
        };
        refunds.push(refund);
        if (key) refundsByKey.set(key, refund);
        return answer(200, refund);
      }
      return missing();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    refunds,
    /** Sessions expired through the API (`checkout.sessions.expire`), in order. */
    expired,
    requests,
    /** Stripe expired the session itself (its `expires_at` passed). */
    lapse(sessionId: string) {
      const session = sessions.get(sessionId)!;
      session.status = 'expired';
      return session;
    },
    /**
     * The buyer paid: the session is complete and paid, with its payment intent. (Also a session this stub already
     * expired: a buyer who pressed Pay on Stripe's page a moment before it was expired.)
     */
    pay(sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
      const session = sessions.get(sessionId)!;
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.payment_intent ??= id('pi');
      return session;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
