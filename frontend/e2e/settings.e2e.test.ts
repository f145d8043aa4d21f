import { afterEach, describe, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectHttpError,
  newContext,
  registerViaApi,
  seriousAxeViolations,
  startInTheme,
  type TestUser,
  type Viewport,
} from './support/browser.ts';
import { useBrowser } from './support/suite.ts';

// /settings against the real stack: profile, password change, download my data, and deleting the account.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const browser = useBrowser();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function openSettings(viewport: Viewport = DESKTOP, theme: 'light' | 'dark' = 'light') {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  await startInTheme(context, theme);
  const user = await registerViaApi(context);
  const page = await context.newPage();
  await page.goto('/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  return { context, page, user };
}

async function signIn(context: BrowserContext, user: TestUser, password = user.password) {
  return (
    await context.request.post('/api/auth/login', {
      headers: { origin: baseUrl() },
      data: { email: user.email, password },
    })
  ).status();
}

describe('/settings', () => {
  test('is linked from the signed-in nav', async () => {
    const { page } = await openSettings();
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
  });

  test('the profile is saved with the assessment’s industry and size', async () => {
    const { page } = await openSettings();
    await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Difference Engines plc');
    await page.getByLabel('Industry', { exact: false }).selectOption('manufacturing');
    await page.getByLabel('Company size').selectOption('201-1000');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.getByLabel('Industry').inputValue()).toBe('manufacturing');
    expect(await page.getByLabel('Company size').inputValue()).toBe('201-1000');
    expect(await page.getByRole('textbox', { name: 'Company (optional)' }).inputValue()).toBe(
      'Difference Engines plc',
    );
  });

  test('a password change needs the current password and signs the other sessions out', async () => {
    const { context, page, user } = await openSettings();
    const elsewhere = await newContext(browser);
    contexts.push(elsewhere);
    expect(await signIn(elsewhere, user)).toBe(200);

    expectHttpError(403, '/api/account/password', 'POST');
    await page.getByLabel('Current password').fill('not my password at all');
    await page.getByLabel('New password', { exact: true }).fill('a much better passphrase');
    await page.getByLabel('Confirm new password').fill('a much better passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').getByText('Password is incorrect').waitFor();

    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor();
    await page.getByText('Signed out on 1 other device.').waitFor();
    expect((await elsewhere.request.get('/api/auth/user')).status()).toBe(401);
    expect((await context.request.get('/api/auth/user')).status()).toBe(200);
    expect(await signIn(elsewhere, user)).toBe(401);
    expect(await signIn(elsewhere, user, 'a much better passphrase')).toBe(200);
  });

  test('download my data gathers every running service’s part', async () => {
    const { page, user } = await openSettings();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ai-readiness-my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      gathered: string[];
      services: { auth: { account: { email: string } }; assessment?: unknown; billing?: unknown };
    };
    expect(data.services.auth.account.email).toBe(user.email);
    expect(data.gathered).toEqual(expect.arrayContaining(['auth', 'assessment', 'billing']));
    expect(data.services.assessment).toMatchObject({ assessments: [] });
    expect(data.services.billing).toMatchObject({ purchases: [] });
  });

  test('deleting the account needs the password and ends on the landing page', async () => {
    const { context, page, user } = await openSettings();
    expectHttpError(403, '/api/account', 'DELETE');
    // The delete form's own password (the change-of-email form has one too).
    const deleteForm = page.locator('form', { has: page.getByRole('button', { name: 'Delete my account' }) });
    await deleteForm.getByLabel('Password', { exact: true }).fill('wrong password here');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alert').getByText('Password is incorrect').waitFor();

    await deleteForm.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Assess Your AI Readiness' }).waitFor();
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);
    expect(await signIn(context, user)).toBe(401);
  });

  test.each([
    { viewport: DESKTOP, theme: 'light' as const },
    { viewport: DESKTOP, theme: 'dark' as const },
    { viewport: PHONE, theme: 'light' as const },
    { viewport: PHONE, theme: 'dark' as const },
  ])(
    'at $viewport.width px in $theme theme: no sideways scrolling, no serious axe violations',
    async ({ viewport, theme }) => {
      const { page } = await openSettings(viewport, theme);
      await shot(page, `settings-${viewport.width}-${theme}`);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
