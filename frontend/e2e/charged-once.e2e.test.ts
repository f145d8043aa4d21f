import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  createStaffCoupon,
  describeLook,
  expectHttpError,
  LOOKS,
  newContext,
  registerViaApi,
  seriousAxeViolations,
  showAs,
  sidewaysScroll,
  type Look,
  useE2E,
} from './support/e2e.ts';

/*
 * Premium is charged once (issue 20), in TEST MODE against the real stack: two tabs racing to pay, Back then Pay
 * again, a double click on Pay, a checkout replaced by another; each ends with exactly one "Paid" in the history
 * and no money kept for the second. Then the screens this changed, at 360 and 1280 px in both themes.
 */

const TEST_PAGE = /\/checkout\/test\/(cs_test_local_[A-Za-z0-9]+)$/;

const { browser, shot } = useE2E();

async function freeUser() {
  const context = await newContext(browser);
  await registerViaApi(context);
  return context;
}

/** /checkout → Pay → the TEST MODE page; answers its session id. */
async function toPaymentPage(page: Page, payLabel = 'Pay $49.00 securely'): Promise<string> {
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Secure Checkout' }).waitFor();
  await page.getByRole('button', { name: payLabel }).click();
  await page.waitForURL(TEST_PAGE);
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor();
  return TEST_PAGE.exec(new URL(page.url()).pathname)![1]!;
}

const payButton = (page: Page) =>
  page.getByRole('group', { name: 'Test payment outcome' }).getByRole('button', { name: /^Pay / });

/** The history as the buyer reads it: each row's status badge. */
async function historyOf(context: BrowserContext): Promise<string[]> {
  const page = await context.newPage();
  await page.goto('/billing');
  const list = page.getByRole('list', { name: 'Purchases' });
  await list.waitFor();
  const statuses = await list
    .locator('li')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('[data-testid="purchase-status"]')?.textContent?.trim() ?? ''),
    );
  await page.close();
  return statuses;
}

/** What billing holds of the buyer's purchases (status and amount), read through the buyer's own API. */
async function purchasesOf(context: BrowserContext) {
  const response = await context.request.get('/api/billing/purchases');
  const body = (await response.json()) as { purchases: Array<{ status: string; amount: number }> };
  return body.purchases.map((purchase) => `${purchase.status} ${purchase.amount}`);
}

describe('TEST MODE charges once', () => {
  test('two tabs pressing Pay: one payment page, one "Paid"; the second tab pays nothing more', async () => {
    const context = await freeUser();
    const [first, second] = [await context.newPage(), await context.newPage()];
    const [one, two] = await Promise.all([toPaymentPage(first), toPaymentPage(second)]);
    expect(two).toBe(one);

    await payButton(first).click();
    await first.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();

    // The second tab still shows its Pay button from before: pressing it charges nothing and shows the one payment.
    await payButton(second).click();
    await second.waitForURL(/\/payment-success\?session_id=/);
    await second.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    expect(await purchasesOf(context)).toEqual(['paid 4900']);
    expect((await historyOf(context)).filter((status) => status === 'Paid')).toHaveLength(1);
  });

  test('two tabs, the second adding a coupon: the first page expires and its Pay is refused; one "Paid"', async () => {
    const code = `HALF${Date.now().toString(36).toUpperCase()}`;
    await createStaffCoupon(code, 50);
    const context = await freeUser();
    const [first, second] = [await context.newPage(), await context.newPage()];
    await toPaymentPage(first);
    await second.goto('/checkout');
    await second.getByLabel('Coupon code').fill(code);
    await second.getByRole('button', { name: 'Apply' }).click();
    await second.getByText('Coupon Valid!').waitFor();
    await second.getByRole('button', { name: 'Pay $24.50 securely' }).click();
    await second.waitForURL(TEST_PAGE);
    await payButton(second).click();
    await second.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();

    expectHttpError(409, /\/api\/billing\/test-checkout\/cs_test_local_/, 'POST');
    await payButton(first).click();
    await first.getByText('Nothing was charged').first().waitFor();
    await first.getByText('You already have Premium; nothing was charged', { exact: true }).waitFor();
    expect(await payButton(first).count()).toBe(0);
    expect(await purchasesOf(context)).toEqual(['paid 2450', 'expired 4900']);
    expect(await historyOf(context)).toEqual(['Paid', 'Expired']);
  });

  test('Back to Checkout, then Pay again (with a double click): one payment, /payment-success, no error toast', async () => {
    const context = await freeUser();
    const page = await context.newPage();
    const sessionId = await toPaymentPage(page);
    await page.getByRole('link', { name: 'Back to Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Secure Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Pay $49.00 securely' }).click();
    await page.waitForURL(TEST_PAGE);
    expect(TEST_PAGE.exec(new URL(page.url()).pathname)![1]).toBe(sessionId);

    await payButton(page).dblclick();
    await page.waitForURL(/\/payment-success\?session_id=/);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    expect(await page.getByText('Already settled').count()).toBe(0);

    // Back to the payment page again: paid, no Pay button; and /checkout has nothing more to sell.
    await page.goBack();
    await page.waitForURL(TEST_PAGE);
    await page.getByText('This test payment is paid').waitFor();
    expect(await payButton(page).count()).toBe(0);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: /You already have AI Readiness Premium/ }).waitFor();
    expect(await purchasesOf(context)).toEqual(['paid 4900']);
    expect(await historyOf(context)).toEqual(['Paid']);

    // Its invoice, a PDF through the gateway.
    await page.goto('/billing');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download invoice INV-\d{6} \(PDF\)$/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^AI-Readiness-Invoice-INV-\d{6}\.pdf$/);
  });
});

