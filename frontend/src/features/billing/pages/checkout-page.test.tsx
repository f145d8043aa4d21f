import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { toast } from 'sonner';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, startTestApi } from '../../../test/test-app.tsx';
import { TEST_USER } from '../../../test/users.ts';
import { EMPTY_STATS } from '../../dashboard/test-fixtures.ts';
import { BILLING_STATUS, SESSION_ID } from '../test-fixtures.ts';

let api: Awaited<ReturnType<typeof startTestApi>>;
/** The percent the stubbed validate-coupon answers for each code; a code not listed is not valid. */
const coupons: Record<string, { discount: number; description: string }> = {
  STAFF25: { discount: 25, description: 'Partner discount' },
  HALF: { discount: 50, description: '50% staff discount' },
  STAFF100: { discount: 100, description: 'Staff access' },
};

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  toast.dismiss();
  api.state.user = TEST_USER;
  api.server.requests.length = 0;
  api.state.routes = {
    'GET /api/billing/status': (_req, res) => sendJson(res, 200, BILLING_STATUS),
    'GET /api/user/stats': (_req, res) => sendJson(res, 200, EMPTY_STATS),
    'POST /api/validate-coupon': (req, res) => {
      const { couponCode } = JSON.parse(req.body) as { couponCode: string };
      const coupon = coupons[couponCode];
      sendJson(
        res,
        200,
        coupon
          ? { valid: true, ...coupon }
          : { valid: false, discount: 0, error: 'This coupon code does not exist' },
      );
    },
  };
});

const couponInput = () => screen.getByLabelText('Coupon code');
const applyButton = () => screen.getByRole('button', { name: 'Apply' });
const total = () => screen.getByTestId('total').textContent;
const requestsTo = (method: string, path: string) =>
  api.server.requests.filter((request) => request.method === method && request.url === path);

async function openCheckout() {
  renderApp('/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Secure Checkout' });
}

function applyCoupon(typed: string) {
  fireEvent.change(couponInput(), { target: { value: typed } });
  fireEvent.click(applyButton());
}

