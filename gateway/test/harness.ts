import http from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createLogger, type Logger } from '@readiness/service';
import { createTestRedisPrefix, freePort, readEvents } from '@readiness/testing';
import { randomPrefix } from '@readiness/testing/nats';
import { TEST_NATS_URL, deleteStreams } from '@readiness/testing/stack';
import { loadEnv, type GatewayEnv } from '../src/env.ts';
import { buildGateway } from '../src/service.ts';

/** One access record as the gateway publishes it, with the event that carried it. */
export interface PublishedAccessRecord {
  id: string;
  eventId: string;
  data: Record<string, unknown>;
}

/** Every access record the gateway published (`gateway.requests.completed`, a batch each), in order. */
export async function readAccessRecords(
  natsUrl: string,
  natsPrefix: string,
): Promise<PublishedAccessRecord[]> {
  const events = await readEvents(natsUrl, natsPrefix, 'gateway.requests.completed');
  return events.flatMap((event) =>
    (event.data.requests as Array<Record<string, unknown>>).map((request) => ({
      id: String(request.id),
      eventId: event.id,
      data: request,
    })),
  );
}

/** The inline script of the fake index.html (the real one applies the saved theme before first paint). */
export const FAKE_INLINE_SCRIPT = "document.documentElement.dataset.theme = 'light';";
export const FAKE_INDEX_HTML = `<!doctype html><html><head><title>AI Readiness</title><script>${FAKE_INLINE_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
/** The build's copy of index.html for /auth for a visitor who may be signed in: it preloads the sign-in screen's chunk. */
export const FAKE_AUTH_SHELL_HTML = FAKE_INDEX_HTML.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/auth-page-abc123.js"></head>',
);
/** The same copy with the page prerendered as a signed-out visitor sees it. */
export const FAKE_AUTH_PAGE_HTML = FAKE_AUTH_SHELL_HTML.replace(
  '<div id="root"></div>',
  '<div id="root"><h1>Sign in</h1></div>',
);
export const FAKE_APP_JS = `console.log(${JSON.stringify('app '.repeat(200))})`;

/**
 * A built SPA stand-in: index.html and one hashed asset, each with the brotli and gzip variants the frontend build
 * writes beside it; a small file without them; and a CSS file with a gzip variant only.
 */
export function fakeSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  const withVariants = (path: string, content: string, codings: Array<'br' | 'gz'> = ['br', 'gz']) => {
    writeFileSync(path, content);
    if (codings.includes('br')) writeFileSync(`${path}.br`, brotliCompressSync(content));
    if (codings.includes('gz')) writeFileSync(`${path}.gz`, gzipSync(content));
  };
  withVariants(join(dir, 'index.html'), FAKE_INDEX_HTML);
  // The build's own copy of index.html for /auth, which preloads that screen's code.
  mkdirSync(join(dir, 'pages'));
  withVariants(join(dir, 'pages', 'auth.html'), FAKE_AUTH_PAGE_HTML);
  withVariants(join(dir, 'pages', 'auth.shell.html'), FAKE_AUTH_SHELL_HTML);
  withVariants(join(dir, 'assets', 'index-abc123.js'), FAKE_APP_JS);
  withVariants(join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}'.repeat(50), ['gz']);
  writeFileSync(join(dir, 'theme-init.js'), 'void 0');
  return dir;
}

/** A fake upstream service that answers by path; unknown paths hang (to test timeouts). */
export async function fakeService(
  routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void>,
) {
  const seen: Array<{ path: string; headers: http.IncomingHttpHeaders }> = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    seen.push({ path, headers: req.headers });
    const route = routes[path];
    if (route) route(req, res);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => server.closeAllConnections() ?? server.close(() => resolve())),
  };
}

/** The gateway in this process with its own Redis and NATS prefixes. */
export async function startGateway(
  overrides: Partial<Record<keyof GatewayEnv, string>> & Record<string, string> = {},
  logger: Logger = createLogger('gateway', 'silent'),
) {
  const redis = createTestRedisPrefix();
  const natsPrefix = randomPrefix();
  const closedPort = await freePort();
  const env = loadEnv({
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    NATS_URL: TEST_NATS_URL,
    NATS_PREFIX: natsPrefix,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SERVICES: 'auth,assessment',
    AUTH_URL: `http://127.0.0.1:${closedPort}`,
    ASSESSMENT_URL: `http://127.0.0.1:${closedPort}`,
    STATIC_DIR: fakeSpa(),
    ...overrides,
  });
  const gateway = await buildGateway(env, logger);
  const server = http.createServer(gateway.handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env,
    natsPrefix,
    gateway,
    async stop() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      for (const [, close] of gateway.closers) await close().catch(() => undefined);
      await redis.cleanup();
      if (env.NATS_URL === TEST_NATS_URL)
        await deleteStreams(TEST_NATS_URL, natsPrefix).catch(() => undefined);
    },
  };
}
