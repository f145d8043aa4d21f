import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { RESOURCE_CATEGORIES, RESOURCE_GUIDES } from '@readiness/contracts/resources';
import { PHONE, roleContext, seriousAxeViolations, useE2E } from './support/e2e.ts';

/*
 * The resource library against the real stack: a free user is offered Premium at once, without a call the server
 * would refuse (the harness fails on an undeclared 403); a user made premium with the auth service's own command line sees the seven guides
 * by category and downloads one as <id>.md. Both are the worker's shared users of their tier (support/roles.ts):
 * these tests only look.
 */

const { browser } = useE2E();

describe('the resource library', () => {
  test('a free user sees Premium Access Required with Upgrade to Premium, on a phone too', async () => {
    const context = await roleContext(browser, 'user', { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/resources');

    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Premium Access Required' }).waitFor();
    const upgrade = main.getByRole('link', { name: 'Upgrade to Premium' });
    expect(await upgrade.getAttribute('href')).toBe('/checkout');
    expect(await main.getByRole('button', { name: /^Download Guide/ }).count()).toBe(0);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await upgrade.click();
    await page.waitForURL('**/checkout');
    await context.close();
  });

  test('a premium user sees seven guides in seven categories and downloads one as <id>.md', async () => {
    // Made premium with `npm run users -- set-tier`, then signed in afresh: the session's token carries the tier.
    const context = await roleContext(browser, 'premium');
    const page = await context.newPage();
    await page.goto('/resources');

    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Resource Library' }).waitFor();
    const categories = main.getByRole('heading', { level: 2 });
    await categories.first().waitFor();
    expect(await categories.allTextContents()).toEqual([...RESOURCE_CATEGORIES]);
    for (const category of RESOURCE_CATEGORIES) {
      const group = main.getByRole('region', { name: category });
      expect((await group.locator('h2 + span').textContent())?.trim()).toBe('1 guide');
      expect(await group.getByRole('button', { name: /^Download Guide: / }).count()).toBe(1);
    }
    expect(await main.getByRole('button', { name: /^Download Guide: / }).count()).toBe(7);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const guide = RESOURCE_GUIDES.find((candidate) => candidate.category === 'Governance')!;
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      main.getByRole('button', { name: `Download Guide: ${guide.title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${guide.id}.md`);
    const markdown = await readFile(await download.path(), 'utf8');
    expect(markdown.startsWith(`# `)).toBe(true);
    expect(markdown.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(1500);
    await page.getByText('Download Started').waitFor();
    await context.close();
  });
});
