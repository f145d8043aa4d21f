import { expect, it } from 'vitest';
import { ZBillingEnv } from './env.ts';

const issuesOf = (env: Record<string, string>) => {
  const result = ZBillingEnv.safeParse(env);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

it('takes real payments only with both Stripe keys, or runs TEST MODE with neither', () => {
  expect(issuesOf({})).toEqual([]);
  expect(issuesOf({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual([]);
  expect(issuesOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
    'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe), or neither (TEST MODE)',
  ]);
});

const SELLER = {
  SELLER_NAME: 'Readiness Ltd',
  SELLER_ADDRESS: '1 Main Street, Dublin D01, Ireland',
  SELLER_TAX_ID: 'IE1234567X',
};

it('refuses a live key unless the app is served over https', () => {
  const live = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', ...SELLER };
  expect(issuesOf({ ...live, APP_ORIGIN: 'http://shop.example.com' })).toEqual([
    'a live Stripe key (sk_live_) needs the app served over https: set APP_ORIGIN to its https origin',
  ]);
  expect(issuesOf({ ...live, APP_ORIGIN: 'https://shop.example.com' })).toEqual([]);
});

it('prints development placeholders for the seller, and refuses them with a live key', () => {
  const env = ZBillingEnv.parse({});
  expect(env.SELLER_NAME).toBe('Development seller — set SELLER_NAME');
  expect(env.SELLER_TAX_ID).toBe('Set SELLER_TAX_ID');
  const live = {
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    APP_ORIGIN: 'https://shop.example.com',
  };
  expect(issuesOf({ ...live, SELLER_NAME: SELLER.SELLER_NAME })).toEqual([
    "a live Stripe key (sk_live_) issues real invoices: set SELLER_ADDRESS to the seller's own",
    "a live Stripe key (sk_live_) issues real invoices: set SELLER_TAX_ID to the seller's own",
  ]);
  expect(issuesOf({ ...live, ...SELLER })).toEqual([]);
});
