import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  baseUrl,
  describeLook,
  LOOKS,
  newContext,
  registerViaApi,
  startInTheme,
  useE2E,
} from './support/e2e.ts';

const { browser, shot } = useE2E();

/** The landing pages the build prerenders (frontend/page-preloads.ts), with their heading. */
const PAGES = [
  { path: '/', name: 'landing', heading: 'Assess Your AI Readiness' },
  { path: '/auth', name: 'auth', heading: 'Welcome' },
  { path: '/whitelabel-deployment', name: 'whitelabel', heading: 'Adopt Our AI Assistant' },
] as const;

/** The app has taken over: the chat button comes only once it runs (src/app/router.tsx). */
const whenTheAppRuns = (page: Page) => page.locator('[data-chat-launcher]').waitFor();

/**
 * The app's code is held back until `release()`: the page stays as its HTML and CSS make it (the inline theme
 * script runs), as a visitor on a slow network sees it before the code has come.
 */
async function holdTheAppsCode(context: BrowserContext): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Where the page's main parts are, to the pixel, and how much its layout has shifted so far. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
    };
    return { h1: box('h1'), header: box('header'), main: box('main'), footer: box('footer') };
  });
}

describe('a landing page as the server sends it', () => {
  test("holds the page's markup, heading included, in the HTML (no script needed to read it)", async () => {
    for (const { path, heading } of PAGES) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const root = /<div id="root" data-prerendered="([^"]*)">([\s\S]*)<\/div>\s*<\/body>/.exec(html);
      expect(root, `${path}: a prerendered root`).not.toBeNull();
      expect(root![1]).toBe(path);
      expect(root![2]).toMatch(new RegExp(`<h1[^>]*>(<[^>]+>|\\s)*${heading.split(' ')[0]}`));
      // Signed out: the sign-in links, never the signed-in header's Dashboard.
      expect(root![2], path).not.toContain('>Dashboard<');
    }
  });

  test("asks for the app's code at low priority, so that the stylesheet the first paint needs goes first; the shell, at high", async () => {
    /** The priority the browser gave each of the page's stylesheets and scripts (as DevTools and Lighthouse see it). */
    const prioritiesOf = async (path: string, cookie?: string) => {
      const context = await newContext(browser);
      if (cookie) await context.addCookies([{ name: 'ar_session', value: cookie, url: baseUrl() }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const priorities = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', ({ request, type }) => {
        if (type === 'Script' || type === 'Stylesheet')
          priorities.set(`${type} ${new URL(request.url).pathname}`, request.initialPriority);
      });
      await cdp.send('Network.enable');
      await page.goto(path);
      await whenTheAppRuns(page);
      await context.close();
      return priorities;
    };
    for (const { path } of PAGES) {
      const priorities = [...(await prioritiesOf(path))];
      const scripts = priorities.filter(([request]) => request.startsWith('Script /assets/'));
      expect(scripts.length, path).toBeGreaterThan(1);
      // The entry and the screen's chunks the HTML names: low. What the app asks for later is the app's business.
      const named = await (await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })).text();
      const inHtml = scripts.filter(([request]) => named.includes(request.slice('Script '.length)));
      expect(inHtml.length, path).toBeGreaterThan(1);
      for (const [request, priority] of inHtml) expect(priority, `${path}: ${request}`).toBe('Low');
      const styles = priorities.filter(([request]) => request.startsWith('Stylesheet '));
      expect(
        styles.map(([, priority]) => priority),
        path,
      ).toEqual(['VeryHigh']);
    }
    // A visitor who may be signed in gets the shell, which has nothing to paint before the code: high priority.
    const shell = [...(await prioritiesOf('/auth', 'not-a-live-session'))].filter(([request]) =>
      request.startsWith('Script /assets/index-'),
    );
    expect(shell.map(([, priority]) => priority)).toEqual(['High']);
  });

  test('shows the heading with scripts turned off', async () => {
    const context = await newContext(browser, undefined, { javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible(), path).toBe(true);
      // A link is a real link: it works before (here: without) the app.
      if (path === '/') {
        await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
        await page.waitForURL(/\/auth$/);
        await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
      }
    }
  });
});

