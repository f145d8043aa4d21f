import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInViaApi } from './support/admin.ts';
import {
  DESKTOP,
  PHONE,
  expectHttpError,
  launchBrowser,
  newContext,
  newUser,
  registerViaApi,
  startInTheme,
} from './support/browser.ts';
import { linksIn, waitForEmail } from './support/inbox.ts';

// Account recovery as a customer lives it: the email arrives at an SMTP server on loopback (the stack's
// notifications service sends it through its queue), its link is followed, the reset signs out every session.
let browser: Browser;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const signedIn = async (context: BrowserContext) =>
  (await context.request.get('/api/auth/user')).status() === 200;

describe('forgot password', () => {
  test('the reset email arrives, its link sets a new password once, and every old session is signed out', async () => {
    const setup = await newContext(browser);
    const user = await registerViaApi(setup);
    const laptop = await newContext(browser);
    await signInViaApi(laptop, user);
    expect(await signedIn(setup)).toBe(true);
    expect(await signedIn(laptop)).toBe(true);

    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The address changes before the page's code has arrived, and /auth, still shown meanwhile, has an Email field.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(user.email);
    await shot(page, 'forgot-password-360-light');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.getByText('If an account uses this address, we have sent it a link').waitFor();

    const email = await waitForEmail(user.email, /^Reset your AI Readiness password$/);
    expect(email.text).toContain('a password reset was asked for this address on AI Readiness');
    const link = linksIn(email).find((href) => href.includes('/reset-password?token='));
    expect(link).toBeDefined();
    expect(email.text).toContain(link!);

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The page holds the registration rules: a common password is refused by the server, the link still works.
    expectHttpError(400, '/api/auth/password-reset', 'POST');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Use at least 8 characters.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByLabel('Repeat the new password').fill('password123');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('password is too common').waitFor();
    await shot(page, 'reset-password-refused-360-light');

    const newPassword = `${user.password}-renewed`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password was changed.').waitFor();
    expect(await page.getByText('we signed you out everywhere (2 sessions)').isVisible()).toBe(true);
    await shot(page, 'reset-password-done-360-light');

    // Both earlier sessions are gone; the owner hears of it by email.
    expect(await signedIn(setup)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    await waitForEmail(user.email, /^Your AI Readiness password was changed$/);

    // The link worked once.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('another fine passphrase');
    await page.getByLabel('Repeat the new password').fill('another fine passphrase');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This password reset link is not valid').waitFor();

    expectHttpError(401, '/api/auth/login', 'POST');
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill(user.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed').waitFor();
    await form.getByLabel('Password').fill(newPassword);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await Promise.all([setup.close(), laptop.close(), context.close()]);
  });
});

describe('email verification', () => {
  test('a new account sees a dismissible banner until the emailed link confirms the address', async () => {
    const context = await newContext(browser);
    const user = await registerViaApi(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Confirm your email address' });
    await banner.getByText(`we sent a link to ${user.email}`).waitFor();
    // Nothing is locked meanwhile.
    await page
      .getByRole('link', { name: /assessment/i })
      .first()
      .waitFor();

    const email = await waitForEmail(user.email, /^Confirm your email address for AI Readiness$/);
    const link = linksIn(email).find((href) => href.includes('/verify-email?token='))!;
    await page.goto(link);
    await page.getByText(`Thank you: ${user.email} is confirmed.`).waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL('**/dashboard');
    // The dashboard's own heading: the confirmation page's stays on screen until the dashboard's code arrives.
    await page.getByRole('heading', { name: `Welcome, ${user.firstName} ${user.lastName}` }).waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  test('the banner can be dismissed, and sends the link again when asked', async () => {
    for (const [viewport, theme] of [
      [PHONE, 'light'],
      [DESKTOP, 'dark'],
    ] as const) {
      const context = await newContext(browser, viewport);
      await startInTheme(context, theme);
      const user = await registerViaApi(context, newUser());
      const page = await context.newPage();
      await page.goto('/dashboard');
      const banner = page.getByRole('region', { name: 'Confirm your email address' });
      await banner.waitFor();
      await shot(page, `verify-banner-${viewport.width}-${theme}`);
      await banner.getByRole('button', { name: 'Send the link again' }).click();
      await banner.getByText(`We have sent a new confirmation link to ${user.email}.`).waitFor();
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      expect(await banner.count()).toBe(0);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await banner.count()).toBe(0);
      await context.close();
    }
  });
});

describe('change of email address', () => {
  test('Settings sends a link to the new address; following it changes the address and the old one is told', async () => {
    const context = await newContext(browser, PHONE);
    const user = await registerViaApi(context);
    const newEmail = `moved-${user.email}`;
    const page = await context.newPage();
    await page.goto('/settings');
    const card = page.locator('form', { has: page.getByLabel('New email address') });
    // A wrong password is refused and changes nothing.
    expectHttpError(403, '/api/account/email', 'POST');
    await card.getByLabel('New email address').fill(newEmail);
    await card.getByLabel('Password').fill('not my password');
    await card.getByRole('button', { name: 'Send the link' }).click();
    await card.getByText('Password is incorrect').waitFor();
    await card.getByLabel('Password').fill(user.password);
    await card.getByRole('button', { name: 'Send the link' }).click();
    await card.getByText(`We have sent a link to ${newEmail}.`).waitFor();
    await shot(page, 'email-change-asked-360-light');
    // Nothing changes until the link is followed.
    const before = await context.request.get('/api/auth/user');
    expect(((await before.json()) as { email: string }).email).toBe(user.email);

    const email = await waitForEmail(newEmail, /^Confirm your new email address for AI Readiness$/);
    expect(email.text).toContain(`instead of ${user.email}`);
    const link = linksIn(email).find((href) => href.includes('/confirm-email-change?token='))!;
    expect(link).toBeDefined();
    await page.goto(link);
    await page.getByText(`Done: your account now uses ${newEmail}.`).waitFor();
    await shot(page, 'email-change-done-360-light');
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await page.getByText(`Signed in as ${newEmail}`).waitFor();
    const notice = await waitForEmail(user.email, /^Your AI Readiness email address was changed$/);
    expect(notice.text).toContain(newEmail);

    // The link works once.
    expectHttpError(400, '/api/auth/email-change/confirm', 'POST');
    await page.goto(link);
    await page.getByText('This link is not valid').waitFor();
    await context.close();
  });
});
