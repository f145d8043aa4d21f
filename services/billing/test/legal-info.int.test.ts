import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBilling, startTokenIssuer, type RunningBilling } from './harness.ts';

// GET /api/legal: what the Terms, Privacy, Refunds and Contact pages print, public, from billing's settings.
let issuer: Awaited<ReturnType<typeof startTokenIssuer>>;
const running: RunningBilling[] = [];
beforeAll(async () => {
  issuer = await startTokenIssuer();
});
afterAll(async () => {
  await Promise.all(running.map((billing) => billing.stop()));
  await issuer?.stop();
});

async function legalOf(overrides: Record<string, string>) {
  const billing = await startBilling(issuer, overrides);
  running.push(billing);
  const answer = await call(billing.url, 'GET', '/api/legal');
  expect(answer.status).toBe(200);
  return answer.data as Record<string, unknown> & { seller: Record<string, string> };
}

describe('the legal pages’ facts', () => {
  it('says so while the seller is a development placeholder', async () => {
    const legal = await legalOf({});
    expect(legal).toMatchObject({
      isPlaceholder: true,
      payments: 'test-mode',
      refundWindowDays: 30,
      product: { name: 'AI Readiness Premium', amount: 4900, currency: 'usd' },
    });
    expect(legal.seller).toMatchObject({
      name: 'Development seller — set SELLER_NAME',
      phone: 'Set SELLER_PHONE',
      supportEmail: 'support@seller.example',
    });
  });

  it('prints the seller’s own settings, without a placeholder or an .example address', async () => {
    const legal = await legalOf({
      SELLER_NAME: 'Readiness Labs Ltd',
      SELLER_ADDRESS: '2 Harbour Road, Cork T12 AB34, Ireland',
      SELLER_TAX_ID: 'IE7654321Q',
      SELLER_PHONE: '+353 21 555 0100',
      SELLER_EMAIL: 'billing@readinesslabs.ie',
      SUPPORT_EMAIL: 'Help@ReadinessLabs.ie',
    });
    expect(legal.isPlaceholder).toBe(false);
    expect(legal.seller).toEqual({
      name: 'Readiness Labs Ltd',
      address: '2 Harbour Road, Cork T12 AB34, Ireland',
      taxId: 'IE7654321Q',
      phone: '+353 21 555 0100',
      supportEmail: 'help@readinesslabs.ie',
      billingEmail: 'billing@readinesslabs.ie',
    });
    expect(JSON.stringify(legal)).not.toMatch(/\.example|SELLER_/);
  });
});
