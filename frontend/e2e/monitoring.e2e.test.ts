import { mkdirSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { confirmAdminPassword, createAdmin, signInViaApi } from './support/admin.ts';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectHttpError,
  newContext,
  newUser,
  registerViaApi,
  seriousAxeViolations,
  startInTheme,
  type TestUser,
  type Viewport,
} from './support/browser.ts';
import { useBrowser } from './support/suite.ts';

// /monitoring (the quick view) and /admin-monitoring (the detailed page) against the real stack: the data is
// what the gateway and auth publish while this test drives the app, turned into logs, rollups and outliers by the
// monitoring service.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const LOAD_FAILED = 'Failed to load monitoring data. Check your admin permissions.';

const browser = useBrowser();
let admin: TestUser;
/** A user whose password is tried 8 times wrongly: an auth_failure_spike outlier. */
let victim: TestUser;

beforeAll(async () => {
  admin = await createAdmin();
  const context = await newContext(browser);
  victim = await registerViaApi(context);
  await context.close();
  // Sign-ins with a wrong password, as a script would send them (outside the browser: their 401s are the point).
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const response = await fetch(new URL('/api/auth/login', baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ email: victim.email, password: `not-the-password-${attempt}` }),
    });
    expect([401, 429]).toContain(response.status);
  }
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

