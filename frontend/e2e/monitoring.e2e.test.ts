import { mkdirSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  baseUrl,
  confirmAdminPassword,
  describeLook,
  expectHttpError,
  LOOKS,
  newContext,
  newUser,
  registerViaApi,
  roleContext,
  roleUser,
  seriousAxeViolations,
  showAs,
  sidewaysScroll,
  type Look,
  type TestUser,
  useE2E,
} from './support/e2e.ts';

// /monitoring (the quick view) and /admin-monitoring (the detailed page) against the real stack: the data is
// what the gateway and auth publish while this test drives the app, turned into logs, rollups and outliers by the
// monitoring service.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const LOAD_FAILED = 'Failed to load monitoring data. Check your admin permissions.';

const { browser } = useE2E();
/** The worker's shared admin (support/roles.ts): these tests only read what it may see. */
let admin: TestUser;
/** A user whose password is tried 8 times wrongly: an auth_failure_spike outlier. */
let victim: TestUser;

beforeAll(async () => {
  admin = await roleUser(browser, 'admin');
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

async function profile() {
  const context = await newContext(browser);
  contexts.push(context);
  return context;
}

/** An admin's page holding the admin key: /admin-monitoring sends them through /admin first. */
async function adminPage(): Promise<Page> {
  const context = await roleContext(browser, 'admin');
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/admin-monitoring');
  await page.waitForURL('**/admin?next=%2Fadmin-monitoring');
  await confirmAdminPassword(page, admin.password);
  await page.waitForURL('**/admin-monitoring');
  await page.getByRole('heading', { level: 1, name: 'System Monitoring Dashboard' }).waitFor();
  return page;
}

/** The looks in an order that reloads the page once, for the dark theme: a resize needs none. */
const IN_PLACE: Look[] = [LOOKS[0]!, LOOKS[1]!, LOOKS[3]!, LOOKS[2]!];

async function checkScreen(page: Page, name: string, look: Look) {
  expect(
    await sidewaysScroll(page),
    `${name}: sideways scrolling at ${describeLook(look)}`,
  ).toBeLessThanOrEqual(0);
  if (SHOTS)
    await page.screenshot({
      path: `${SHOTS}/${name}-${look.viewport.width}-${look.theme}.png`,
      fullPage: true,
    });
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
    // The busiest ten of the last hour, busiest first. Which ten depends on every test that used this stack
    // before, so the check is their order and what each row shows, not one path's place among them.
    const endpoints = page.getByRole('list', { name: 'Busiest endpoints' });
    await endpoints.locator('li').first().waitFor();
    const rows = await endpoints
      .locator('li')
      .evaluateAll((items) => items.map((item) => [...item.children].map((part) => part.textContent ?? '')));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    for (const [path, figures] of rows) {
      expect(path).toMatch(/^\//);
      expect(figures, 'its count and its average time').toMatch(/^\d+ · \d+ms$/);
    }
    const counts = rows.map(([, figures]) => Number.parseInt(figures!, 10));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await page.getByText(/^Last updated /).waitFor();

    // Back to the window: the quick view asks again at once (TanStack Query listens to visibilitychange).
    const next = page.waitForResponse((response) => response.url().endsWith('/api/monitoring/quick-view'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect((await next).status()).toBe(200);
  });

  test('fits at 360 and 1280 px, light and dark (one page, resized and re-themed)', async () => {
    const page = await adminPage();
    await page.goto('/monitoring');
    for (const look of IN_PLACE) {
      await showAs(page, look);
      await page.getByRole('heading', { name: 'Live Activity Feed' }).waitFor();
      await page.getByText(`8 failed sign-ins for ${victim.email} within 120 s`).waitFor({ timeout: 90_000 });
      expect(await seriousAxeViolations(page), describeLook(look)).toEqual([]);
      await checkScreen(page, 'monitoring', look);
    }
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

  test('fits at 360 and 1280 px, light and dark, both tabs (one page, resized and re-themed)', async () => {
    const page = await adminPage();
    for (const look of IN_PLACE) {
      await showAs(page, look);
      // A resize keeps the tab of the look before: back to the first one.
      await page.getByRole('tab', { name: 'Access Logs' }).click();
      await page.getByRole('heading', { name: 'Most Accessed Pages' }).waitFor();
      await page.getByRole('region', { name: 'Access logs' }).locator('li').first().waitFor();
      expect(await seriousAxeViolations(page), describeLook(look)).toEqual([]);
      await checkScreen(page, 'admin-monitoring', look);
      await page.getByRole('tab', { name: 'Security Events' }).click();
      await page
        .getByRole('region', { name: 'Security events' })
        .locator('li')
        .first()
        .waitFor({ timeout: 60_000 });
      await checkScreen(page, 'admin-monitoring-security', look);
    }
  });
});