describe('a landing page before and after the app takes over', () => {
  test('looks the same in every look, and its layout does not move', async () => {
    for (const look of LOOKS) {
      for (const { path, name } of PAGES) {
        const context = await newContext(browser, look.viewport);
        await startInTheme(context, look.theme);
        const { release } = await holdTheAppsCode(context);
        const page = await context.newPage();
        // Every layout shift counts, the chat button's included: it comes with the app, already where it rests
        // (chat-widget.tsx), not in the corner and then higher up, clear of the form's button on a phone.
        await context.addInitScript(() => {
          const scope = window as unknown as { shifts: number };
          scope.shifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
              scope.shifts += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // Not 'domcontentloaded': it waits for the module scripts, held back here.
        await page.goto(path, { waitUntil: 'commit' });
        await page.locator('h1').waitFor();
        const label = `${path}, ${describeLook(look)}`;
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), label).toBe(
          look.theme === 'dark',
        );
        const tag = `prerendered-${name}-${look.viewport.width}-${look.theme}`;
        await page.screenshot({ path: shot(`${tag}-before`) });
        const before = await layoutOf(page);
        expect(before.h1, label).not.toBeNull();

        release();
        await whenTheAppRuns(page);
        // The theme toggle shows the visitor's choice both ways (by CSS before, by React after).
        expect(await page.locator('[data-theme-choice]').first().getAttribute('data-theme-choice')).toBe(
          look.theme,
        );
        await page.screenshot({ path: shot(`${tag}-after`) });
        expect(await layoutOf(page), label).toEqual(before);
        expect(
          await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
          label,
        ).toBeLessThan(0.01);
        await context.close();
      }
    }
  });

  test('keeps what was typed before it took over, and then works', async () => {
    const context = await newContext(browser);
    const { release } = await holdTheAppsCode(context);
    const page = await context.newPage();
    await page.goto('/auth', { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await email.fill('early@example.com');
    // Not sendable yet: a native submit would put the password in the URL.
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isDisabled()).toBe(true);

    release();
    await whenTheAppRuns(page);
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isDisabled()).toBe(false);
    // The app holds the typed value: one more key adds to it rather than replacing it.
    await email.press('End');
    await email.pressSequentially('m');
    expect(await email.inputValue()).toBe('early@example.comm');
    // And the page works: the Register tab opens.
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    expect(page.url()).toMatch(/\/auth\?tab=register$/);
  });
});

describe('a signed-in visitor', () => {
  test('never sees a signed-out page, sign-in form or header on the way to where they belong', async () => {
    const context = await newContext(browser);
    await registerViaApi(context);
    // Everything the document ever shows, from its first parsed node on.
    await context.addInitScript(() => {
      const scope = window as unknown as { seen: string[] };
      scope.seen = [];
      const saw = (what: string) => {
        if (!scope.seen.includes(what)) scope.seen.push(what);
      };
      new MutationObserver(() => {
        if (document.querySelector('form[aria-label="Sign in"]')) saw('sign-in form');
        for (const link of document.querySelectorAll('header a'))
          if (
            /^(Sign In|Get Started)$/.test(link.textContent?.trim() ?? '') &&
            getComputedStyle(link).visibility !== 'hidden'
          )
            saw('signed-out header');
        if (document.querySelector('#root[data-prerendered]')) saw('prerendered page');
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    const page = await context.newPage();
    for (const [path, landsOn] of [
      ['/', /\/dashboard$/],
      ['/auth', /\/dashboard$/],
      ['/whitelabel-deployment', /\/whitelabel-deployment$/],
    ] as const) {
      const response = await page.goto(path);
      expect(await response?.text(), path).not.toContain('data-prerendered');
      await page.waitForURL(landsOn);
      if (path === '/whitelabel-deployment')
        await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
      else await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen), path).toEqual([]);
    }
  });
});
