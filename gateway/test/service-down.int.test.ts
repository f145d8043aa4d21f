import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '@readiness/testing';
import { RETRY_AFTER_SECONDS } from '../src/forward.ts';
import { startGateway } from './harness.ts';

/**
 * A service that goes down while the gateway runs: the gateway answers its routes with a JSON 503 and Retry-After
 * at once, keeps serving the other services, and proxies again as soon as the service is back on its port.
 */

/** The chat service's stand-in: a real node process on a fixed port; a request marked x-test-die kills it (SIGKILL). */
function startChat(port: number): Promise<ChildProcess> {
  const script = `
    require('node:http').createServer((req, res) => {
      if (req.headers['x-test-die']) return process.kill(process.pid, 'SIGKILL');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ from: 'chat', pid: process.pid }));
    }).listen(${port}, '127.0.0.1', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => child.stdout.once('data', () => resolve(child)));
}

let chatPort: number;
let chat: ChildProcess;
let auth: http.Server;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  chatPort = await freePort();
  chat = await startChat(chatPort);
  auth = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"from":"auth"}');
  });
  await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({
    SERVICES: 'auth,chat',
    AUTH_URL: `http://127.0.0.1:${(auth.address() as { port: number }).port}`,
    CHAT_URL: `http://127.0.0.1:${chatPort}`,
  });
});
afterAll(async () => {
  await gateway?.stop();
  chat?.kill('SIGKILL');
  auth?.closeAllConnections();
  auth?.close();
});

/** A public route of each service (no session needed); a hang fails the test rather than the suite's timeout. */
const call = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
    signal: AbortSignal.timeout(5_000),
  });
const CHAT_ROUTE = '/api/support/chat/session';
const AUTH_ROUTE = '/api/auth/register';

async function expectRestarting(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  const body = (await response.json()) as { error: string; code: string };
  expect(body.code).toBe('SERVICE_UNAVAILABLE');
  expect(body.error).toMatch(/chat service/);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

it("answers a stopped service's routes with a JSON 503 and Retry-After, the others as usual, and the service again once back", async () => {
  // A connection kept alive from before the stop is not what the next request finds.
  expect((await call(CHAT_ROUTE)).status).toBe(200);

  chat.kill('SIGKILL');
  await exited(chat);
  for (let i = 0; i < 3; i++) await expectRestarting(await call(CHAT_ROUTE));
  expect(await (await call(AUTH_ROUTE)).json()).toEqual({ from: 'auth' });

  chat = await startChat(chatPort);
  const answer = await call(CHAT_ROUTE);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ from: 'chat', pid: chat.pid });
});

it('answers 503 with Retry-After, not 502, when the service dies in the middle of a request', async () => {
  const dying = chat;
  await expectRestarting(await call(CHAT_ROUTE, { 'x-test-die': '1' }));
  await exited(dying);
  expect(dying.signalCode).toBe('SIGKILL');
  expect((await call(AUTH_ROUTE)).status).toBe(200);
  chat = await startChat(chatPort);
});
