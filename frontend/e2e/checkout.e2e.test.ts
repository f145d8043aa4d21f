import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  createStaffCoupon,
  describeLook,
  LOOKS,
  newContext,
  registerViaApi,
  roleContext,
  seriousAxeViolations,
  showAs,
  sidewaysScroll,
  type Look,
  useE2E,
} from './support/e2e.ts';

/*
 * Buying Premium against the real stack, whose billing service runs in TEST MODE (no Stripe keys): the app's own
 * payment page stands in for Stripe Checkout and drives the same fulfilment. A free user pays and is premium at
 * once without signing in again; an invalid coupon; a declined payment; the 30-day money-back guarantee.
 */

const { browser, shot } = useE2E();

/** A newly registered (free) user's page. */
async function freeUserPage(): Promise<Page> {
  const context = await newContext(browser);
  await registerViaApi(context);
  return context.newPage();
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Secure Checkout' }).waitFor();
}

/** From /checkout to the TEST MODE payment page. */
async function startPayment(page: Page, payLabel = 'Pay $49.00 securely'): Promise<void> {
  await page.getByRole('button', { name: payLabel }).click();
  await page.waitForURL(/\/checkout\/test\/cs_test_local_[A-Za-z0-9]+$/);
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor();
}

async function payInTestMode(page: Page): Promise<void> {
  await startPayment(page);
  await page
    .getByRole('group', { name: 'Test payment outcome' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await page.waitForURL(/\/payment-success\?session_id=cs_test_local_/);
  await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
}

describe('buying Premium in TEST MODE', () => {
  test('a free user pays and is premium at once, without signing in again', async () => {
    const page = await freeUserPage();
    await page.goto('/assessment');
    await page.getByText('The full assessment is part of Premium.').waitFor();
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL('**/checkout');

    await page.getByRole('note', { name: 'Test mode' }).waitFor();
    expect(await page.getByTestId('total').textContent()).toBe('$49.00');
    expect(await page.locator('body').textContent()).not.toMatch(/1 year/i);
    await startPayment(page);
    expect(await page.getByText('TEST MODE', { exact: true }).count()).toBeGreaterThan(0);

    await page
      .getByRole('group', { name: 'Test payment outcome' })
      .getByRole('button', { name: /^Pay / })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    await page.getByText('Your premium features have been activated.').first().waitFor();
    expect(await page.getByText('$49.00').count()).toBeGreaterThan(0);

    // Inside the app, no reload, no new sign-in: the dashboard drops its upsell and the full assessment opens.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Upgrade to Premium' }).count(), { timeout: 15_000 })
      .toBe(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Assessment' })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' }).waitFor();
    expect(await page.getByText('The full assessment is part of Premium.').count()).toBe(0);
    expect(await page.getByRole('radio', { name: /Full assessment/ }).isEnabled()).toBe(true);

    // Checkout now says there is nothing more to buy.
    await page.goto('/checkout');
    await page.getByRole('heading', { name: /You already have AI Readiness Premium/ }).waitFor();
  });

  test('upgrading to create an organisation: after paying, "Create your organisation" leads back to the form', async () => {
    const page = await freeUserPage();
    await page.goto('/organisations');
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.getByRole('heading', { level: 1, name: 'Secure Checkout' }).waitFor();
    await payInTestMode(page);
    // The payment provider's page came in between: the way back survived a full page load, this tab only.
    await page.getByRole('link', { name: 'Create your organisation' }).click();
    await page.waitForURL('**/organisations');
    await page.getByRole('button', { name: 'Create organisation' }).waitFor({ timeout: 15_000 });
  });

  test('a 100% staff coupon activates Premium for free, without any payment provider', async () => {
    const code = `STAFF${Date.now().toString(36).toUpperCase()}`;
    await createStaffCoupon(code, 100);
    const page = await freeUserPage();
    await openCheckout(page);
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon Valid!').waitFor();
    expect(await page.getByTestId('total').textContent()).toBe('$0.00');

    await page.getByRole('button', { name: 'Activate Premium Access (FREE)' }).click();
    await page.getByText('Premium Access Granted!').waitFor();
    // No payment page: straight to the dashboard after two seconds, premium there.
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByRole('link', { name: 'Upgrade to Premium' }).count(), { timeout: 15_000 })
      .toBe(0);
  });

  test('an invalid coupon is refused and the total stays $49.00', async () => {
    const page = await freeUserPage();
    await openCheckout(page);
    await page.getByLabel('Coupon code').fill(' nope-nope ');
    expect(await page.getByLabel('Coupon code').inputValue()).toBe('NOPE-NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Invalid Coupon').waitFor();
    expect(await page.getByTestId('total').textContent()).toBe('$49.00');
    expect(await page.getByTestId('discount').count()).toBe(0);
  });

  test('a declined payment fails, says so, and leaves the user free', async () => {
    const page = await freeUserPage();
    await openCheckout(page);
    await startPayment(page);
    await page
      .getByRole('group', { name: 'Test payment outcome' })
      .getByRole('button', { name: /Decline/ })
      .click();
    await page.waitForURL(/\/payment-success\?session_id=/);
    await page.getByRole('heading', { level: 1, name: 'Payment not completed' }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
  });

  test('a processing payment: the page says so, checks again, then succeeds', async () => {
    const page = await freeUserPage();
    await openCheckout(page);
    await startPayment(page);
    await page
      .getByRole('group', { name: 'Test payment outcome' })
      .getByRole('button', { name: /Simulate processing/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Payment processing' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
  });

  test('the 30-day money-back guarantee: a self-service refund revokes premium', async () => {
    const page = await freeUserPage();
    await openCheckout(page);
    await payInTestMode(page);
    await page.getByRole('link', { name: 'purchase history' }).click();
    await page.getByRole('heading', { level: 1, name: 'Purchases & Receipts' }).waitFor();
    const purchases = page.getByRole('list', { name: 'Purchases' });
    await purchases.getByText('Paid', { exact: true }).waitFor();
    await purchases.getByText('TEST MODE').waitFor();

    await purchases.getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog');
    await receipt.getByRole('rowheader', { name: 'Total', exact: true }).waitFor();
    await receipt.getByRole('button', { name: 'Close' }).click();

    await purchases.getByRole('button', { name: 'Get a refund' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund $49.00' }).click();
    await page.getByText('Refunded $49.00: Premium has ended').waitFor();
    await purchases.getByText('Refunded', { exact: true }).waitFor();
    expect(await purchases.getByRole('button', { name: 'Get a refund' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor({ timeout: 15_000 });
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
      path: shot(`billing-${name}-${look.viewport.width}-${look.theme}`),
      fullPage: true,
    });
  }
}

describe('the purchase screens at 360 and 1280 px in both themes look right', () => {
  test('the payment failure screen', async () => {
    // The worker's shared free user only looks: nothing is bought.
    const page = await (await roleContext(browser, 'user')).newPage();
    await page.goto('/payment-success');
    await checkEveryLook(page, 'payment-failure', () =>
      page.getByRole('heading', { level: 1, name: 'Payment not completed' }).waitFor(),
    );
  });

  test('the checkout screen', async () => {
    const page = await (await roleContext(browser, 'user')).newPage();
    await openCheckout(page);
    await checkEveryLook(page, 'checkout', () =>
      page.getByRole('heading', { level: 1, name: 'Secure Checkout' }).waitFor(),
    );
  });

  test('the TEST MODE payment screen', async () => {
    const page = await freeUserPage();
    await openCheckout(page);
    await startPayment(page);
    await checkEveryLook(page, 'test-mode', () =>
      page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor(),
    );
  });

  test('the success screen, and the purchases after it', async () => {
    const page = await freeUserPage();
    await openCheckout(page);
    await payInTestMode(page);
    await checkEveryLook(page, 'payment-success', () =>
      page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor(),
    );
    await page.goto('/billing');
    await checkEveryLook(page, 'purchases', () => page.getByRole('list', { name: 'Purchases' }).waitFor());
  });
});
