import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** A subject/stream prefix of its own for a test file: a plain lower-case token (`t3f9a0c12be`). */
export function randomPrefix(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

export interface PrivateNatsServer {
  url: string;
  port: number;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s); the store directory stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same JetStream store. */
  start(): Promise<void>;
  /** Stops it and deletes its store directory. */
  destroy(): Promise<void>;
}

/**
 * A nats-server with JetStream of its own on a free port, for tests that stop and restart NATS. Never touch
 * the machine's shared server in such tests.
 */
export async function startNatsServer(): Promise<PrivateNatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(tmpdir(), 'nats-test-'));
  let child: ChildProcess | undefined;

  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  async function start(): Promise<void> {
    if (child) return;
    const proc = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => fail(new Error(`nats-server did not start on port ${port} within 10 s:\n${output}`)),
        10_000,
      );
      const fail = (err: Error) => {
        clearTimeout(timer);
        proc.kill('SIGKILL');
        child = undefined;
        reject(err);
      };
      proc.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server is ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('error', fail);
      proc.once('exit', (code) => fail(new Error(`nats-server exited with ${code}:\n${output}`)));
    });
    proc.stderr.removeAllListeners('data');
    proc.stderr.resume();
    proc.removeAllListeners('exit');
    proc.once('exit', () => {
      if (child === proc) child = undefined;
    });
  }

  async function stop(): Promise<void> {
    const proc = child;
    if (!proc || proc.exitCode !== null) {
      child = undefined;
      return;
    }
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    child = undefined;
  }

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async destroy() {
      await stop();
      process.removeListener('exit', killOnExit);
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
