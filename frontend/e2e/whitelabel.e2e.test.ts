import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  newContext,
  newUser,
  seriousAxeViolations,
  startInTheme,
  type Viewport,
} from './support/browser.ts';
import { signedInContext, useBrowser } from './support/suite.ts';
import { confirmAdminPassword, createAdmin, signInViaApi } from './support/admin.ts';

// /whitelabel-deployment (public) against the real stack: the four tabs, today's plans, the request form that an
// admin then finds in the admin area, Schedule Demo and View Live Example.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const browser = useBrowser();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function openPage(viewport: Viewport = DESKTOP, theme: 'light' | 'dark' = 'light') {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  await startInTheme(context, theme);
  const page = await context.newPage();
  await page.goto('/whitelabel-deployment');
  await page.getByRole('heading', { level: 1, name: 'Adopt Our AI Assistant' }).waitFor();
  return { context, page };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('/whitelabel-deployment', () => {
  test('the four tabs: integrations, today’s plans without the ended June offer, success stories, the form', async () => {
    const { page } = await openPage();
    const integrations = panel(page, 'Integrations');
    await integrations.getByText('Website crawler').waitFor();
    await integrations.getByText('Document library').waitFor();
    for (const card of [
      'Website widget',
      'Facebook Messenger',
      'CRM',
      'Booking',
      'Smart knowledge base',
      'Multi-platform',
    ])
      await integrations.getByRole('heading', { name: card, exact: true }).waitFor();

    await tab(page, 'Pricing').click();
    const pricing = panel(page, 'Pricing');
    await pricing.getByText('Up to 8,000 conversations a month').first().waitFor();
    const text = (await pricing.textContent()) ?? '';
    for (const figure of [
      '$99/month',
      '$179/month',
      '$399/month',
      'Up to 1,000 conversations',
      'Up to 3,000 conversations',
    ])
      expect(text).toContain(figure);
    expect(await pricing.getByText('Most popular').count()).toBe(1);
    // The June 2025 offer ended on June 30th, 2025: not shown.
    expect(text).not.toContain('June offer');

    await tab(page, 'Success Stories').click();
    const stories = (await panel(page, 'Success Stories').textContent()) ?? '';
    for (const story of ['40% fewer no-shows', '35% higher conversion', '60% faster response'])
      expect(stories).toContain(story);

    await tab(page, 'Pricing').click();
    await pricing.getByRole('button', { name: 'Choose Entry' }).click();
    const form = page.getByRole('form', { name: 'White-label request' });
    await form.waitFor();
    expect(await form.getByLabel('Plan').inputValue()).toBe('entry');
    for (const label of [
      'Company name',
      'Contact email',
      'Phone',
      'Industry',
      'Current CRM',
      'Monthly conversation volume',
      'Primary goals',
    ])
      await form.getByLabel(label, { exact: false }).first().waitFor();
  });

  test('View Live Example opens the chat widget; Schedule Demo opens the form with demo chosen, and an admin sees the request', async () => {
    const { page } = await openPage();
    await page.getByRole('button', { name: 'View Live Example' }).click();
    await page.getByRole('dialog', { name: 'Support chat' }).waitFor();
    await page.getByRole('button', { name: 'Close chat' }).click();

    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    const form = page.getByRole('form', { name: 'White-label request' });
    expect(await form.getByRole('radio', { name: 'A demo' }).isChecked()).toBe(true);
    const company = `Northwind Clinic ${newUser().lastName}`;
    // The required fields first.
    await form.getByRole('button', { name: 'Request a Demo' }).click();
    await form.getByText('Company name is required').waitFor();
    await form.getByLabel('Company name').fill(company);
    await form.getByLabel('Contact email').fill('ops@northwind.example');
    await form.getByLabel('Industry', { exact: false }).selectOption('healthcare');
    await form.getByLabel('Monthly conversation volume', { exact: false }).selectOption('500-2000');
    await form.getByLabel('Primary goals', { exact: false }).fill('Fewer no-shows');
    await form.getByRole('button', { name: 'Request a Demo' }).click();
    await page.getByText('Demo request received').waitFor();

    const adminContext = await newContext(browser, DESKTOP);
    contexts.push(adminContext);
    const admin = await createAdmin(newUser());
    await signInViaApi(adminContext, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin-support');
    await adminPage.waitForURL('**/admin?next=%2Fadmin-support');
    await confirmAdminPassword(adminPage, admin.password);
    await adminPage.waitForURL('**/admin-support');
    await adminPage.getByRole('tab', { name: 'White-label requests' }).click();
    const request = adminPage.locator('li', { hasText: company });
    await request.waitFor();
    const details = (await request.textContent()) ?? '';
    expect(details).toContain('Demo');
    expect(details).toContain('ops@northwind.example');
    expect(details).toContain('Healthcare');
    expect(details).toContain('500 - 2,000 conversations');
    expect(details).toContain('Fewer no-shows');
    await shot(adminPage, 'admin-support-requests-1280-light');

    // Worked as a lead: a status, a note, found by its status.
    const lead = adminPage.getByTestId('lead').filter({ hasText: company });
    await lead.getByLabel('Lead status').selectOption('contacted');
    await lead.getByText(/· updated/).waitFor();
    await lead.getByLabel('Note').fill('Called; demo on Tuesday');
    // Saved: the server answered, and the note is the request's again, so there is nothing left to save (the
    // button is disabled while the save is under way too, so that alone does not say it was saved).
    const saved = adminPage.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname.startsWith('/api/admin/whitelabel-requests/'),
    );
    await lead.getByRole('button', { name: 'Save note' }).click();
    expect((await saved).ok()).toBe(true);
    await lead.locator('button:disabled', { hasText: 'Save note' }).waitFor();
    await adminPage.getByLabel('Status', { exact: true }).selectOption('won');
    await lead.waitFor({ state: 'detached' });
    await adminPage.getByLabel('Status', { exact: true }).selectOption('contacted');
    await lead.waitFor();
    expect(await lead.getByLabel('Note').inputValue()).toBe('Called; demo on Tuesday');

    // The contacted requests as CSV: codes as their labels, the note with them.
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `whitelabel-requests-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Received,Type,Status,Company,Email,Phone,Industry,Current CRM,Monthly Volume,Plan,Integration,Timeline,Goals,Note',
    );
    const row = lines.find((line) => line.includes(company)) ?? '';
    expect(row).toContain(
      `,Demo,Contacted,${company},ops@northwind.example,,Healthcare,,"500 - 2,000 conversations",`,
    );
    expect(row).toMatch(/,Fewer no-shows,Called; demo on Tuesday$/);
    expect(lines.slice(1).every((line) => line.includes(',Contacted,'))).toBe(true);

    // Deleted after a confirmation, with a reason.
    await lead.getByRole('button', { name: `Delete ${company}` }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Delete request' });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByLabel('Reason (kept in the audit log)').fill('Duplicate');
    await confirm.getByRole('button', { name: 'Delete request' }).click();
    await confirm.waitFor({ state: 'detached' });
    await lead.waitFor({ state: 'detached' });

    // The audit log has the update and the deletion, by this admin, with the company's name kept. Chat's event
    // writes it a moment after the deletion, and the page reads the log once: on a busy machine the page can come
    // first (a full run saw it), so it is opened again until the entry is there, as an admin would.
    const removed = adminPage.getByTestId('audit-entry').filter({ hasText: 'White-label request deleted' });
    await expect
      .poll(
        async () => {
          await adminPage.goto('/admin-users');
          await adminPage.getByRole('tab', { name: 'Audit log' }).click();
          await adminPage.getByLabel('Target (name, code or id)').fill(company);
          // The update's entry came earlier: the filtered list has loaded once it shows.
          await adminPage.getByTestId('audit-entry').first().waitFor();
          return removed.count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await removed.textContent()).toContain(`white-label request ${company}`);
    expect(await removed.textContent()).toContain('Reason: Duplicate');
    await adminPage
      .getByTestId('audit-entry')
      .filter({ hasText: 'White-label request updated' })
      .first()
      .waitFor();
  });

  test.each([
    { viewport: DESKTOP, theme: 'light' as const },
    { viewport: DESKTOP, theme: 'dark' as const },
    { viewport: PHONE, theme: 'light' as const },
    { viewport: PHONE, theme: 'dark' as const },
  ])(
    'at $viewport.width px in $theme theme: every tab without sideways scrolling or serious axe violations',
    async ({ viewport, theme }) => {
      const { page } = await openPage(viewport, theme);
      for (const name of ['Integrations', 'Pricing', 'Success Stories', 'Get Started']) {
        await tab(page, name).click();
        await panel(page, name).waitFor();
        if (name === 'Pricing') await panel(page, name).getByText('Scale', { exact: true }).waitFor();
        if (name === 'Get Started') await page.getByRole('form', { name: 'White-label request' }).waitFor();
        await shot(page, `whitelabel-${name.toLowerCase().replace(/ /g, '-')}-${viewport.width}-${theme}`);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
    },
  );

  test('the admin support screen at 360 and 1280 px, light and dark: no sideways scrolling, no serious axe violations', async () => {
    const admin = await createAdmin(newUser());
    for (const viewport of [PHONE, DESKTOP])
      for (const theme of ['light', 'dark'] as const) {
        // Signed in once; every viewport and theme reuses the session.
        const context = await signedInContext(browser, admin, { viewport, theme });
        contexts.push(context);
        const page = await context.newPage();
        await page.goto('/admin-support');
        await page.waitForURL('**/admin?next=%2Fadmin-support');
        await confirmAdminPassword(page, admin.password);
        await page.waitForURL('**/admin-support');
        await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
        // The inbox has loaded: empty, or its conversations (other tests' too: named users, answered ones).
        await page
          .getByText(/No conversations are waiting|\d+ messages/)
          .first()
          .waitFor();
        for (const name of ['Inbox', 'Feedback', 'White-label requests']) {
          await page.getByRole('tab', { name }).click();
          await page.getByRole('tabpanel', { name }).waitFor();
          await page.getByRole('tabpanel', { name }).getByText(/\w/).first().waitFor();
          if (name === 'Inbox') await shot(page, `admin-support-${viewport.width}-${theme}`);
          if (name === 'White-label requests')
            await shot(page, `admin-support-leads-${viewport.width}-${theme}`);
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBeLessThanOrEqual(0);
          expect(await seriousAxeViolations(page)).toEqual([]);
        }
      }
  });
});
