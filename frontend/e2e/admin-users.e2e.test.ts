import { readFile } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { confirmAdminPassword, createAdmin } from './support/admin.ts';
import {
  DESKTOP,
  PHONE,
  newContext,
  newUser,
  registerViaApi,
  seriousAxeViolations,
  type TestUser,
  type Viewport,
} from './support/browser.ts';
import { signedInContext, useBrowser } from './support/suite.ts';

// /admin-users against the real stack: search and filters on the server, the edit, details and delete dialogs,
// the CSV download and the audit log.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const browser = useBrowser();
let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin();
});
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function openAsAdmin(viewport: Viewport = DESKTOP, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  // The admin's session is signed in once and reused for every viewport and theme.
  const context = await signedInContext(browser, admin, { viewport, theme });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/admin-users');
  await page.waitForURL('**/admin?next=%2Fadmin-users');
  await confirmAdminPassword(page, admin.password);
  await page.waitForURL('**/admin-users');
  await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
  await page.getByTestId('stat-total').filter({ hasText: /\d/ }).waitFor();
  return page;
}

/** A user registered in a browser profile of their own (so they hold a live session). */
async function registeredUser(lastName: string): Promise<TestUser> {
  const context = await newContext(browser);
  contexts.push(context);
  return registerViaApi(context, { ...newUser(), lastName });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  await page.getByText(/^1–1 of 1 users$/).waitFor();
}

describe('/admin-users', () => {
  test('search, filter, edit, the audit log, CSV download and delete with confirmation', async () => {
    const tag = `Zed${Date.now().toString(36)}`;
    const user = await registeredUser(tag);
    const page = await openAsAdmin();

    await search(page, tag.toLowerCase());
    const row = page.getByTestId('user-row').filter({ hasText: user.email });
    expect(await row.count()).toBe(1);
    await page.getByLabel('Status').selectOption('inactive');
    await page.getByText('No users match your search.').waitFor();
    await page.getByLabel('Status').selectOption('');
    await row.waitFor();

    // Edit: premium given by the admin, with a reason.
    await row.getByRole('button', { name: `Edit Ada ${tag}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await edit.getByLabel('Subscription').selectOption('premium');
    await edit.getByLabel('Industry').selectOption('retail');
    await edit.getByLabel('Reason').fill('Conference speaker');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('Premium · by admin').waitFor();

    // Details: the entity, sessions and assessments.
    await row.getByRole('button', { name: `View Ada ${tag}` }).click();
    const details = page.getByRole('dialog', { name: `Ada ${tag}` });
    await details.getByText('Premium (given by an admin)').waitFor();
    await details.getByText('Retail & E-commerce').waitFor();
    await details.getByText('0 (0 completed)').waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // CSV: the table's filters, the spec's columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`users-${new Date().toISOString().slice(0, 10)}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Email,First Name,Last Name,Company,Role,Status,Subscription,Created,Last Login',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${user.email},Ada,${tag},Analytical Engines Ltd,User,Active,Premium,`);

    // The audit log shows the change and the export.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entry = page.getByTestId('audit-entry').filter({ hasText: 'User changed by an admin' }).first();
    await entry.getByText('Subscription:').waitFor();
    expect(await entry.textContent()).toContain('Reason: Conference speaker');
    await page.getByTestId('audit-entry').filter({ hasText: 'Users exported (CSV)' }).first().waitFor();
    await page.getByLabel('Action').selectOption('users.exported');
    await entry.waitFor({ state: 'detached' });
    expect(await page.getByTestId('audit-entry').count()).toBeGreaterThan(0);
    expect(
      await page.getByTestId('audit-entry').filter({ hasText: 'User changed by an admin' }).count(),
    ).toBe(0);

    // Delete, after the spec's confirmation.
    await page.getByRole('tab', { name: 'Users' }).click();
    await row.getByRole('button', { name: `Delete Ada ${tag}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await confirm
      .getByText('Are you sure you want to delete this user? This action cannot be undone.')
      .waitFor();
    await confirm.getByLabel('Reason (kept in the audit log)').fill('Asked by email =1+1');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No users match your search.').waitFor();
    // The deleted user's session is gone at once.
    const theirs = contexts[0]!;
    expect((await theirs.request.get('/api/auth/user')).status()).toBe(401);

    // The trail names them after the account is gone, with the reason; found by the actor's email.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByLabel('Action').selectOption('');
    await page.getByLabel('Actor (name or email)').fill(admin.email.toUpperCase());
    await page.getByLabel('Target (name, code or id)').fill(tag);
    const deleted = page.getByTestId('audit-entry').filter({ hasText: 'User deleted by an admin' });
    await deleted.waitFor();
    expect(await deleted.textContent()).toContain(`Ada ${tag} (deleted)`);
    expect(await deleted.textContent()).toContain('Reason: Asked by email =1+1');
    await page.getByTestId('audit-entry').filter({ hasText: 'User changed by an admin' }).waitFor();
    // The filters apply as they are typed: the list settles on this user's two entries.
    await expect.poll(() => page.getByTestId('audit-entry').count(), { timeout: 10_000 }).toBe(2);

    // The filtered trail as CSV: the same entries, formula-safe.
    const [trail] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(trail.suggestedFilename()).toBe(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
    const rows = (await readFile(await trail.path(), 'utf8')).trim().split('\r\n');
    expect(rows[0]).toBe(
      'Time (UTC),Action,Actor,Actor Email,Target Type,Target,Changes,Reason,Request ID,Service,Entry ID',
    );
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual([
      'User deleted by an admin',
      'User changed by an admin',
    ]);
    expect(rows[1]).toContain(`,Ada ${tag} (deleted),`);
    expect(rows[1]).toContain(',Asked by email =1+1,');
  });

  test.each([
    { viewport: DESKTOP, theme: 'light' as const },
    { viewport: DESKTOP, theme: 'dark' as const },
    { viewport: PHONE, theme: 'light' as const },
    { viewport: PHONE, theme: 'dark' as const },
  ])(
    'at $viewport.width px in $theme theme: no sideways scrolling, no serious axe violations',
    async ({ viewport, theme }) => {
      const tag = `Shot${Date.now().toString(36)}`;
      await registeredUser(tag);
      const page = await openAsAdmin(viewport, theme);
      await search(page, tag);
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow(), 'sideways scrolling').toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/admin-users-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      await page
        .getByRole('button', { name: `Edit Ada ${tag}` })
        .first()
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit user' });
      await edit.waitFor();
      expect(await seriousAxeViolations(page), 'the edit dialog').toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-users-edit-${viewport.width}-${theme}.png` });
      await page.keyboard.press('Escape');
      // An export is audited: the log has an entry whichever tests ran before.
      await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      await page.getByRole('tab', { name: 'Audit log' }).click();
      await page.getByTestId('audit-entry').first().waitFor();
      expect(await overflow(), 'sideways scrolling on the audit log').toBeLessThanOrEqual(0);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/admin-users-audit-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
    },
  );
});