/** An admin's page holding the admin key: /admin-monitoring sends them through /admin first. */
async function adminPage(viewport: Viewport = DESKTOP, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await profile(viewport, theme);
  await signInViaApi(context, admin);
  const page = await context.newPage();
  await page.goto('/admin-monitoring');
  await page.waitForURL('**/admin?next=%2Fadmin-monitoring');
  await confirmAdminPassword(page, admin.password);
  await page.waitForURL('**/admin-monitoring');
  await page.getByRole('heading', { level: 1, name: 'System Monitoring Dashboard' }).waitFor();
  return page;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function checkScreen(page: Page, name: string, viewport: Viewport, theme: string) {
  expect(await overflow(page), `${name}: sideways scrolling at ${viewport.width}px`).toBeLessThanOrEqual(0);
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}-${theme}.png`, fullPage: true });
}

describe('/monitoring, the quick view', () => {
  test('a visitor without admin rights sees the spec’s error text', async () => {
    expectHttpError(401, '/api/monitoring/quick-view', 'GET');
    const visitor = await (await profile()).newPage();
    await visitor.goto('/monitoring');
    await visitor.getByRole('heading', { level: 1, name: 'System Monitoring' }).waitFor();
    await visitor.getByText(LOAD_FAILED).waitFor();
    expect(await visitor.getByRole('alert').getByRole('link', { name: 'Sign in' }).count()).toBe(1);

    expectHttpError(403, '/api/monitoring/quick-view', 'GET');
    const userContext = await profile();
    await registerViaApi(userContext);
    const user = await userContext.newPage();
    await user.goto('/monitoring');
    await user.getByText(LOAD_FAILED).waitFor();
    expect(await user.getByText('Total Requests').count()).toBe(0);
  });

  test('an admin sees the last hour, the failed sign-ins as an outlier, and fresh figures on focus', async () => {
    const page = await adminPage();
    await page.goto('/monitoring');
    await page.getByRole('heading', { level: 1, name: 'System Monitoring' }).waitFor();
    // The eight failures become an outlier; the page refreshes every 10 s until it shows.
    const outlier = page.getByText(`8 failed sign-ins for ${victim.email} within 120 s`);
    await outlier.waitFor({ timeout: 90_000 });
    await expect
      .poll(() => page.getByText(/^\d+ open alerts?$/).textContent())
      .toMatch(/^[1-9]\d* open alerts?$/);
    expect(await page.getByText('HIGH').count()).toBeGreaterThan(0);
    for (const title of [
      'Total Requests',
      'Auth Events',
      'Error Rate',
      'Avg Response',
      'Unique IPs',
      'Suspicious',
    ])
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('heading', { name: 'Top Endpoints' }).waitFor();
    // The admin's own calls are in the live feed, each with its status badge.
    const feed = page.getByRole('list', { name: 'Latest requests' });
    await feed.locator('li', { hasText: '/api/monitoring/quick-view' }).first().waitFor();
    expect(await feed.locator('li').first().textContent()).toMatch(/^\d{3}/);
    const endpoints = page.getByRole('list', { name: 'Busiest endpoints' });
    await endpoints.locator('li', { hasText: '/api/auth/login' }).waitFor();
    await page.getByText(/^Last updated /).waitFor();

    // Back to the window: the quick view asks again at once (TanStack Query listens to visibilitychange).
    const next = page.waitForResponse((response) => response.url().endsWith('/api/monitoring/quick-view'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect((await next).status()).toBe(200);
  });

  test.each([
    [PHONE, 'light'],
    [PHONE, 'dark'],
    [DESKTOP, 'light'],
    [DESKTOP, 'dark'],
  ] as const)('fits %o in %s theme', async (viewport, theme) => {
    const page = await adminPage(viewport, theme);
    await page.goto('/monitoring');
    await page.getByRole('heading', { name: 'Live Activity Feed' }).waitFor();
    await page.getByText(`8 failed sign-ins for ${victim.email} within 120 s`).waitFor({ timeout: 90_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await checkScreen(page, 'monitoring', viewport, theme);
  });
});

describe('/admin-monitoring, the detailed page', () => {
  test('a signed-in user without the admin role sees Access Denied', async () => {
    const context = await profile();
    await registerViaApi(context, newUser());
    const page = await context.newPage();
    await page.goto('/admin-monitoring');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await page.getByText('You need admin privileges to access this page.').waitFor();
  });

  test('shows today’s figures, the busiest pages and the three tabs of what happened; Refresh asks again', async () => {
    const page = await adminPage();
    for (const title of ['Authentication Events', 'Page Access', 'Users Today', 'Security Events'])
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByText(/^\d+ failures today$/).waitFor();
    await page.getByRole('heading', { name: 'Most Accessed Pages' }).waitFor();

    // Access Logs is the first tab: the admin's own requests are there, with their badges.
    const logs = page.getByRole('region', { name: 'Access logs' });
    await logs.getByText('/api/auth/admin-key').first().waitFor({ timeout: 30_000 });
    expect(await logs.getByText('Success').count()).toBeGreaterThan(0);
    expect(await logs.getByText('Client Error').count()).toBeGreaterThan(0); // the 401s of the failed sign-ins
    const box = await logs.boundingBox();
    expect(box?.height).toBe(600);

    await page.getByRole('tab', { name: 'Authentication' }).click();
    const auth = page.getByRole('region', { name: 'Authentication events' });
    const failure = auth.locator('li', { hasText: victim.email }).filter({ hasText: 'failed' }).first();
    await failure.waitFor();
    // "failed" in the name: the destructive badge.
    expect(await failure.locator('span', { hasText: 'failed' }).first().getAttribute('class')).toContain(
      'bg-destructive',
    );

    await page.getByRole('tab', { name: 'Security Events' }).click();
    const security = page.getByRole('region', { name: 'Security events' });
    const spike = security.locator('li', { hasText: 'outlier.auth_failure_spike' }).first();
    await spike.waitFor({ timeout: 60_000 });
    expect(await spike.textContent()).toContain('High');
    expect(await spike.locator('pre').textContent()).toContain(`"key": "account:${victim.email}"`);

    const asked = ['dashboard-stats', 'access-logs', 'auth-events', 'security-events'].map((name) =>
      page.waitForResponse((response) => response.url().endsWith(`/api/monitoring/${name}`)),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await Promise.all(asked)).map((response) => response.status())).toEqual([200, 200, 200, 200]);
  });

  test.each([
    [PHONE, 'light'],
    [PHONE, 'dark'],
    [DESKTOP, 'light'],
    [DESKTOP, 'dark'],
  ] as const)('fits %o in %s theme', async (viewport, theme) => {
    const page = await adminPage(viewport, theme);
    await page.getByRole('heading', { name: 'Most Accessed Pages' }).waitFor();
    await page.getByRole('region', { name: 'Access logs' }).locator('li').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await checkScreen(page, 'admin-monitoring', viewport, theme);
    await page.getByRole('tab', { name: 'Security Events' }).click();
    await page
      .getByRole('region', { name: 'Security events' })
      .locator('li')
      .first()
      .waitFor({ timeout: 60_000 });
    await checkScreen(page, 'admin-monitoring-security', viewport, theme);
  });
});
