import { describe, expect, test } from 'vitest';
import { baseUrl, expectHttpError, newContext, roleContext, useE2E } from './support/e2e.ts';

/*
 * Delivery through the gateway, with the real build (issue 11): every script, style sheet and the page itself
 * arrive precompressed (brotli for Chromium), varying by Accept-Encoding; a client that takes no coding gets the
 * same bytes uncompressed; an unknown address answers 404 with the Page Not Found screen, every screen 200.
 */

const { browser } = useE2E();

describe('precompressed delivery', () => {
  test('the landing page’s document, scripts and styles arrive as brotli, with Vary', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const delivered: Array<{ url: string; type: string; encoding?: string; vary?: string; length: number }> =
      [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type))
        delivered.push({
          url: response.url(),
          type,
          encoding: response.headers()['content-encoding'],
          vary: response.headers().vary,
          length: Number(response.headers()['content-length'] ?? NaN),
        });
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(delivered.filter(({ type }) => type === 'script').length).toBeGreaterThan(1);
    expect(delivered.some(({ type }) => type === 'stylesheet')).toBe(true);
    for (const response of delivered) {
      // A file under precompress.ts's 512 bytes is sent as it is: coding it would cost more than it saves.
      if (response.encoding === undefined && response.length < 512) continue;
      expect(response.encoding, response.url).toBe('br');
      expect(response.vary, response.url).toMatch(/accept-encoding/i);
    }
    await context.close();
  });

  test('a client that takes no coding gets the same script uncompressed; gzip where asked', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let script = '';
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && /\/assets\/index-/.test(response.url()))
        script = response.url();
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(script).not.toBe('');
    const asBrowser = await page.evaluate((url) => fetch(url).then((r) => r.text()), script);

    const identity = await context.request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers()['content-encoding']).toBeUndefined();
    expect(await identity.text()).toBe(asBrowser);
    const gzip = await context.request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    // Playwright decodes the body: the same script again.
    expect(await gzip.text()).toBe(asBrowser);
    expect(Number(gzip.headers()['content-length'])).toBeLessThan(asBrowser.length / 2);
    await context.close();
  });
});

describe('page status', () => {
  test('an unknown address answers 404 with Page Not Found; the app’s screens answer 200', async () => {
    expectHttpError(404, '/no/such/page');
    const context = await roleContext(browser, 'user');
    const page = await context.newPage();
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();

    for (const path of ['/', '/dashboard', '/results', '/reports', '/resources', '/tools', '/ai-tools']) {
      const response = await context.request.get(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
    }
    await context.close();
  });
});

/** The chunks a built script imports by name: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`. */
const STATIC_IMPORT =
  /(?:import|export)\s*(?:(?:\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+(?:\s*,\s*\{[^}]*\})?)\s*from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;
/** The chunks it loads later: `import("./x.js")` (the build writes it with backquotes). */
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

describe('the built chunks', () => {
  test('no chunk imports, directly or not, a chunk that imports it back (it would run before its exports exist)', async () => {
    const page = await (await fetch(`${baseUrl()}/`)).text();
    const entries = [...page.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(entries.length).toBeGreaterThan(0);
    // Every chunk reachable from the page, by static and dynamic imports, with its static imports.
    const imports = new Map<string, string[]>();
    const queue = [...entries];
    while (queue.length > 0) {
      const chunk = queue.pop()!;
      if (imports.has(chunk)) continue;
      const response = await fetch(`${baseUrl()}/assets/${chunk}`);
      expect(response.status, chunk).toBe(200);
      const code = await response.text();
      imports.set(chunk, [...new Set([...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!))]);
      for (const match of [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)])
        queue.push(match[1]!);
    }
    expect(imports.size).toBeGreaterThan(10);
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (chunk: string, path: string[]): void => {
      if (state.get(chunk) === 'done') return;
      if (state.get(chunk) === 'open') {
        circles.push([...path.slice(path.indexOf(chunk)), chunk].join(' → '));
        return;
      }
      state.set(chunk, 'open');
      for (const next of imports.get(chunk) ?? []) visit(next, [...path, chunk]);
      state.set(chunk, 'done');
    };
    for (const chunk of imports.keys()) visit(chunk, []);
    expect(circles).toEqual([]);
  });
});
