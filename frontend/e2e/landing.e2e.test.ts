import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DESKTOP, expectConsoleError, expectHttpError, newContext, useE2E } from './support/e2e.ts';

const { browser } = useE2E();

async function visibleToolTitles(page: Page): Promise<string[]> {
  return page.getByTestId('carousel-visible').getByRole('heading', { level: 3 }).allTextContents();
}

describe('landing page', () => {
  test('shows the hero, six features, fifteen dimensions, the call to action and the footer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    // The gateway's CSP allows no inline scripts; the page must run under it without violations.
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Assess Your AI Readiness');
    expect(await page.title()).toContain('AI Readiness');
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    expect(await page.getByRole('link', { name: 'Start Assessment' }).getAttribute('href')).toBe(
      '/assessment',
    );
    expect(await page.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('#features');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(await header.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toMatch(/^\/auth/);

    const features = await page.locator('#features li h3').allTextContents();
    expect(features).toEqual([
      '75-Question Assessment',
      'ROI Predictions',
      'Benchmark Comparisons',
      'AI-Guided Roadmaps',
      'Strategic Planning',
      'Progress Tracking',
    ]);
    const dimensions = page
      .getByRole('region', { name: '15 dimensions of AI readiness' })
      .getByRole('listitem');
    expect(await dimensions.count()).toBe(15);
    expect(await dimensions.first().textContent()).toContain('AI Strategy');
    expect(await dimensions.last().textContent()).toContain('Future Planning');

    expect(await page.getByRole('heading', { name: 'Ready to Begin?' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').textContent()).toContain('AI Readiness');

    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#features');
    await context.close();
  });

  test('the carousel shows three tools, advances by itself, and stops on next', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The page's clock is the test's: paused once the carousel is in view, it moves only when the test says, so
    // the 4 s steps take no wall time and a slow machine cannot make a step early or late.
    await page.clock.install();
    await page.goto('/');
    // The carousel is in the prerendered HTML before the app runs; it starts turning once the app has taken over,
    // which the chat button (rendered only after hydrating) shows. Paused before that, the takeover would wait on
    // the test's clock.
    await page.locator('[data-chat-launcher]').waitFor();
    const carousel = page.getByRole('group', { name: 'Recommended AI tools' });
    await carousel.scrollIntoViewIfNeeded();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

    const first = await visibleToolTitles(page);
    expect(first).toEqual(['AI Code Generator', 'Prompt Optimizer', 'Strategy Planner']);
    expect(await carousel.getByRole('button', { name: 'Auto-playing (click to pause)' }).isVisible()).toBe(
      true,
    );

    // Advances every 4 s: any 4 s of the page's clock hold one step.
    await page.clock.runFor(4000);
    await expect
      .poll(() => visibleToolTitles(page))
      .toEqual(['Prompt Optimizer', 'Strategy Planner', 'Assessment Insights']);

    await carousel.getByRole('button', { name: 'Next tools' }).click();
    const afterNext = await visibleToolTitles(page);
    expect(afterNext).toEqual(['Strategy Planner', 'Assessment Insights', 'Advanced Reports']);
    expect(await carousel.getByRole('button', { name: 'Click to resume auto-play' }).isVisible()).toBe(true);
    // Stopped: 4.5 s later, still the same three.
    await page.clock.runFor(4500);
    // A step would show after React's next render, which real time (not the paused clock) brings.
    await page.waitForTimeout(200);
    expect(await visibleToolTitles(page)).toEqual(afterNext);

    await carousel.getByRole('button', { name: 'Show tools 4 to 6' }).click();
    expect(await visibleToolTitles(page)).toEqual([
      'Assessment Insights',
      'Advanced Reports',
      'Automation Suite',
    ]);
    const hrefs = await page
      .getByTestId('carousel-visible')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/assessment', '/reports', '/ai-tools']);
    await context.close();
  });

  test('an unknown path shows the 404 page with a way home', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The gateway answers with the app's HTML and status 404, not 200.
    expectHttpError(404, '/this/page/does-not-exist');
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    expect(await page.title()).toContain('Page Not Found');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Assess Your AI Readiness');
    await context.close();
  });
});

describe('theme', () => {
  test('defaults to light, and the chosen theme survives a reload without waiting for the app', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    // The toggle works once the app has taken over the prerendered page (the chat button shows it).
    await page.locator('[data-chat-launcher]').waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Theme: Light/ })
      .click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await isDark()).toBe(true);
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Theme: Dark/ })
        .isVisible(),
    ).toBe(true);

    // No flash: with the app's JavaScript blocked, the blocking theme script alone already applied dark.
    expectConsoleError(/net::ERR_FAILED/);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark()).toBe(true);
    // The page is the build's prerendered markup (the app never ran: no chat button), and its theme toggle already
    // shows the dark theme's icon (CSS on the inline script's data-theme).
    expect(await page.locator('#root[data-prerendered] h1').count()).toBe(1);
    expect(await page.locator('[data-chat-launcher]').count()).toBe(0);
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Theme:/ });
    expect(await toggle.locator('[data-theme-icon="dark"]').isVisible()).toBe(true);
    expect(await toggle.locator('[data-theme-icon="light"]').isVisible()).toBe(false);
    await page.unroute('**/assets/*.js');

    // A new profile starts light.
    const fresh = await newContext(browser);
    const freshPage = await fresh.newPage();
    await freshPage.goto('/');
    expect(await freshPage.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await fresh.close();
    await context.close();
  });

  test('system follows the operating system colour scheme', async () => {
    const context = await newContext(browser, DESKTOP, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('theme', 'system'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false);
    await context.close();
  });
});