/** The looks in an order that reloads the page once, for the dark theme: a resize needs none. */
const IN_PLACE: Look[] = [LOOKS[0]!, LOOKS[1]!, LOOKS[3]!, LOOKS[2]!];

/**
 * The screen the page is on, in each look (resized and re-themed in place, no new profile): ready again, then no
 * serious axe violations, no sideways scrolling, and a screenshot.
 */
async function checkEveryLook(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  for (const look of IN_PLACE) {
    await showAs(page, look);
    await ready();
    await page.evaluate(() => document.fonts.ready);
    expect(await seriousAxeViolations(page), `${name} at ${describeLook(look)}`).toEqual([]);
    expect(
      await sidewaysScroll(page),
      `${name} scrolls sideways at ${describeLook(look)}`,
    ).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: shot(`charged-once-${name}-${look.viewport.width}-${look.theme}`),
      fullPage: true,
    });
  }
}

describe('the screens of issue 20 at 360 and 1280 px in both themes look right', () => {
  test('signed out: the product card with "Sign in to buy"', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/checkout');
    await checkEveryLook(page, 'checkout-signed-out', () =>
      page.getByRole('link', { name: 'Sign in to buy' }).waitFor(),
    );
  });

  test('signed out: the landing page’s pricing', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/');
    for (const look of IN_PLACE) {
      await showAs(page, look);
      const pricing = page.getByRole('region', { name: 'Pricing' });
      await pricing.scrollIntoViewIfNeeded();
      await pricing.getByText('Priority support').waitFor();
      await pricing.screenshot({ path: shot(`charged-once-pricing-${look.viewport.width}-${look.theme}`) });
    }
  });

  test('a checkout replaced by another: its page says it expired; the history says Expired', async () => {
    const context = await freeUser();
    const page = await context.newPage();
    const stale = await toPaymentPage(page);
    const code = `TEN${Date.now().toString(36)}`.toUpperCase();
    await createStaffCoupon(code, 10);
    await page.goto('/checkout');
    await page.getByLabel('Coupon code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon Valid!').waitFor();
    await page.getByRole('button', { name: 'Pay $44.10 securely' }).click();
    await page.waitForURL(TEST_PAGE);
    await page.goto(`/checkout/test/${stale}`);
    await checkEveryLook(page, 'test-page-expired', () =>
      page.getByText('This checkout has expired; nothing was charged').waitFor(),
    );
    await page.goto('/billing');
    await checkEveryLook(page, 'billing-open-and-expired', () =>
      page.getByRole('list', { name: 'Purchases' }).getByText('Expired', { exact: true }).waitFor(),
    );
  });
});
