import { beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { FULL_QUESTION_COUNT } from '@readiness/contracts/assessment';
import { confirmAdminPassword, createAdmin, openAdminQuestions, signInViaApi } from './support/admin.ts';
import {
  baseUrl,
  newContext,
  registerViaApi,
  expectHttpError,
  seriousAxeViolations,
  type TestUser,
} from './support/browser.ts';
import { useBrowser } from './support/suite.ts';

// The admin step-up (ARCHITECTURE.md, "Identity and access"): /admin-questions needs the admin role AND a
// short-lived admin key the auth service issues at /admin after the admin confirms their password.

const ADMIN_KEY_STORAGE = 'admin-key';
type StoredKey = { adminKey: string; expiresAt: string; userId: string };

const browser = useBrowser();
let admin: TestUser;

beforeAll(async () => {
  admin = await createAdmin();
});

const path = (page: Page) => new URL(page.url()).pathname;

function storedKey(page: Page): Promise<StoredKey | null> {
  return page.evaluate((name) => {
    const raw = window.sessionStorage.getItem(name);
    return raw ? (JSON.parse(raw) as StoredKey) : null;
  }, ADMIN_KEY_STORAGE);
}

function setStoredKey(page: Page, key: StoredKey): Promise<void> {
  return page.evaluate(([name, value]) => window.sessionStorage.setItem(name, value), [
    ADMIN_KEY_STORAGE,
    JSON.stringify(key),
  ] as const);
}

async function currentUserId(context: BrowserContext): Promise<string> {
  const response = await context.request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function adminContext(): Promise<BrowserContext> {
  const context = await newContext(browser);
  await signInViaApi(context, admin);
  return context;
}

/** Waits for the admin sign-in page that asks to come back to `next`. */
async function expectSentToAdminSignIn(page: Page, next = '/admin-questions'): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('next') === next);
  await page.getByRole('heading', { level: 1, name: 'Admin Sign-in' }).waitFor();
  expect(await page.getByRole('article').count()).toBe(0);
}

describe('who may open /admin-questions', () => {
  test('a signed-in user without the admin role is refused, with or without a key in session storage', async () => {
    const context = await newContext(browser);
    const user = await registerViaApi(context);
    const page = await context.newPage();

    // No key: the guard sends them to /admin, which refuses them.
    await page.goto('/admin-questions');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(await page.getByText('You need admin privileges to access this page.').isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Confirm admin password' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Manage Questions' }).count()).toBe(0);

    // The server will not issue them a key, even with the right password...
    const keyAttempt = await context.request.post('/api/auth/admin-key', {
      headers: { origin: baseUrl() },
      data: { password: user.password },
    });
    expect(keyAttempt.status()).toBe(403);

    // ...and a key planted in session storage opens nothing: no admin screen, and the server refuses the calls.
    await setStoredKey(page, {
      adminKey: 'planted-key',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      userId: await currentUserId(context),
    });
    await page.goto('/admin-questions');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Manage Questions' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    expect(await page.getByRole('article').count()).toBe(0);
    const listing = await context.request.get('/api/admin/questions/detailed', {
      headers: { 'x-admin-key': 'planted-key' },
    });
    expect(listing.status()).toBe(403);

    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  test('signed out, /admin-questions and /admin go to /auth', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const adminPath of ['/admin-questions', '/admin']) {
      await page.goto(adminPath);
      await page.waitForURL('**/auth');
    }
    await context.close();
  });
});