describe('/checkout', () => {
  test('shows the premium card (lifetime, never "1 year"), TEST MODE, and a $49.00 order', async () => {
    await openCheckout();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: 'AI Readiness Premium' })).toBeTruthy();
    expect(screen.getByText('Lifetime access')).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Test mode' }).textContent).toContain('TEST MODE');
    expect(document.body.textContent).not.toMatch(/1 year|one year|annual/i);
    expect(screen.getByTestId('subtotal').textContent).toBe('$49.00');
    expect(screen.queryByTestId('discount')).toBeNull();
    expect(total()).toBe('$49.00');
    expect(screen.getByRole('button', { name: 'Pay $49.00 securely' })).toBeTruthy();
  });

  test('the code is trimmed and upper-cased as typed; Apply is disabled while empty', async () => {
    await openCheckout();
    expect(applyButton()).toHaveProperty('disabled', true);
    fireEvent.change(couponInput(), { target: { value: '  ' } });
    expect((couponInput() as HTMLInputElement).value).toBe('');
    expect(applyButton()).toHaveProperty('disabled', true);
    fireEvent.change(couponInput(), { target: { value: ' staff25 ' } });
    expect((couponInput() as HTMLInputElement).value).toBe('STAFF25');
    expect(applyButton()).toHaveProperty('disabled', false);
  });

  test('a valid coupon: "Coupon Valid!" with its description and percent; discount = 49 × percent / 100', async () => {
    await openCheckout();
    applyCoupon('staff25');
    expect(await screen.findByText('Coupon Valid!')).toBeTruthy();
    expect(screen.getByText('Partner discount: 25% off applied')).toBeTruthy();
    expect(JSON.parse(requestsTo('POST', '/api/validate-coupon')[0]!.body)).toEqual({
      couponCode: 'STAFF25',
    });
    expect(screen.getByTestId('discount').textContent).toBe('−$12.25');
    expect(total()).toBe('$36.75');
    expect(screen.getByRole('button', { name: 'Pay $36.75 securely' })).toBeTruthy();
  });

  test('Apply is disabled while the code is being checked', async () => {
    let answer: (() => void) | undefined;
    api.state.routes['POST /api/validate-coupon'] = (_req, res) => {
      answer = () => sendJson(res, 200, { valid: true, discount: 10, description: 'Ten' });
    };
    await openCheckout();
    applyCoupon('STAFF10');
    const checking = await screen.findByRole('button', { name: 'Checking...' });
    expect(checking).toHaveProperty('disabled', true);
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await screen.findByText('Coupon Valid!')).toBeTruthy();
    expect(total()).toBe('$44.10');
  });

  test('an invalid coupon: "Invalid Coupon" with the reason, and the discount back to 0', async () => {
    await openCheckout();
    applyCoupon('STAFF25');
    await screen.findByText('25% discount applied');
    expect(total()).toBe('$36.75');
    applyCoupon('NOPE');
    expect(await screen.findByText('Invalid Coupon')).toBeTruthy();
    expect(screen.getByText('This coupon code does not exist')).toBeTruthy();
    expect(screen.queryByTestId('discount')).toBeNull();
    expect(total()).toBe('$49.00');
  });

  test('when the check itself fails: "Validation Error", discount 0', async () => {
    api.state.routes['POST /api/validate-coupon'] = (_req, res) =>
      sendJson(res, 503, { error: 'Service unavailable', code: ERROR_CODES.SERVICE_UNAVAILABLE });
    await openCheckout();
    applyCoupon('STAFF25');
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(screen.getByText('Unable to validate coupon. Please try again.')).toBeTruthy();
    expect(total()).toBe('$49.00');
  });

  test('at 100%: "Activate Premium Access (FREE)" applies the staff coupon, grants premium, then /dashboard after 2 s', async () => {
    api.state.routes['POST /api/apply-staff-coupon'] = (_req, res) => {
      api.state.user = { ...TEST_USER, subscriptionTier: 'premium' };
      sendJson(res, 200, { success: true, message: 'Premium access granted with STAFF100' });
    };
    await openCheckout();
    applyCoupon('staff100');
    await screen.findByText('100% discount applied');
    expect(total()).toBe('$0.00');
    const activate = screen.getByRole('button', { name: 'Activate Premium Access (FREE)' });
    fireEvent.click(activate);
    expect(await screen.findByText('Premium Access Granted!')).toBeTruthy();
    expect(JSON.parse(requestsTo('POST', '/api/apply-staff-coupon')[0]!.body)).toEqual({
      couponCode: 'STAFF100',
    });
    expect(requestsTo('POST', '/api/create-checkout-session')).toHaveLength(0);
    // Still on checkout for the first 2 s, then the dashboard, where the header knows the user is premium.
    expect(screen.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Welcome, / }, { timeout: 6000 }),
    ).toBeTruthy();
    expect(requestsTo('GET', '/api/auth/user').length).toBeGreaterThan(1);
  });

  test('paying: creates the session with the checked coupon and goes to the payment page it returns', async () => {
    api.state.routes['POST /api/create-checkout-session'] = (_req, res) =>
      sendJson(res, 200, { url: `/checkout/test/${SESSION_ID}`, sessionId: SESSION_ID, testMode: true });
    api.state.routes[`GET /api/billing/test-checkout/${SESSION_ID}`] = (_req, res) =>
      sendJson(res, 200, {
        sessionId: SESSION_ID,
        testMode: true,
        productName: 'AI Readiness Premium',
        listAmount: 4900,
        discountPercent: 25,
        couponCode: 'STAFF25',
        amount: 3675,
        currency: 'usd',
        status: 'open',
        alreadyPremium: false,
        expiresAt: '2026-11-20T10:31:00.000Z',
        successUrl: `/payment-success?session_id=${SESSION_ID}`,
        cancelUrl: '/checkout',
      });
    await openCheckout();
    applyCoupon('STAFF25');
    await screen.findByText('25% discount applied');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $36.75 securely' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test payment' })).toBeTruthy();
    expect(JSON.parse(requestsTo('POST', '/api/create-checkout-session')[0]!.body)).toEqual({
      productType: 'premium',
      couponCode: 'STAFF25',
    });
    const outcome = screen.getByRole('group', { name: 'Test payment outcome' });
    expect(within(outcome).getByRole('button', { name: /Pay \$36\.75/ })).toBeTruthy();
    expect(within(outcome).getByRole('button', { name: /Decline/ })).toBeTruthy();
    expect(within(outcome).getByRole('button', { name: /Simulate processing/ })).toBeTruthy();
  });

  test('a session answered with the staff-coupon flag applies the coupon instead', async () => {
    api.state.routes['POST /api/create-checkout-session'] = (_req, res) =>
      sendJson(res, 200, { staffCoupon: true });
    api.state.routes['POST /api/apply-staff-coupon'] = (_req, res) => sendJson(res, 200, { success: true });
    await openCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00 securely' }));
    expect(await screen.findByText('Premium Access Granted!')).toBeTruthy();
  });

  test('a session that cannot be created: "Checkout Error"', async () => {
    let answer: (() => void) | undefined;
    api.state.routes['POST /api/create-checkout-session'] = (_req, res) => {
      answer = () =>
        sendJson(res, 502, { error: 'Stripe did not answer', code: ERROR_CODES.PAYMENT_PROVIDER_ERROR });
    };
    await openCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00 securely' }));
    expect(await screen.findByRole('button', { name: 'Creating secure session...' })).toHaveProperty(
      'disabled',
      true,
    );
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await screen.findByText('Checkout Error')).toBeTruthy();
    expect(screen.getByText('Unable to create secure payment session. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $49.00 securely' })).toHaveProperty('disabled', false);
  });

  test('a premium user sees that they have it, and nothing to buy', async () => {
    api.state.routes['GET /api/billing/status'] = (_req, res) =>
      sendJson(res, 200, {
        ...BILLING_STATUS,
        premium: { active: true, purchaseId: null, since: '2026-11-01T00:00:00.000Z' },
      });
    renderApp('/checkout');
    expect(
      await screen.findByRole('heading', { name: /You already have AI Readiness Premium/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay|Activate/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Purchase history' }).getAttribute('href')).toBe('/billing');
  });
});

describe('/checkout copy', () => {
  test('a coupon whose description names its percent says it once: "50% staff discount applied"', async () => {
    await openCheckout();
    applyCoupon('half');
    expect(await screen.findByText('Coupon Valid!')).toBeTruthy();
    expect(screen.getByText('50% staff discount applied')).toBeTruthy();
    expect(document.body.textContent).not.toContain('50% staff discount: 50% discount applied');
    expect(total()).toBe('$24.50');
  });
});

describe('/checkout signed out', () => {
  test('shows the product, its price and what it includes, with "Sign in to buy" and no payment', async () => {
    api.state.user = null;
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Readiness Premium' })).toBeTruthy();
    expect(screen.getByText('$49.00')).toBeTruthy();
    const included = screen.getByRole('list', { name: 'Included in Premium' });
    for (const feature of [
      'Priority support',
      'Advanced prompt optimisation',
      'Strategic planning assistant',
    ])
      expect(within(included).getByText(feature)).toBeTruthy();
    expect(screen.getByText(/30-day money-back guarantee/)).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to buy' });
    expect(signIn.getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
    expect(requestsTo('GET', '/api/billing/status')).toHaveLength(0);
    fireEvent.click(signIn);
    expect(await screen.findByRole('tab', { name: /sign in/i })).toBeTruthy();
  });
});
