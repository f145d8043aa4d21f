import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { DESKTOP, PHONE, type Viewport } from './browser.ts';
import { useBrowser } from './suite.ts';

/*
 * One set-up for a browser test file, and one import for what its tests use:
 *
 *   import { newContext, PHONE, roleContext, useE2E } from './support/e2e.ts';
 *   const { browser, shot } = useE2E();
 *
 * launches chromium for the file (closed after it; the profiles a test opens are closed after the test by
 * support/setup.ts), makes the screenshot folder, and names the screenshots in it. Every test still fails on an
 * HTTP error, console error or page error it did not declare (support/page-problems.ts).
 */

export * from './admin.ts';
export * from './browser.ts';
export * from './floating.ts';
export * from './inbox.ts';
export * from './network.ts';
export * from './roles.ts';
export { forgetSignIn, signedInContext, useBrowser } from './suite.ts';

/** Screenshots for people to look at (gitignored): frontend/test-results/screenshots/. */
export const SHOTS_DIR = new URL('../../test-results/screenshots/', import.meta.url).pathname;

export interface E2E {
  /** The file's chromium (usable in tests and hooks). */
  browser: Browser;
  /** The path of the screenshot `name` (a .png under SHOTS_DIR). */
  shot: (name: string) => string;
}

export function useE2E(): E2E {
  const browser = useBrowser();
  beforeAll(() => {
    mkdirSync(SHOTS_DIR, { recursive: true });
  });
  return { browser, shot: (name) => `${SHOTS_DIR}${name}.png` };
}

export type Theme = 'light' | 'dark';
/** How a screen is looked at: its width (and height) and its theme. */
export type Look = { viewport: Viewport; theme: Theme };

/** Every screen's four looks: phone and desktop width, light and dark. */
export const LOOKS: readonly Look[] = [
  { viewport: DESKTOP, theme: 'light' },
  { viewport: PHONE, theme: 'light' },
  { viewport: DESKTOP, theme: 'dark' },
  { viewport: PHONE, theme: 'dark' },
];

/** "360px, dark": for assertion messages. */
export const describeLook = ({ viewport, theme }: Look) => `${viewport.width}px, ${theme}`;

/**
 * Shows the page in `look` in place: resized, the theme stored as the visitor's choice and the page reloaded in it,
 * instead of a new profile (and a new sign-in) for every width and theme. The page must be on the app (a theme is
 * stored per origin); one whose profile was started in a theme (startInTheme) would go back to that one.
 */
export async function showAs(page: Page, look: Look): Promise<void> {
  if (!page.url().startsWith('http'))
    throw new Error(`showAs(): the page is not on the app yet (${page.url()})`);
  await page.setViewportSize(look.viewport);
  const shown = await page.evaluate((theme) => {
    window.localStorage.setItem('theme', theme);
    return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
  }, look.theme);
  // Already in that theme: the resize is enough (the layout follows the viewport at once).
  if (shown !== look.theme) await page.reload();
  // The page must now be in that look, or every check after this one would look at the wrong one.
  const now = await page.evaluate(() => ({
    width: window.innerWidth,
    theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  }));
  if (now.width !== look.viewport.width || now.theme !== look.theme)
    throw new Error(`showAs(): the page shows ${now.width}px, ${now.theme} instead of ${describeLook(look)}`);
}

/** Whether the page scrolls sideways, and by how much (0 when it fits). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
