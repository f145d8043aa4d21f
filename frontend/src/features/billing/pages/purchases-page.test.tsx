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
