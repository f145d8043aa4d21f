// The API path end to end against fake services: what reaches the service, what comes back, and what the
// gateway records, with the real Redis (session cache, rate limit) and NATS (access events).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@readiness/service';
import { cacheSignedInSession, eventually } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { fakeService, readAccessRecords, startGateway } from './harness.ts';

type Gateway = Awaited<ReturnType<typeof startGateway>>;
type Fake = Awaited<ReturnType<typeof fakeService>>;

const BIG = randomBytes(3 * 1024 * 1024 + 17);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const closedEarly: string[] = [];
/** Uploads the gateway gave up sending before their end. */
const cutOffUploads: string[] = [];

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A GET with exactly these headers (fetch refuses some, such as a Connection header naming others). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(url, { headers, agent: false }, (res) => {
          void readBody(res).then(
            (body) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() }),
            reject,
          );
        })
        .on('error', reject);
    },
  );
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

let gateway: Gateway;
let service: Fake;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  service = await fakeService({
    '/readyz': (_req, res) => res.end('{"status":"ok"}'),
    // A session the cache does not know is not one: what auth says for a cookie it cannot match.
    '/internal/sessions/resolve': (_req, res) => json(res, 401, { error: 'no such session' }),
    '/api/assessments/echo': (req, res) => {
      readBody(req).then(
        (body) =>
          json(res, 200, { method: req.method, url: req.url, length: body.length, sha256: sha256(body) }),
        () => cutOffUploads.push(req.url ?? ''),
      );
    },
    '/api/assessments/big': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      // In pieces, so that the gateway's backpressure handling is exercised, not one buffer copy.
      Readable.from(
        Array.from({ length: Math.ceil(BIG.length / 65536) }, (_, i) =>
          BIG.subarray(i * 65536, (i + 1) * 65536),
        ),
      ).pipe(res);
    },
    '/api/assessments/headers': (req, res) => json(res, 200, req.headers),
    '/api/assessments/slow': (req, res) => {
      // Never answers; notes when the gateway gives the call up.
      res.once('close', () => closedEarly.push(req.url ?? ''));
    },
    '/api/auth/logout': (_req, res) => {
      res.setHeader('set-cookie', ['first=1; Path=/', 'second=2; Path=/; HttpOnly']);
      json(res, 200, { success: true });
    },
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  gateway = await startGateway(
    { AUTH_URL: service.url, ASSESSMENT_URL: service.url, BODY_LIMIT_BYTES: String(8 * 1024 * 1024) },
    createLogger('gateway', 'info', sink),
  );
});
afterAll(async () => {
  await gateway?.stop();
  await service?.close();
});

/** A signed-in session in the cache of the given gateway (the test's own by default). */
const signedInSession = (env = gateway.env) => cacheSignedInSession(env.REDIS_URL, env.REDIS_PREFIX);

