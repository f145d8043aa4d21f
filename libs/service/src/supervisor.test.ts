import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, expect, test, vi } from 'vitest';
import { supervise, type CrashLoopReport, type Supervised } from './supervisor.ts';

/** A real node process: says hello, then runs until killed (or crashes at once with `crash`). */
function startNode(script: string): () => ChildProcess {
  return () => spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
}
const LONG_RUNNING = startNode('console.log("listening"); setInterval(() => {}, 1000);');
const CRASHING = startNode('console.error("Error: cannot read the config file"); process.exit(3);');

const running: Supervised[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((process) => process.stop()));
});

function superviseForTest(options: Parameters<typeof supervise>[0]): Supervised {
  const supervised = supervise({ stopTimeoutMs: 2_000, ...options });
  running.push(supervised);
  return supervised;
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isAlive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

test('a process killed with SIGKILL is started again, with a log line, while the others keep running', async () => {
  const lines: string[] = [];
  const chat = superviseForTest({ name: 'chat', start: LONG_RUNNING, log: (line) => lines.push(line) });
  const auth = superviseForTest({ name: 'auth', start: LONG_RUNNING, log: (line) => lines.push(line) });
  const firstPid = chat.child.pid;
  const authPid = auth.child.pid;

  chat.child.kill('SIGKILL');

  await vi.waitFor(() => expect(chat.restarts).toBe(1), { timeout: 5_000 });
  expect(chat.child.pid).not.toBe(firstPid);
  expect(isAlive(chat.child)).toBe(true);
  expect(chat.state).toBe('running');
  expect(lines).toContainEqual(
    expect.stringMatching(/^✗ chat exited unexpectedly \(signal SIGKILL\); restarting in 250 ms/),
  );
  expect(auth.child.pid).toBe(authPid);
  expect(isAlive(auth.child)).toBe(true);
  expect(auth.restarts).toBe(0);
});

test('the backoff doubles with each crash in a row, and a crash loop is reported and given up on', async () => {
  const lines: string[] = [];
  const reports: CrashLoopReport[] = [];
  const other = superviseForTest({ name: 'gateway', start: LONG_RUNNING, log: () => undefined });
  const broken = superviseForTest({
    name: 'billing',
    start: CRASHING,
    log: (line) => lines.push(line),
    initialBackoffMs: 20,
    maxCrashes: 4,
    onGiveUp: (report) => reports.push(report),
  });

  await vi.waitFor(() => expect(broken.state).toBe('given-up'), { timeout: 5_000 });
  const delays = lines.flatMap((line) => /restarting in (\d+) ms/.exec(line)?.[1] ?? []).map(Number);
  expect(delays).toEqual([20, 40, 80]);
  expect(broken.restarts).toBe(3);
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ name: 'billing', crashes: 4, lastExit: 'code 3' });
  expect(reports[0]!.lastLines).toContain('Error: cannot read the config file');
  expect(lines.at(-1)).toMatch(/^✗ billing crashed 4 times in \d+ s \(last: code 3\); giving up on it/);
  expect(lines.at(-1)).toContain('    Error: cannot read the config file');
  // Given up means no more restarts, and nothing else stopped.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(broken.restarts).toBe(3);
  expect(isAlive(other.child)).toBe(true);
});

test('a run that lasted starts the backoff over', async () => {
  const lines: string[] = [];
  // "Lasted" is 3 s here: on a loaded machine a child's start and its exit's notice took longer than the 400 ms
  // this used, so a run killed at once counted as one that lasted. The waits are as generous, for the same reason.
  const STABLE_MS = 3_000;
  const restarted = (count: number) =>
    vi.waitFor(() => expect(flaky.restarts).toBe(count), { timeout: 10_000, interval: 20 });
  const flaky = superviseForTest({
    name: 'assessment-worker',
    start: LONG_RUNNING,
    log: (line) => lines.push(line),
    initialBackoffMs: 20,
    stableAfterMs: STABLE_MS,
  });
  flaky.child.kill('SIGKILL');
  await restarted(1);
  flaky.child.kill('SIGKILL');
  await restarted(2);
  await new Promise((resolve) => setTimeout(resolve, STABLE_MS + 100));
  flaky.child.kill('SIGKILL');
  await restarted(3);
  const delays = lines.flatMap((line) => /restarting in (\d+) ms/.exec(line)?.[1] ?? []).map(Number);
  expect(delays).toEqual([20, 40, 20]);
});

test('stop() ends the process with SIGTERM and nothing restarts it', async () => {
  const lines: string[] = [];
  const gateway = superviseForTest({ name: 'gateway', start: LONG_RUNNING, log: (line) => lines.push(line) });
  const child = gateway.child;
  await gateway.stop();
  expect(child.signalCode).toBe('SIGTERM');
  expect(gateway.state).toBe('stopped');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(gateway.restarts).toBe(0);
  expect(lines).toEqual([]);
});

test('after a restart the log says when the process answers its readiness URL again', async () => {
  const port = await freePort();
  const lines: string[] = [];
  const service = superviseForTest({
    name: 'chat',
    start: startNode(
      `require('node:http').createServer((_, res) => res.end('ok')).listen(${port}, '127.0.0.1');`,
    ),
    log: (line) => lines.push(line),
    initialBackoffMs: 20,
    readyUrl: `http://127.0.0.1:${port}/readyz`,
  });
  service.child.kill('SIGKILL');
  await vi.waitFor(
    () => expect(lines.at(-1)).toMatch(/^✓ chat is back \(restart 1, ready \d+\.\d s after starting\)$/),
    {
      timeout: 5_000,
    },
  );
});
