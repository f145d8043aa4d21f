// Bytes on the wire (issue 11): what a browser downloads for the landing page and for a signed-in dashboard, as
// the gateway sends it (precompressed brotli, or gzip) against the same requests answered uncompressed, in the same
// run. The page's requests are the ones Chromium makes loading it; each is then repeated with each Accept-Encoding.
import http from 'node:http';
import { chromium } from 'playwright-core';
import type { TestStack } from '@readiness/testing/stack';
import { registerBenchUser } from './register.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CODINGS = { brotli: 'gzip, deflate, br, zstd', gzip: 'gzip, deflate', identity: '' } as const;
type Coding = keyof typeof CODINGS;

type Fetched = { url: string; accept: string };

export interface DeliveryPage {
  page: string;
  requests: number;
  bytes: Record<Coding, number>;
}
export type DeliveryBench = DeliveryPage[];

/** The same-origin GETs Chromium makes to show `path` until the network is idle. */
async function requestsOf(baseUrl: string, path: string, cookie?: string): Promise<Fetched[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: baseUrl }]);
    }
    const page = await context.newPage();
    const seen: Fetched[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().startsWith(baseUrl))
        seen.push({ url: request.url(), accept: request.headers().accept ?? '*/*' });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    return seen;
  } finally {
    await browser.close();
  }
}

/** Status line, headers and body of one answer, in bytes, as they crossed the connection. */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function measure(baseUrl: string, name: string, path: string, cookie?: string): Promise<DeliveryPage> {
  const requests = await requestsOf(baseUrl, path, cookie);
  const bytes = { brotli: 0, gzip: 0, identity: 0 };
  for (const coding of Object.keys(CODINGS) as Coding[]) {
    for (const { url, accept } of requests) {
      const headers: Record<string, string> = { accept };
      if (CODINGS[coding]) headers['accept-encoding'] = CODINGS[coding];
      if (cookie) headers.cookie = cookie;
      bytes[coding] += await wireBytes(url, headers);
    }
  }
  return { page: name, requests: requests.length, bytes };
}

export async function benchDelivery(stack: TestStack): Promise<DeliveryBench> {
  const { cookie } = await registerBenchUser(
    stack.baseUrl,
    `delivery-${Date.now()}@example.com`,
    'delivery-bench-password-1',
  );
  return [
    await measure(stack.baseUrl, 'landing page (signed out)', '/'),
    await measure(stack.baseUrl, 'dashboard (signed in)', '/dashboard', cookie),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatDeliveryBench(pages: DeliveryBench): string {
  return [
    'Delivery: bytes on the wire per page load (headers and bodies of every request), against the same requests uncompressed',
    ...pages.map(
      ({ page, requests, bytes }) =>
        `  ${page}: ${requests} requests; brotli ${kb(bytes.brotli)} (${(bytes.brotli / bytes.identity).toFixed(2)} of uncompressed), ` +
        `gzip ${kb(bytes.gzip)} (${(bytes.gzip / bytes.identity).toFixed(2)}), uncompressed ${kb(bytes.identity)}`,
    ),
  ].join('\n');
}
