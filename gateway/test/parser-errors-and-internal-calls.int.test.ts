import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_INTERNAL_API_TOKEN, INTERNAL_TOKEN_HEADER, SESSION_COOKIE } from '@readiness/contracts';
import { createTestRedisPrefix, freePort } from '@readiness/testing';
import { randomPrefix } from '@readiness/testing/nats';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { fakeService, fakeSpa, startGateway } from './harness.ts';

type Fake = Awaited<ReturnType<typeof fakeService>>;

/** Sends raw bytes and reads the whole answer (the server closes the connection after a parser error). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head, body] = answer.split('\r\n\r\n');
  const [statusLine, ...headers] = head!.split('\r\n');
  return {
    status: Number(statusLine!.split(' ')[1]),
    headers: Object.fromEntries(
      headers.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    ),
    body: JSON.parse(body!) as Record<string, unknown>,
  };
}

describe("the gateway process (its main.ts): what Node's HTTP parser refuses answers the JSON error shape", () => {
  let child: ChildProcess;
  let port: number;
  let auth: Fake;
  const redis = createTestRedisPrefix();

  beforeAll(async () => {
    auth = await fakeService({ '/readyz': (_req, res) => res.end('{"status":"ok"}') });
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        LOG_LEVEL: 'info',
        REDIS_URL: redis.url,
        REDIS_PREFIX: redis.prefix,
        NATS_URL: TEST_NATS_URL,
        NATS_PREFIX: randomPrefix(),
        SERVICES: 'auth',
        AUTH_URL: auth.url,
        STATIC_DIR: fakeSpa(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 30_000);
      const seen = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('gateway listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', seen);
      child.stderr!.on('data', seen);
      child.once('exit', (code) => reject(new Error(`gateway exited (${code}):\n${output}`)));
    });
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await auth?.close();
    await redis.cleanup();
  });

  it('a 20 KB URL: 431 HEADERS_TOO_LARGE as JSON, then the connection closes', async () => {
    const url = `/api/assessments?q=${'a'.repeat(20 * 1024)}`;
    const answer = parse(await raw(port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'error', 'requestId']);
    expect(answer.body).toMatchObject({
      error: 'Request headers or URL too large',
      code: 'HEADERS_TOO_LARGE',
    });
    expect(answer.headers['x-request-id']).toBe(answer.body.requestId);
    // And through an ordinary client.
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });

  it('a malformed request: 400 BAD_REQUEST as JSON', async () => {
    const answer = parse(await raw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', error: 'Malformed HTTP request' });
  });
});

describe('the gateway authenticates itself to internal endpoints', () => {
  it('sends the shared token when it asks auth to resolve a session', async () => {
    const auth = await fakeService({
      '/internal/sessions/resolve': (_req, res) => {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end('{"error":"no such session","code":"UNAUTHORIZED"}');
      },
      '/api/auth/user': (_req, res) => {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end('{"error":"Authentication required","code":"UNAUTHORIZED"}');
      },
    });
    const gateways = [
      await startGateway({ AUTH_URL: auth.url }),
      await startGateway({ AUTH_URL: auth.url, INTERNAL_API_TOKEN: 'the-configured-internal-token' }),
    ];
    try {
      for (const gateway of gateways) {
        await fetch(`${gateway.url}/api/auth/user`, {
          headers: { cookie: `${SESSION_COOKIE}=00000000-0000-4000-8000-000000000000.secret` },
        });
      }
      const sent = auth.seen
        .filter((request) => request.path === '/internal/sessions/resolve')
        .map((request) => request.headers[INTERNAL_TOKEN_HEADER]);
      expect(sent).toEqual([DEV_INTERNAL_API_TOKEN, 'the-configured-internal-token']);
    } finally {
      for (const gateway of gateways) await gateway.stop();
      await auth.close();
    }
  });
});
