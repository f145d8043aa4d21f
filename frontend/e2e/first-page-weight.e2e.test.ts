import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { baseUrl, newContext } from './support/browser.ts';
import { useBrowser } from './support/suite.ts';

const browser = useBrowser();

/** What a signed-out visitor's browser may download of JavaScript, gzipped, before the landing page is idle. */
export const FIRST_PAGE_JS_BUDGET_KB = 150;

/** The body of `url` as the gateway sends it to a browser that accepts gzip only: its gzipped size in bytes. */
function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        if (
          response.headers['content-encoding'] !== 'gzip' &&
          response.headers['content-encoding'] !== undefined
        )
          reject(new Error(`${url} came as ${response.headers['content-encoding']}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

describe('the first page', () => {
  test(`a signed-out visitor downloads at most ${FIRST_PAGE_JS_BUDGET_KB} KB of JavaScript (gzipped) before the landing page is idle, the chat button included`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open support chat' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect([...scripts].every((url) => url.startsWith(baseUrl()))).toBe(true);
    const sizes = await Promise.all(
      [...scripts].map(async (url) => ({ url: new URL(url).pathname, bytes: await gzippedBytes(url) })),
    );
    const totalKb = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
    const breakdown = sizes
      .sort((a, b) => b.bytes - a.bytes)
      .map(({ url, bytes }) => `${(bytes / 1024).toFixed(1)} KB ${url}`)
      .join('\n');
    console.log(
      `landing page JS before idle: ${totalKb.toFixed(1)} KB gzipped in ${sizes.length} files\n${breakdown}`,
    );
    expect(sizes.some(({ url }) => url.includes('chat-widget'))).toBe(true);
    expect(totalKb, breakdown).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET_KB);
  });
});
