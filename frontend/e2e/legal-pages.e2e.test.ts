import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext, registerViaApi, startInTheme } from './support/browser.ts';
import { useBrowser } from './support/suite.ts';

// Terms, Privacy, Refunds and Contact: reached from every footer, printing the seller the stack was given
// (global-setup.ts sets SELLER_* and SUPPORT_EMAIL as a real installation would).
const browser = useBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
beforeAll(() => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

const LINKS = ['Terms of Service', 'Privacy Policy', 'Refund Policy', 'Contact'];

async function expectSellerShown(page: Page) {
  const main = page.locator('main');
  await main.getByText('Readiness Labs Ltd').first().waitFor();
  const text = await main.innerText();
  expect(text).toContain('2 Harbour Road, Cork T12 AB34, Ireland');
  expect(text).toContain('help@readinesslabs.ie');
  expect(text).toContain('+353 21 555 0100');
  expect(text).not.toMatch(/\.example\b|SELLER_|placeholder/i);
  expect(await page.locator('a[href*=".example"]').count()).toBe(0);
}

describe('legal pages', () => {
  test('every page is linked from the public footer and prints the seller from settings', async () => {
    for (const [viewport, theme] of [
      [PHONE, 'light'],
      [DESKTOP, 'dark'],
    ] as const) {
      const context = await newContext(browser, viewport);
      await startInTheme(context, theme);
      const page = await context.newPage();
      for (const start of ['/', '/auth', '/whitelabel-deployment']) {
        await page.goto(start);
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('link', { name: 'Contact' }).waitFor();
        expect(await footer.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(LINKS));
      }
      for (const name of LINKS) {
        await page.goto('/');
        await page.getByRole('contentinfo').getByRole('link', { name }).click();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        expect(await page.title()).toBe(`${name} · AI Readiness`);
        await expectSellerShown(page);
        if (SHOTS)
          await page.screenshot({
            path: `${SHOTS}/legal-${name.split(' ')[0]!.toLowerCase()}-${viewport.width}-${theme}.png`,
            fullPage: true,
          });
      }
      await context.close();
    }
  });

  test('the refund policy states the guarantee as billing applies it', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/refund-policy');
    await page.getByRole('heading', { level: 2, name: 'The 30-day money-back guarantee' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('$49.00');
    expect(text).toContain('“Get a refund”');
    expect(text).toContain('30 days from the moment the payment was taken');
    await context.close();
  });

  test('a signed-in page has the links in a footer the chat button never covers, at 360 px', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(browser, PHONE);
      await startInTheme(context, theme);
      await registerViaApi(context);
      const page = await context.newPage();
      for (const path of ['/dashboard', '/settings']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const footer = page.getByRole('contentinfo');
        await footer.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const launcher = page.locator('[data-chat-launcher]');
        await launcher.waitFor();
        const button = (await launcher.boundingBox())!;
        for (const name of LINKS) {
          const link = footer.getByRole('link', { name });
          const box = (await link.boundingBox())!;
          const overlaps =
            box.x < button.x + button.width &&
            button.x < box.x + box.width &&
            box.y < button.y + button.height &&
            button.y < box.y + box.height;
          expect(overlaps, `${name} under the chat button on ${path}`).toBe(false);
        }
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/app-footer${path.replace('/', '-')}-360-${theme}.png` });
      }
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await expectSellerShown(page);
      await context.close();
    }
  });
});
