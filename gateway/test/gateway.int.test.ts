import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { fakeService, readAccessRecords, startGateway } from './harness.ts';

type Gateway = Awaited<ReturnType<typeof startGateway>>;
type Fake = Awaited<ReturnType<typeof fakeService>>;

let gateway: Gateway;
let auth: Fake;

beforeAll(async () => {
  auth = await fakeService({
    '/readyz': (_req, res) => res.end('{"status":"ok"}'),
    '/internal/jwks': (_req, res) => res.end('{"keys":[]}'),
    '/api/auth/login': (req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          forwardedAuthorization: req.headers.authorization ?? null,
          clientIp: req.headers['x-client-ip'],
        }),
      );
    },
    // '/api/auth/register' is not answered: the gateway's timeout must answer instead.
  });
  gateway = await startGateway({
    AUTH_URL: auth.url,
    PROXY_TIMEOUT_MS: '500',
    RATE_LIMIT_PER_MINUTE: '40',
    BODY_LIMIT_BYTES: '2048',
  });
});
afterAll(async () => {
  await gateway?.stop();
  await auth?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('routing and errors', () => {
  it('answers unknown /api routes and routes of services not running with a JSON 404', async () => {
    for (const path of ['/api/nothing', '/api/authors', '/api/ai-tools/usage-stats', '/api']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
      expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
  });

  it('proxies to the owning service with the path intact, no caller identity, and the client address', async () => {
    const response = await post(
      '/api/auth/login',
      { email: 'a@b.co', password: 'x' },
      { authorization: 'Bearer forged', 'x-user-id': 'admin' },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { forwardedAuthorization: string | null; clientIp: string };
    expect(body.forwardedAuthorization).toBeNull();
    expect(body.clientIp).toMatch(/127\.0\.0\.1/);
    const seen = auth.seen.find((request) => request.path === '/api/auth/login')!;
    expect(seen.headers['x-user-id']).toBeUndefined();
    expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 504 in JSON when a service is too slow', async () => {
    const response = await post('/api/auth/register', {});
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'SERVICE_TIMEOUT' });
  });

  it('answers 503 in JSON when a service is down', async () => {
    const down = await startGateway();
    try {
      const response = await fetch(`${down.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(503);
      const body = (await response.json()) as { code: string; error: string };
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.error).toMatch(/auth service is unavailable/);
    } finally {
      await down.stop();
    }
  });

  it('refuses bodies over the limit with 413 before they reach a service', async () => {
    const before = auth.seen.length;
    const response = await post('/api/auth/login', { padding: 'x'.repeat(4096) });
    expect(response.status).toBe(413);
    expect(auth.seen.length).toBe(before);
  });

  it('requires a signed-in user for non-public routes', async () => {
    const response = await fetch(`${gateway.url}/api/assessments`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('headers, SPA and health', () => {
  it('sends security headers with a CSP that allows only the app itself to run scripts', async () => {
    const response = await fetch(`${gateway.url}/`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the SPA with a history fallback, hashed assets cached for a year, and 404 for missing assets', async () => {
    const page = await fetch(`${gateway.url}/results/anything`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect((await fetch(`${gateway.url}/assets/missing.js`)).status).toBe(404);
  });

  it('reports the readiness of every service it routes to on /healthz', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; services: Record<string, { ok: boolean }> };
    expect(body.services.auth!.ok).toBe(true);
    expect(body.services.assessment!.ok).toBe(false);
    expect(body.status).toBe('degraded');
  });
});

describe('access events', () => {
  it('publishes an access record for API and page requests', async () => {
    const marker = `/results/access-${Date.now()}`;
    await fetch(`${gateway.url}${marker}`, { headers: { accept: 'text/html', 'user-agent': 'access-test' } });
    await fetch(`${gateway.url}/api/nothing`);
    const events = await eventually(
      () => readAccessRecords(TEST_NATS_URL, gateway.natsPrefix),
      (found) =>
        found.some((event) => event.data.path === marker) &&
        found.some((event) => event.data.path === '/api/nothing'),
    );
    const page = events.find((event) => event.data.path === marker)!;
    expect(page.data).toMatchObject({ method: 'GET', status: 200, userAgent: 'access-test', userId: null });
    expect(page.data.durationMs).toBeGreaterThanOrEqual(0);
    expect(events.find((event) => event.data.path === '/api/nothing')!.data.status).toBe(404);
    expect(events.some((event) => String(event.data.path).startsWith('/assets/'))).toBe(false);
  });

  it('sends the records of requests that come together in one event, each with an id of its own', async () => {
    const paths = Array.from({ length: 40 }, (_, i) => `/api/batched-${Date.now()}-${i}`);
    await Promise.all(paths.map((path) => fetch(`${gateway.url}${path}`)));
    const records = await eventually(
      () => readAccessRecords(TEST_NATS_URL, gateway.natsPrefix),
      (found) => paths.every((path) => found.some((record) => record.data.path === path)),
    );
    const ours = records.filter((record) => paths.includes(String(record.data.path)));
    expect(ours).toHaveLength(paths.length);
    expect(new Set(ours.map((record) => record.id)).size).toBe(paths.length);
    // 40 requests at once: a batch per 100 ms they took to answer (a few on a busy machine), not an event each.
    expect(new Set(ours.map((record) => record.eventId)).size).toBeLessThanOrEqual(10);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address exceeds its budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) statuses.push((await fetch(`${gateway.url}/api/nothing`)).status);
    expect(statuses).toContain(429);
    const limited = await fetch(`${gateway.url}/api/nothing`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document generated from the contracts, and a readable page', async () => {
    const response = await fetch(`${gateway.url}/api/docs`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/user']),
    );
    const page = await fetch(`${gateway.url}/api/docs/page`);
    expect(page.headers.get('content-type')).toMatch(/html/);
    expect(await page.text()).toContain('/api/auth/register');
  });
});
