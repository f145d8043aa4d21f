import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { toast } from 'sonner';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';
import { TEST_USER } from '../../../test/users.ts';
import { BILLING_STATUS, PAID_SESSION, SESSION_ID } from '../test-fixtures.ts';
import { PROCESSING_POLL_MS } from '../api.ts';

const api = useTestApi();

beforeEach(() => {
  toast.dismiss();
  api.state.user = TEST_USER;
  api.server.requests.length = 0;
  api.state.routes = {};
});

const verifyRequests = () =>
  api.server.requests.filter((r) => r.method === 'POST' && r.url === '/api/verify-payment-session');
const userRequests = () =>
  api.server.requests.filter((r) => r.method === 'GET' && r.url === '/api/auth/user');

function expectFailureState() {
  expect(screen.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(/^mailto:/);
}

describe('/payment-success', () => {
  test('without a session_id: the verification error toast and the failure state, nothing asked', async () => {
    renderApp('/payment-success');
    expect(await screen.findByText('Payment Verification Error')).toBeTruthy();
    expect(
      screen.getAllByText('No payment session found. Please contact support if you completed a payment.')
        .length,
    ).toBeGreaterThan(0);
    expectFailureState();
    expect(verifyRequests()).toHaveLength(0);
  });

  test('paid: success with product, amount (cents / 100), status and transaction id; premium shows without signing in again', async () => {
    api.state.routes['POST /api/verify-payment-session'] = (_req, res) => {
      api.state.user = { ...TEST_USER, subscriptionTier: 'premium' };
      sendJson(res, 200, { success: true, session: { ...PAID_SESSION, amount: 3675 } });
    };
    renderApp(`/payment-success?session_id=${SESSION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying your payment...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect(await screen.findByText('Your premium features have been activated.')).toBeTruthy();
    expect(JSON.parse(verifyRequests()[0]!.body)).toEqual({ sessionId: SESSION_ID });
    expect(screen.getByText('AI Readiness Premium')).toBeTruthy();
    expect(screen.getByText('$36.75')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText(SESSION_ID)).toBeTruthy();
    expect(screen.getByText('TEST MODE')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Browse Premium Resources' }).getAttribute('href')).toBe(
      '/resources',
    );
    // The current user is read again after the payment: the premium tier reaches every screen at once.
    await waitFor(() => expect(userRequests().length).toBeGreaterThan(1));
  });

  test('processing: says so and asks again every few seconds until paid', async () => {
    let calls = 0;
    api.state.routes['POST /api/verify-payment-session'] = (_req, res) => {
      calls += 1;
      sendJson(
        res,
        200,
        calls === 1
          ? { success: false, session: { ...PAID_SESSION, status: 'processing', premiumActive: false } }
          : { success: true, session: PAID_SESSION },
      );
    };
    renderApp(`/payment-success?session_id=${SESSION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment processing' })).toBeTruthy();
    expect(screen.getByText(/still being processed/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Payment Successful!' },
        { timeout: PROCESSING_POLL_MS + 4000 },
      ),
    ).toBeTruthy();
    expect(verifyRequests()).toHaveLength(2);
  });

  test('failed: the failure state with the reason, Return to Dashboard and Contact Support by mail', async () => {
    api.state.routes['POST /api/verify-payment-session'] = (_req, res) =>
      sendJson(res, 200, {
        success: false,
        error: 'The card was declined.',
        session: { ...PAID_SESSION, status: 'failed', premiumActive: false },
      });
    renderApp(`/payment-success?session_id=${SESSION_ID}`);
    expect(await screen.findByText('The card was declined.')).toBeTruthy();
    expectFailureState();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(verifyRequests()).toHaveLength(1);
  });

  test('a second payment refunded automatically: "You already have Premium", never "Payment Successful!"', async () => {
    api.state.routes['POST /api/verify-payment-session'] = (_req, res) =>
      sendJson(res, 200, {
        success: false,
        error: 'You already had Premium, so this second payment was refunded in full automatically.',
        session: {
          ...PAID_SESSION,
          status: 'refunded',
          premiumActive: false,
          refundReason: 'duplicate-payment',
        },
      });
    renderApp(`/payment-success?session_id=${SESSION_ID}`);
    expect(await screen.findByRole('heading', { name: 'You already have Premium' })).toBeTruthy();
    expect(
      screen.getByText(
        'You already had Premium, so this second payment of $49.00 was refunded in full automatically. Nothing more was charged.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Purchase history' }).getAttribute('href')).toBe('/billing');
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Payment not completed' })).toBeNull();
  });

  test('a verification that fails: "Verification Error" and the failure state', async () => {
    api.state.routes['POST /api/verify-payment-session'] = (_req, res) =>
      sendJson(res, 403, { error: 'This checkout session belongs to another user', code: 'FORBIDDEN' });
    renderApp(`/payment-success?session_id=${SESSION_ID}`);
    expect(await screen.findByText('Verification Error')).toBeTruthy();
    expect(screen.getByText('Unable to verify payment. Please contact support.')).toBeTruthy();
    expectFailureState();
  });
});

describe('/payment-success takes the buyer back to where they chose to upgrade', () => {
  beforeEach(() => {
    api.state.routes = {
      'GET /api/organisations': (_req, res) => sendJson(res, 200, { organisations: [] }),
      'GET /api/billing/status': (_req, res) => sendJson(res, 200, BILLING_STATUS),
      'POST /api/verify-payment-session': (_req, res) => {
        api.state.user = { ...TEST_USER, subscriptionTier: 'premium' };
        sendJson(res, 200, { success: true, session: PAID_SESSION });
      },
    };
  });

  /** Checkout opened, then left for the payment provider: the success page is a new page load. */
  async function payFrom(start: () => Promise<void>) {
    await start();
    expect(
      await screen.findByRole('heading', { name: 'AI Readiness Premium' }, { timeout: 15_000 }),
    ).toBeTruthy();
    cleanup();
    renderApp(`/payment-success?session_id=${SESSION_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }, { timeout: 15_000 }),
    ).toBeTruthy();
  }

  test('Organisations’ Upgrade to Premium: "Create your organisation" first, the dashboard beside it', async () => {
    await payFrom(async () => {
      renderApp('/organisations');
      fireEvent.click(await screen.findByRole('link', { name: 'Upgrade to Premium' }, { timeout: 15_000 }));
    });
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    const create = links.findIndex(([name]) => name === 'Create your organisation');
    expect(links[create]).toEqual(['Create your organisation', '/organisations']);
    expect(create).toBeLessThan(links.findIndex(([name]) => name === 'Go to Dashboard'));
  });

  test('checkout opened another way afterwards (the address bar, a bookmark): the dashboard, as before', async () => {
    renderApp('/organisations');
    fireEvent.click(await screen.findByRole('link', { name: 'Upgrade to Premium' }, { timeout: 15_000 }));
    await screen.findByRole('heading', { name: 'AI Readiness Premium' }, { timeout: 15_000 });
    cleanup();
    await payFrom(() => {
      renderApp('/checkout');
      return Promise.resolve();
    });
    expect(screen.queryByRole('link', { name: 'Create your organisation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Browse Premium Resources' })).toBeTruthy();
  });
});
