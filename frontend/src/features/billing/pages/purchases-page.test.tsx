import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, startTestApi } from '../../../test/test-app.tsx';
import { TEST_USER } from '../../../test/users.ts';
import { BILLING_STATUS, PAID_PURCHASE, PURCHASE_ID } from '../test-fixtures.ts';

let api: Awaited<ReturnType<typeof startTestApi>>;
let purchase = PAID_PURCHASE;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  toast.dismiss();
  purchase = PAID_PURCHASE;
  api.state.user = { ...TEST_USER, subscriptionTier: 'premium' };
  api.server.requests.length = 0;
  api.state.routes = {
    'GET /api/billing/status': (_req, res) =>
      sendJson(res, 200, {
        ...BILLING_STATUS,
        premium: {
          active: purchase.entitlement === 'active',
          purchaseId: PURCHASE_ID,
          since: purchase.paidAt,
        },
      }),
    'GET /api/billing/purchases': (_req, res) => sendJson(res, 200, { purchases: [purchase] }),
  };
});

const refundPath = `/api/billing/purchases/${PURCHASE_ID}/refund`;

describe('/billing', () => {
  test('lists the purchase with its date, amount, status and TEST MODE mark', async () => {
    renderApp('/billing');
    const list = await screen.findByRole('list', { name: 'Purchases' });
    expect(within(list).getByText('AI Readiness Premium')).toBeTruthy();
    expect(within(list).getByText('$49.00')).toBeTruthy();
    expect(within(list).getByText('Paid')).toBeTruthy();
    expect(within(list).getByText('TEST MODE')).toBeTruthy();
    expect(within(list).getByText(/Money-back guarantee until/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Receipt' })).toBeTruthy();
  });

  test('the money-back guarantee: confirm, refund, and the page says premium has ended', async () => {
    api.state.routes[`POST ${refundPath}`] = (_req, res) => {
      purchase = {
        ...PAID_PURCHASE,
        status: 'refunded',
        entitlement: 'refunded',
        refundedAt: '2026-11-21T10:00:00.000Z',
        canRefund: false,
      };
      api.state.user = TEST_USER;
      sendJson(res, 200, { success: true, message: 'Your $49.00 has been refunded.', purchase });
    };
    renderApp('/billing');
    const list = await screen.findByRole('list', { name: 'Purchases' });
    fireEvent.click(within(list).getByRole('button', { name: 'Get a refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your Premium access\s+ends at once/)).toBeTruthy();
    // Nothing is refunded before the confirmation.
    expect(api.server.requests.filter((r) => r.url === refundPath)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $49.00' }));
    expect(await screen.findByText('Refunded $49.00: Premium has ended')).toBeTruthy();
    expect(await within(list).findByText('Refunded')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Get a refund' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Free plan' })).toBeTruthy();
    expect(api.server.requests.filter((r) => r.url === refundPath)).toHaveLength(1);
  });

  test('a refund the server refuses says why and changes nothing on the page', async () => {
    api.state.routes[`POST ${refundPath}`] = (_req, res) =>
      sendJson(res, 409, {
        error: 'The 30-day money-back guarantee has ended for this purchase',
        code: ERROR_CODES.REFUND_WINDOW_CLOSED,
      });
    renderApp('/billing');
    const list = await screen.findByRole('list', { name: 'Purchases' });
    fireEvent.click(within(list).getByRole('button', { name: 'Get a refund' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $49.00' }));
    expect(
      await within(dialog).findByText('The 30-day money-back guarantee has ended for this purchase'),
    ).toBeTruthy();
    expect(screen.queryByText(/Premium has ended/)).toBeNull();
  });
});

describe('/billing says the same thing in the banner, the card and the history, per state', () => {
  const SECOND_ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
  const DUPLICATE = {
    ...PAID_PURCHASE,
    id: SECOND_ID,
    sessionId: 'cs_test_local_second',
    status: 'refunded' as const,
    entitlement: 'refunded' as const,
    refundReason: 'duplicate-payment' as const,
    createdAt: '2026-11-20T10:02:00.000Z',
    paidAt: '2026-11-20T10:03:00.000Z',
    refundedAt: '2026-11-20T10:03:00.000Z',
    canRefund: false,
    invoiceNumber: 'INV-000002',
    creditNoteNumber: 'CN-000001',
  };
  function serve(purchases: (typeof PAID_PURCHASE)[], premiumActive: boolean) {
    api.state.routes['GET /api/billing/status'] = (_req, res) =>
      sendJson(res, 200, {
        ...BILLING_STATUS,
        premium: {
          active: premiumActive,
          purchaseId: premiumActive ? PURCHASE_ID : null,
          since: premiumActive ? PAID_PURCHASE.paidAt : null,
        },
      });
    api.state.routes['GET /api/billing/purchases'] = (_req, res) => sendJson(res, 200, { purchases });
  }
  const cardTitle = async (name: string) => screen.findByRole('heading', { name });

  test('paid: "Premium is active", the row Paid with its invoice', async () => {
    serve([PAID_PURCHASE], true);
    renderApp('/billing');
    expect(await cardTitle('Premium is active')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Purchases' });
    expect(within(list).getByText('Paid')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Download invoice INV-000001 (PDF)' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /credit note/ })).toBeNull();
    expect(screen.queryByText(/Premium has ended/)).toBeNull();
  });

  test('a duplicate payment refunded: the card stays "Premium is active", the row says "Duplicate payment, refunded" with its credit note', async () => {
    serve([DUPLICATE, PAID_PURCHASE], true);
    renderApp('/billing');
    expect(await cardTitle('Premium is active')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Purchases' });
    expect(within(list).getByText('Duplicate payment, refunded')).toBeTruthy();
    expect(
      within(list).getByText(
        'You already had Premium, so this payment of $49.00 was refunded in full automatically on 20 Nov 2026.',
      ),
    ).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Download credit note CN-000001 (PDF)' })).toBeTruthy();
    expect(within(list).getAllByText('Paid')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/Premium has ended|Free plan/);
  });

  test('refunding one of two paid purchases: the banner says Premium stays active, as the card does', async () => {
    const other = {
      ...PAID_PURCHASE,
      id: SECOND_ID,
      sessionId: 'cs_test_local_second',
      invoiceNumber: 'INV-000002',
    };
    let refunded = false;
    api.state.routes['GET /api/billing/status'] = (_req, res) =>
      sendJson(res, 200, {
        ...BILLING_STATUS,
        premium: {
          active: true,
          purchaseId: refunded ? SECOND_ID : PURCHASE_ID,
          since: PAID_PURCHASE.paidAt,
        },
      });
    api.state.routes['GET /api/billing/purchases'] = (_req, res) =>
      sendJson(res, 200, {
        purchases: refunded
          ? [other, { ...PAID_PURCHASE, status: 'refunded', entitlement: 'refunded', canRefund: false }]
          : [other, PAID_PURCHASE],
      });
    api.state.routes[`POST ${refundPath}`] = (_req, res) => {
      refunded = true;
      sendJson(res, 200, {
        success: true,
        message: 'Refunded.',
        purchase: { ...PAID_PURCHASE, status: 'refunded', entitlement: 'refunded', canRefund: false },
      });
    };
    renderApp('/billing');
    const list = await screen.findByRole('list', { name: 'Purchases' });
    fireEvent.click(within(list).getAllByRole('button', { name: 'Get a refund' })[1]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $49.00' }));
    expect(await screen.findByText('Refunded $49.00: Premium stays active')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Premium is active' })).toBeTruthy();
    expect(screen.queryByText(/Premium has ended/)).toBeNull();
  });

  test('refunded under the guarantee: "Free plan", Premium ended on its date, Upgrade offered', async () => {
    serve(
      [
        {
          ...PAID_PURCHASE,
          status: 'refunded',
          entitlement: 'refunded',
          refundReason: 'guarantee',
          refundedAt: '2026-11-21T10:00:00.000Z',
          canRefund: false,
          creditNoteNumber: 'CN-000002',
        },
      ],
      false,
    );
    renderApp('/billing');
    expect(await cardTitle('Free plan')).toBeTruthy();
    expect(
      screen.getByText(
        'Premium ended when your payment was refunded on 21 Nov 2026. You can buy it again any time.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Purchases' });
    expect(within(list).getByText('Refunded')).toBeTruthy();
    expect(within(list).getByText('Refunded in full on 21 Nov 2026.')).toBeTruthy();
  });

  test('disputed: "Premium is suspended", no upgrade offered', async () => {
    serve([{ ...PAID_PURCHASE, status: 'disputed', entitlement: 'disputed', canRefund: false }], false);
    renderApp('/billing');
    expect(await cardTitle('Premium is suspended')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Purchases' });
    expect(within(list).getByText('Disputed')).toBeTruthy();
  });

  test('expired: the row says Expired and nothing was charged; the card offers the upgrade; never "Awaiting payment"', async () => {
    serve(
      [
        {
          ...PAID_PURCHASE,
          status: 'expired',
          entitlement: 'none',
          paidAt: null,
          refundableUntil: null,
          canRefund: false,
          invoiceNumber: null,
        },
      ],
      false,
    );
    renderApp('/billing');
    expect(await cardTitle('Free plan')).toBeTruthy();
    expect(screen.getByText('Upgrade once for lifetime access to everything.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Purchases' });
    expect(within(list).getByText('Expired')).toBeTruthy();
    expect(
      within(list).getByText(
        'This checkout can no longer be paid (it expired, or a newer one replaced it). Nothing was charged.',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('Awaiting payment');
    expect(within(list).queryByRole('button', { name: /Invoice|Receipt/ })).toBeNull();
  });
});

describe('/billing receipt', () => {
  test('a coupon’s discount is written "−$24.50", never "$-24.50"', async () => {
    purchase = { ...PAID_PURCHASE, discountPercent: 50, couponCode: 'HALF', amount: 2450 };
    api.state.routes[`GET /api/billing/purchases/${PURCHASE_ID}/receipt`] = (_req, res) =>
      sendJson(res, 200, {
        receiptNumber: 'INV-000001',
        purchaseId: PURCHASE_ID,
        issuedAt: PAID_PURCHASE.paidAt,
        seller: 'AI Readiness',
        buyerEmail: 'buyer@example.com',
        transactionId: PAID_PURCHASE.sessionId,
        testMode: true,
        provider: 'test',
        lines: [
          { description: 'AI Readiness Premium', amount: 4900 },
          { description: 'Coupon HALF (50% off)', amount: -2450 },
        ],
        subtotal: 4900,
        discount: 2450,
        total: 2450,
        currency: 'usd',
        status: 'paid',
        paidAt: PAID_PURCHASE.paidAt,
        refund: null,
      });
    renderApp('/billing');
    const list = await screen.findByRole('list', { name: 'Purchases' });
    fireEvent.click(within(list).getByRole('button', { name: 'Receipt' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findAllByText('−$24.50')).length).toBeGreaterThan(0);
    expect(dialog.textContent).not.toContain('$-');
    expect(dialog.textContent).not.toContain('−−');
  });
});