describe('the admin sign-in at /admin', () => {
  test('an admin without a key is sent to /admin; a wrong password is refused; the right one opens the questions', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    // The wrong password's refusal, and nothing else.
    expectHttpError(403, '/api/auth/admin-key', 'POST');

    await page.goto('/admin-questions');
    await expectSentToAdminSignIn(page);
    expect(await page.title()).toContain('Admin Sign-in');
    expect(await page.getByText(`Signed in as ${admin.email}`).isVisible()).toBe(true);
    expect(await storedKey(page)).toBeNull();

    const form = page.getByRole('form', { name: 'Confirm admin password' });
    const password = form.getByLabel('Password');

    // Empty: refused in the page.
    await form.getByRole('button', { name: 'Confirm Password' }).click();
    await form.getByText('Password is required').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    // Wrong: refused by the server, the field is emptied and focused, no key is kept.
    await confirmAdminPassword(page, `${admin.password}-wrong`);
    await form.getByText('Password is incorrect').waitFor();
    expect(path(page)).toBe('/admin');
    expect(await password.inputValue()).toBe('');
    expect(await password.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await storedKey(page)).toBeNull();
    expect(await seriousAxeViolations(page), 'the /admin page with its error').toEqual([]);

    // Right: a key bound to this admin, valid for a short while, and back to the page that was asked for.
    const before = Date.now();
    await confirmAdminPassword(page, admin.password);
    await page.waitForURL('**/admin-questions');
    await page.getByText('Admin access granted', { exact: true }).waitFor();
    const key = await storedKey(page);
    expect(key?.userId).toBe(await currentUserId(context));
    expect(key?.adminKey.length).toBeGreaterThan(20);
    const lifetime = Date.parse(key!.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(3_600_000);

    await page.getByRole('heading', { level: 1, name: 'Manage Questions' }).waitFor();
    await page.getByText(`Showing ${FULL_QUESTION_COUNT} of ${FULL_QUESTION_COUNT} questions`).waitFor();
    // Live questions (another test on this stack may have retired one it imported: listed, marked Retired).
    expect(
      await page
        .getByRole('article')
        .filter({ hasNot: page.getByText('Retired', { exact: true }) })
        .count(),
    ).toBe(FULL_QUESTION_COUNT);
    expect(await page.title()).toContain('Manage Questions');
    const summary = page.getByRole('region', { name: 'Question bank' });
    await summary.getByText('Quick assessment').waitFor();
    const total = summary.locator('dt', { hasText: /^Questions$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await total.textContent()).toBe(String(FULL_QUESTION_COUNT));

    // The key works for the API too, and only with this session.
    const listing = await context.request.get('/api/admin/questions/detailed', {
      headers: { 'x-admin-key': key!.adminKey },
    });
    expect(listing.status()).toBe(200);
    expect(((await listing.json()) as { questions: unknown[] }).questions).toHaveLength(FULL_QUESTION_COUNT);
    const withoutKey = await context.request.get('/api/admin/questions/detailed');
    expect(withoutKey.status()).toBe(403);
    await context.close();
  });

  test('with an active key, /admin says so and links on', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await openAdminQuestions(page, admin.password);
    await page.goto('/admin');
    await page.getByText(/^Admin access is active until /).waitFor();
    await page.getByRole('link', { name: 'Continue to Manage Questions' }).click();
    await page.waitForURL('**/admin-questions');
    await page.getByRole('heading', { level: 1, name: 'Manage Questions' }).waitFor();
    await context.close();
  });

  test('the questions page links back to /admin-dashboard', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await openAdminQuestions(page, admin.password);
    const back = page.getByRole('link', { name: 'Back to Admin Dashboard' });
    expect(await back.getAttribute('href')).toBe('/admin-dashboard');
    await back.click();
    await page.waitForURL('**/admin-dashboard');
    await context.close();
  });
});

describe('when the admin key goes away', () => {
  test('a key removed from session storage sends the admin back to /admin, on reload or on the next call', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await openAdminQuestions(page, admin.password);

    await page.evaluate((name) => window.sessionStorage.removeItem(name), ADMIN_KEY_STORAGE);
    await page.reload();
    await expectSentToAdminSignIn(page);

    // Without reloading: the next admin call finds no key and goes to /admin instead.
    await confirmAdminPassword(page, admin.password);
    await page.waitForURL('**/admin-questions');
    await page.getByText(/^Showing \d+ of \d+ questions$/).waitFor();
    await page.evaluate((name) => window.sessionStorage.removeItem(name), ADMIN_KEY_STORAGE);
    await page.getByRole('button', { name: 'Export' }).click();
    await expectSentToAdminSignIn(page);
    await context.close();
  });

  test('an expired key sends the admin back to /admin, and the way back returns to the page', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await page.goto('/admin-questions?dimension=operations');
    await expectSentToAdminSignIn(page, '/admin-questions?dimension=operations');
    await confirmAdminPassword(page, admin.password);
    await page.waitForURL('**/admin-questions?dimension=operations');
    await page.getByText(/^Showing 5 of \d+ questions$/).waitFor();

    const key = (await storedKey(page))!;
    await setStoredKey(page, { ...key, expiresAt: new Date(Date.now() - 1_000).toISOString() });
    await page.reload();
    await expectSentToAdminSignIn(page, '/admin-questions?dimension=operations');
    // An expired key is not kept either.
    await confirmAdminPassword(page, admin.password);
    await page.waitForURL('**/admin-questions?dimension=operations');
    await page.getByText(/^Showing 5 of \d+ questions$/).waitFor();
    await context.close();
  });

  test('the key running out while the page is open sends the admin back to /admin', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await page.clock.install();
    await openAdminQuestions(page, admin.password);
    const key = (await storedKey(page))!;
    // Past the key's expiry (the browser's clock only; the server's key would have run out too).
    await page.clock.fastForward(Date.parse(key.expiresAt) - Date.now() + 1_000);
    await expectSentToAdminSignIn(page);
    expect(await storedKey(page)).toBeNull();
    await context.close();
  });

  test('a key the server refuses is dropped and the admin goes back to /admin', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await openAdminQuestions(page, admin.password);
    const key = (await storedKey(page))!;
    await setStoredKey(page, { ...key, adminKey: `${key.adminKey.slice(0, -4)}AAAA` });
    // The page's admin calls are refused for the key (the first refusal ends the page, so one or more of them:
    // the questions, and the navigation's count of waiting conversations).
    expectHttpError(403, /\/api\/admin\/(questions\/(detailed|summary)|support\/waiting)$/, 'GET');
    await page.reload();
    await expectSentToAdminSignIn(page);
    await page.getByText('Admin access ended', { exact: true }).waitFor();
    expect(await storedKey(page)).toBeNull();
    await context.close();
  });
});