describe('bodies', () => {
  it('streams a large request body to the service and a large answer back, byte for byte', async () => {
    const session = await signedInSession();
    const upload = randomBytes(2 * 1024 * 1024 + 3);
    const chunks = Array.from({ length: 33 }, (_, i) => upload.subarray(i * 65536, (i + 1) * 65536));
    const sent = await fetch(`${gateway.url}/api/assessments/echo?kind=full`, {
      method: 'PUT',
      headers: { cookie: session.cookie, origin: gateway.url, 'content-type': 'application/octet-stream' },
      body: Readable.toWeb(Readable.from(chunks)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({
      method: 'PUT',
      url: '/api/assessments/echo?kind=full',
      length: upload.length,
      sha256: sha256(upload),
    });

    const download = await fetch(`${gateway.url}/api/assessments/big`, {
      headers: { cookie: session.cookie },
    });
    expect(download.status).toBe(200);
    const body = Buffer.from(await download.arrayBuffer());
    expect(body.length).toBe(BIG.length);
    expect(sha256(body)).toBe(sha256(BIG));
  });
});

describe('body limit', () => {
  it('cuts off a chunked upload past the limit with a JSON 413; the service never gets it whole', async () => {
    const small = await startGateway({
      AUTH_URL: service.url,
      ASSESSMENT_URL: service.url,
      BODY_LIMIT_BYTES: String(64 * 1024),
    });
    try {
      const session = await signedInSession(small.env);
      const target = new URL(`${small.url}/api/assessments/echo`);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: target.pathname,
            method: 'POST',
            headers: { cookie: session.cookie, origin: small.url, 'transfer-encoding': 'chunked' },
          },
          (res) => {
            void readBody(res).then((body) =>
              resolve({ status: res.statusCode ?? 0, body: body.toString() }),
            );
          },
        );
        request.on('error', () => undefined); // the gateway may close while the upload is still being written
        const chunk = Buffer.alloc(16 * 1024, 1);
        let sent = 0;
        const writeMore = () => {
          while (sent < 1024 * 1024) {
            sent += chunk.length;
            if (!request.write(chunk)) return request.once('drain', writeMore);
          }
          request.end();
        };
        writeMore();
        setTimeout(() => reject(new Error('no answer')), 10_000).unref();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      const cutOff = await eventually(
        () => Promise.resolve(cutOffUploads),
        (urls) => urls.length > 0,
        5_000,
      );
      expect(cutOff).toEqual(['/api/assessments/echo']);
    } finally {
      await small.stop();
    }
  });
});

describe('what the service is told', () => {
  it('gets the path and query in origin form when the caller sent an absolute URL', async () => {
    const session = await signedInSession();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const gatewayUrl = new URL(gateway.url);
      http
        .get(
          {
            host: gatewayUrl.hostname,
            port: gatewayUrl.port,
            path: `http://${gatewayUrl.host}/api/assessments/echo?kind=absolute`,
            headers: { cookie: session.cookie },
            agent: false,
          },
          (res) => {
            void readBody(res).then((body) =>
              resolve({ status: res.statusCode ?? 0, body: body.toString() }),
            );
          },
        )
        .on('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ url: '/api/assessments/echo?kind=absolute' });
  });

  it('forwards the session as its verified token, never the cookie, with the request id and client address', async () => {
    const session = await signedInSession();
    const response = await rawGet(`${gateway.url}/api/assessments/headers`, {
      cookie: `theme=dark; ${session.cookie}`,
      authorization: 'Basic forged',
      'x-user-id': 'someone-else',
      'x-request-id': 'caller-chosen-id-123',
      connection: 'keep-alive, x-secret-hop',
      'x-secret-hop': 'for the gateway only',
    });
    expect(response.status).toBe(200);
    const seen = JSON.parse(response.body) as Record<string, string | undefined>;
    expect(seen.authorization).toBe(`Bearer ${session.accessToken}`);
    expect(seen.cookie).toBe('theme=dark');
    expect(JSON.stringify(seen)).not.toContain(session.secret);
    expect(seen['x-user-id']).toBeUndefined();
    expect(seen['x-secret-hop']).toBeUndefined();
    expect(seen['x-request-id']).toBe('caller-chosen-id-123');
    expect(seen['x-client-ip']).toMatch(/127\.0\.0\.1/);
    expect(response.headers['x-request-id']).toBe('caller-chosen-id-123');
  });

  it("without an exporter, opens no span: a caller's traceparent reaches the service unchanged, a malformed one not at all", async () => {
    const { cookie } = await signedInSession();
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const passed = await rawGet(`${gateway.url}/api/assessments/headers`, {
      cookie,
      traceparent,
      tracestate: 'a=1',
    });
    const seen = JSON.parse(passed.body) as Record<string, string | undefined>;
    expect(seen.traceparent).toBe(traceparent);
    expect(seen.tracestate).toBe('a=1');
    const malformed = await rawGet(`${gateway.url}/api/assessments/headers`, {
      cookie,
      traceparent: 'not-a-trace',
    });
    expect((JSON.parse(malformed.body) as Record<string, string | undefined>).traceparent).toBeUndefined();
  });

  it("sends the API's own security headers with every API answer, and the pages' full set with pages", async () => {
    const answers = [
      await fetch(`${gateway.url}/api/auth/user`), // the service's answer
      await fetch(`${gateway.url}/api/no-such-route`), // the gateway's own error
    ];
    const page = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    for (const response of answers) {
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(response.headers.get('strict-transport-security')).toBe(
        page.headers.get('strict-transport-security'),
      );
      // What applies to documents only stays with the pages.
      for (const name of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(page.headers.get(name), name).not.toBeNull();
        expect(response.headers.get(name), name).toBeNull();
      }
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("passes every cookie the service sets, beside the gateway's clearing of a dead session", async () => {
    // A public route: the call reaches the service without an identity, and the dead cookie is cleared.
    const response = await fetch(`${gateway.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: `ar_session=${randomUUID()}.not-a-live-secret`, origin: gateway.url },
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(3);
    expect(cookies.find((cookie) => cookie.startsWith('ar_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookies).toEqual(expect.arrayContaining(['first=1; Path=/', 'second=2; Path=/; HttpOnly']));
  });
});

describe('a caller that gives up', () => {
  it('cancels the call to the service and is recorded with status 499', async () => {
    const session = await signedInSession();
    const path = `/api/assessments/slow`;
    const requestId = `give-up-${randomUUID()}`;
    await expect(
      fetch(`${gateway.url}${path}?id=${requestId}`, {
        headers: { cookie: session.cookie, 'x-request-id': requestId },
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    const closed = await eventually(
      () => Promise.resolve(closedEarly),
      (urls) => urls.some((url) => url.includes(requestId)),
      5_000,
    );
    expect(closed.some((url) => url.includes(requestId))).toBe(true);

    const events = await eventually(
      () => readAccessRecords(TEST_NATS_URL, gateway.natsPrefix),
      (found) => found.some((event) => event.data.requestId === requestId),
    );
    expect(events.find((event) => event.data.requestId === requestId)!.data).toMatchObject({
      path,
      status: 499,
      userId: session.userId,
    });
  });
});

describe('the log', () => {
  it('writes no line for a successful API call, one for a refused one (request id, status, code), never the secret or token', async () => {
    const session = await signedInSession();
    const okId = `log-ok-${randomUUID()}`;
    const response = await fetch(`${gateway.url}/api/assessments/headers?secret=query`, {
      headers: { cookie: session.cookie, 'x-request-id': okId },
    });
    expect(response.status).toBe(200);
    const refusedId = `log-refused-${randomUUID()}`;
    const refused = await fetch(`${gateway.url}/api/no-such-route?secret=query`, {
      headers: { cookie: session.cookie, 'x-request-id': refusedId },
    });
    expect(refused.status).toBe(404);
    const lines = await eventually(
      () => Promise.resolve(logLines.filter((line) => (line.req as { id?: string })?.id === refusedId)),
      (found) => found.length > 0,
      5_000,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      service: 'gateway',
      code: 'NOT_FOUND',
      req: { id: refusedId, method: 'GET', url: '/api/no-such-route' },
      res: { statusCode: 404 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    // The successful call ended before the refused one began: had it been logged, its line would be there.
    expect(logLines.filter((line) => (line.req as { id?: string })?.id === okId)).toEqual([]);
    const everything = JSON.stringify(logLines);
    expect(everything).not.toContain(session.secret);
    expect(everything).not.toContain(session.accessToken);
    expect(everything).not.toContain('secret=query');
  });
});

describe('rate limit before identity', () => {
  it('never asks the auth service about a session once the address is over its budget', async () => {
    const limited = await startGateway({
      AUTH_URL: service.url,
      ASSESSMENT_URL: service.url,
      RATE_LIMIT_PER_MINUTE: '5',
    });
    try {
      const asked = () =>
        service.seen.filter((request) => request.path === '/internal/sessions/resolve').length;
      const before = asked();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        // Each cookie names a session the cache does not hold: only the auth service could tell.
        const response = await fetch(`${limited.url}/api/assessments/headers`, {
          headers: { cookie: `ar_session=${randomUUID()}.some-secret` },
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      expect(asked() - before).toBe(5);
    } finally {
      await limited.stop();
    }
  });
});
