import { mkdirSync } from 'node:fs';
import { afterEach, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { confirmAdminPassword, createAdmin, signInViaApi } from './support/admin.ts';
import {
  baseUrl,
  DESKTOP,
  PHONE,
  newContext,
  registerViaApi,
  seriousAxeViolations,
  startInTheme,
  type TestUser,
  type Viewport,
} from './support/browser.ts';
import { useBrowser } from './support/suite.ts';

// /admin-dashboard against the real stack: Access Denied for non-admins; for an admin the counts, the system
// status (the gateway's health, queues, consumers), the platform metrics from monitoring's events and the chart.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const browser = useBrowser();
let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin();
});
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function profile(viewport: Viewport = DESKTOP, theme: 'light' | 'dark' = 'light') {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  await startInTheme(context, theme);
  return context;
}

async function openAsAdmin(viewport: Viewport = DESKTOP, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await profile(viewport, theme);
  await signInViaApi(context, admin);
  const page = await context.newPage();
  await page.goto('/admin-dashboard');
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  return page;
}

test('a user without the admin role sees Access Denied and goes back to the dashboard', async () => {
  const context = await profile();
  await registerViaApi(context);
  const page = await context.newPage();
  await page.goto('/admin-dashboard');
  await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
  await page.getByText('You need admin privileges to access this page.').waitFor();
  expect(await page.getByText('Registered Users').count()).toBe(0);
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
});

test('an admin sees the counts from events, every service ready, queues, consumers and the last 24 hours', async () => {
  // Two people sign up while the admin watches: monitoring counts them from auth's events.
  for (let i = 0; i < 2; i += 1) await registerViaApi(await profile());
  const page = await openAsAdmin();
  const nav = page.getByRole('navigation', { name: 'Administration' }).first();
  for (const name of ['Dashboard', 'Admin Dashboard', 'Questions', 'Users', 'Monitoring'])
    expect(await nav.getByRole('link', { name, exact: true }).count()).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: /Logout/ }).count()).toBeGreaterThan(0);

  const users = page.locator('section[aria-label="Counts"] > div', { hasText: 'Registered Users' });
  await expect
    .poll(async () => Number(await users.locator('.text-2xl').first().textContent()))
    .toBeGreaterThanOrEqual(3);
  await page.getByRole('heading', { level: 2, name: 'Completed Assessments' }).waitFor();

  const services = page.getByRole('region', { name: 'Services' });
  for (const name of ['auth', 'assessment', 'billing', 'monitoring']) {
    const row = services.locator('li', { hasText: name }).first();
    await row.getByText('Ready').waitFor();
  }
  const consumers = page.getByRole('region', { name: 'Event consumers' });
  await consumers.getByText('monitoring_access-logs').waitFor();
  await page.getByRole('region', { name: 'Job queues' }).waitFor();
  await page.getByRole('heading', { name: 'Platform Metrics' }).waitFor();
  await page.getByText('Active users', { exact: true }).waitFor();
  await page
    .getByRole('img', { name: /requests, \d+ server errors and \d+ client errors over the last 24 hours/ })
    .waitFor();
  await page.getByRole('heading', { name: 'Recent Assessments' }).waitFor();

  // A visitor asks for a person: the dashboard counts the conversations waiting (with the admin key).
  const visitor = await profile();
  const headers = { origin: baseUrl() };
  const started = await visitor.request.post('/api/support/chat/session', { headers });
  const { sessionId, sessionToken } = (await started.json()) as { sessionId: string; sessionToken: string };
  const handoff = await visitor.request.post(`/api/support/chat/${sessionId}/handoff`, {
    headers: { ...headers, 'x-chat-session-token': sessionToken },
    data: { reason: 'A question about invoices' },
  });
  expect(handoff.status()).toBe(200);
  const waiting = page.locator('section[aria-label="Counts"] > div', { hasText: 'Waiting for Support' });
  await waiting.getByRole('link', { name: 'Confirm your password to see the inbox' }).waitFor();

  // The question count needs the admin key: confirm the password and come back to the real count.
  await page.getByRole('link', { name: 'Confirm your password to see the bank' }).click();
  await page.waitForURL('**/admin?next=%2Fadmin-dashboard');
  await confirmAdminPassword(page, admin.password);
  await page.waitForURL('**/admin-dashboard');
  await page.getByText(/^active in bank version \d+$/).waitFor();
  const questions = page.locator('section[aria-label="Counts"] > div', { hasText: 'Questions' });
  expect(Number(await questions.locator('.text-2xl').textContent())).toBeGreaterThan(0);
  await waiting.getByRole('link', { name: 'Answer them in Support' }).waitFor();
  expect(Number(await waiting.locator('.text-2xl').textContent())).toBeGreaterThanOrEqual(1);
  // The same count on the Support link of the admin navigation.
  const badge = page
    .getByRole('navigation', { name: 'Administration' })
    .getByTestId('nav-count-admin-support');
  expect(Number(await badge.locator('[aria-hidden="true"]').textContent())).toBeGreaterThanOrEqual(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-dashboard-with-key-1280-light.png` });
});

test.each([
  [PHONE, 'light'],
  [PHONE, 'dark'],
  [DESKTOP, 'light'],
  [DESKTOP, 'dark'],
] as const)('fits %o in %s theme', async (viewport, theme) => {
  const page = await openAsAdmin(viewport, theme);
  await page.getByRole('region', { name: 'Services' }).locator('li').first().waitFor();
  await page.getByRole('img', { name: /over the last 24 hours/ }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scrolling').toBeLessThanOrEqual(0);
  if (SHOTS)
    await page.screenshot({
      path: `${SHOTS}/admin-dashboard-${viewport.width}-${theme}.png`,
      fullPage: true,
    });
});
