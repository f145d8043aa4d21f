import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  FAKE_APP_JS,
  FAKE_AUTH_PAGE_HTML,
  FAKE_AUTH_SHELL_HTML,
  FAKE_INDEX_HTML,
  FAKE_INLINE_SCRIPT,
  startGateway,
} from './harness.ts';

let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET whose body comes back as sent: fetch would decode it and drop the evidence. */
function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${gateway.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const decode = ({ headers, body }: Raw) => {
  switch (headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(body).toString();
    case 'gzip':
      return gunzipSync(body).toString();
    case undefined:
      return body.toString();
    default:
      throw new Error(`unexpected content-encoding ${headers['content-encoding']}`);
  }
};

const BROWSER = 'gzip, deflate, br, zstd';

describe('precompressed assets', () => {
  it('sends brotli to a browser that takes it, typed as the original, cached for a year, with Vary', async () => {
    const response = await rawGet('/assets/index-abc123.js', { 'accept-encoding': BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(FAKE_APP_JS.length / 4);
    expect(decode(response)).toBe(FAKE_APP_JS);
  });

  it('chooses by the weights of Accept-Encoding', async () => {
    const gzip = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'br;q=0.4, gzip;q=0.9' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(FAKE_APP_JS);
    const refused = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(FAKE_APP_JS);
  });

  it('falls back to the file as it is without Accept-Encoding, still saying the answer varies', async () => {
    const response = await rawGet('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.body.toString()).toBe(FAKE_APP_JS);
  });

  it('sends gzip where brotli was not built, and a file without variants as it is', async () => {
    const css = await rawGet('/assets/index-abc123.css', { 'accept-encoding': BROWSER });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const plain = await rawGet('/theme-init.js', { 'accept-encoding': BROWSER });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('void 0');
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const response = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.length).toBe(0);
  });

  it('revalidates a compressed asset with its own ETag (304, nothing resent)', async () => {
    const first = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const again = await rawGet('/assets/index-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keeps 404 for a missing asset', async () => {
    expect((await rawGet('/assets/missing.js', { 'accept-encoding': BROWSER })).status).toBe(404);
  });
});

describe('pages', () => {
  it.each([
    '/',
    '/dashboard',
    '/results',
    '/results/5f2c',
    '/checkout/test/cs_1',
    '/settings',
    '/admin-users',
  ])('%s answers 200 with the app, compressed and revalidated', async (path) => {
    const response = await rawGet(path, { accept: 'text/html', 'accept-encoding': BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode(response)).toBe(FAKE_INDEX_HTML);
  });

  it.each(['/nope', '/dashboard/anything', '/results/a/b', '/favicon.ico'])(
    '%s answers 404 with the same app, which shows Page Not Found',
    async (path) => {
      const response = await rawGet(path, { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(decode(response)).toBe(FAKE_INDEX_HTML);
    },
  );

  it('sends the page uncompressed to a client that takes no coding', async () => {
    const response = await rawGet('/nope', { accept: 'text/html' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(FAKE_INDEX_HTML);
  });

  it("sends a page the build wrote its own copy for (it preloads the screen's code), index.html to the others", async () => {
    const auth = await rawGet('/auth', { accept: 'text/html', 'accept-encoding': BROWSER });
    expect(auth.status).toBe(200);
    expect(auth.headers['content-encoding']).toBe('br');
    expect(decode(auth)).toBe(FAKE_AUTH_PAGE_HTML);
    expect((await rawGet('/auth', { accept: 'text/html' })).body.toString()).toBe(FAKE_AUTH_PAGE_HTML);
    // No copy for these: the app as it is.
    for (const path of ['/', '/dashboard', '/nope/auth']) {
      const other = await rawGet(path, { accept: 'text/html', 'accept-encoding': BROWSER });
      expect(decode(other)).toBe(FAKE_INDEX_HTML);
    }
  });

  it('sends the prerendered copy only to a request without a session cookie or a query, the shell otherwise', async () => {
    const html = { accept: 'text/html', 'accept-encoding': BROWSER };
    const signedOut = await rawGet('/auth', { ...html, cookie: 'theme=dark' });
    expect(decode(signedOut)).toBe(FAKE_AUTH_PAGE_HTML);
    expect(signedOut.headers.vary).toMatch(/Cookie/);
    // A signed-in visitor must not see the signed-out page before the app sends them on; the gateway does not check
    // the cookie, an expired one gets the shell too.
    const withSession = await rawGet('/auth', { ...html, cookie: 'theme=dark; ar_session=anything' });
    expect(decode(withSession)).toBe(FAKE_AUTH_SHELL_HTML);
    expect(withSession.headers.vary).toMatch(/Cookie/);
    // The markup was made for the bare path: /auth?tab=register shows another tab.
    expect(decode(await rawGet('/auth?tab=register', html))).toBe(FAKE_AUTH_SHELL_HTML);
    // A cookie of a similar name is not the session's.
    expect(decode(await rawGet('/auth', { ...html, cookie: 'not_ar_session=x' }))).toBe(FAKE_AUTH_PAGE_HTML);
  });

  it("allows the page's own inline script by its hash, and no other inline script, in the page's CSP", async () => {
    const hash = `'sha256-${createHash('sha256').update(FAKE_INLINE_SCRIPT).digest('base64')}'`;
    for (const path of ['/', '/nope']) {
      const page = await rawGet(path, { accept: 'text/html', 'accept-encoding': 'br' });
      const csp = page.headers['content-security-policy'] as string;
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe(`script-src 'self' ${hash}`);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
    // Other answers keep the policy without it: nothing else of the gateway's runs inline.
    const asset = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });

  it('answers a request that does not want HTML with the JSON 404', async () => {
    const response = await rawGet('/nope', { accept: 'application/json' });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toMatchObject({ code: 'NOT_FOUND' });
  });
});
