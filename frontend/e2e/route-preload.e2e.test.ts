import { describe, expect, test } from 'vitest';
import { newContext, registerViaApi } from './support/browser.ts';
import { useBrowser } from './support/suite.ts';

const browser = useBrowser();

describe('a signed-in page load', () => {
  test("fetches the page's code and checks the session at once, neither waiting for the other", async () => {
    const context = await newContext(browser);
    await registerViaApi(context);
    const page = await context.newPage();
    // The session check is held for a while: were the dashboard's code fetched only once it answered (the
    // spinner, then the chunk, then the data), its request would start after this answer ends.
    const HOLD_MS = 1_500;
    let sessionAnsweredAt: number | undefined;
    let chunkRequestedAt: number | undefined;
    let chunkArrivedAt: number | undefined;
    let sessionAskedAt: number | undefined;
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    page.on('request', (request) => {
      if (/\/assets\/dashboard-page-[^/]+\.js$/.test(request.url())) chunkRequestedAt ??= Date.now();
      if (new URL(request.url()).pathname === '/api/auth/user') sessionAskedAt ??= Date.now();
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/dashboard-page-[^/]+\.js$/.test(request.url())) chunkArrivedAt ??= Date.now();
      if (new URL(request.url()).pathname === '/api/auth/user') sessionAnsweredAt ??= Date.now();
    });

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    expect(chunkRequestedAt).toBeDefined();
    expect(sessionAnsweredAt).toBeDefined();
    expect(chunkRequestedAt!).toBeLessThan(sessionAnsweredAt!);
    // And the session check does not wait for the code (the first render does, main.tsx).
    expect(sessionAskedAt).toBeDefined();
    expect(chunkArrivedAt).toBeDefined();
    expect(sessionAskedAt!).toBeLessThanOrEqual(chunkArrivedAt!);
  });
});

describe('a signed-out landing page load', () => {
  test('first renders the page itself, not its layout with a spinner where the page will be', async () => {
    for (const [path, heading] of [
      ['/', 'Assess Your AI Readiness'],
      ['/auth', 'Welcome'],
      ['/whitelabel-deployment', 'Adopt Our AI Assistant'],
    ] as const) {
      const context = await newContext(browser);
      // What #root first holds of a heading or a spinner (the page's prerendered markup as the HTML parser puts it
      // there, or the app's first render when there is none).
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const shown = document.getElementById('root')?.querySelector('h1, [role="status"]');
          if (!shown) return;
          (window as unknown as { firstRender: string }).firstRender =
            shown.tagName === 'H1' ? (shown.textContent ?? '') : '(a spinner)';
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { firstRender?: string }).firstRender),
        path,
      ).toBe(heading);
      await context.close();
    }
  });
});
