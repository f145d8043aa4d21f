import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signInViaApi } from './admin.ts';
import { DESKTOP, launchBrowser, newContext, startInTheme, type TestUser, type Viewport } from './browser.ts';

/*
 * The set-up every browser test file shares, in one line at the top of the file:
 *
 *   const browser = useBrowser();
 *
 * launches chromium before the file's tests and closes it after them (the profiles a test opens are closed after
 * it by support/setup.ts). The value stands for the browser from the start, so `newContext(browser, PHONE)` reads
 * as before; using it outside a test or hook says so. Files written the old way (launchBrowser() in their own
 * beforeAll) work unchanged.
 */
export function useBrowser(): Browser {
  let current: Browser | undefined;
  beforeAll(async () => {
    current = await launchBrowser();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as Browser, {
    get(_target, property) {
      if (!current)
        throw new Error(`the browser of useBrowser() is used outside a test or hook (${String(property)})`);
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new Map<string, Promise<StorageState>>();

/**
 * A profile signed in as `user`, at `viewport` and in `theme` (light unless said): the user signs in once per
 * file, through the API, and every later profile starts from that saved session (Playwright's storageState)
 * instead of signing in again for every viewport and theme. After a change the session must not carry (a new
 * tier, a new password), `forgetSignIn(user)` makes the next profile sign in afresh.
 */
export async function signedInContext(
  browser: Browser,
  user: TestUser,
  options: { viewport?: Viewport; theme?: 'light' | 'dark' } & BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { viewport = DESKTOP, theme, ...contextOptions } = options;
  let state = signedInStates.get(user.email);
  if (!state) {
    state = (async () => {
      const signingIn = await newContext(browser);
      try {
        await signInViaApi(signingIn, user);
        return await signingIn.storageState();
      } finally {
        await signingIn.close();
      }
    })();
    signedInStates.set(user.email, state);
    state.catch(() => signedInStates.delete(user.email));
  }
  const context = await newContext(browser, viewport, { ...contextOptions, storageState: await state });
  if (theme) await startInTheme(context, theme);
  return context;
}

/** The next signedInContext() for `user` signs in afresh (their saved session is dropped). */
export function forgetSignIn(user: TestUser): void {
  signedInStates.delete(user.email);
}
