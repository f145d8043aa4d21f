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
