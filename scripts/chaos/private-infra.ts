// PostgreSQL, Redis and NATS of their own, on free ports and in temporary directories, for runs that stop and
// start them (the chaos run). Never the machine's shared servers.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@readiness/testing';
import { startNatsServer } from '@readiness/testing/nats';

export interface PrivateServer {
  name: 'PostgreSQL' | 'Redis' | 'NATS';
  url: string;
  /** Stops it gracefully (its data stays). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PostgreSQL cluster of its own: initdb and pg_ctl as the postgres user (trust on loopback). */
export async function startPrivatePostgres(): Promise<PrivateServer> {
  const [version] = readdirSync('/usr/lib/postgresql').sort().reverse();
  if (!version) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const bin = (name: string) => `/usr/lib/postgresql/${version}/bin/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'chaos-pg-'));
  const { uid, gid } = {
    uid: Number(execFileSync('id', ['-u', 'postgres'])),
    gid: Number(execFileSync('id', ['-g', 'postgres'])),
  };
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  asPostgres(bin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  // pg_ctl waits (-w) for the server: run it without blocking the journeys of this process meanwhile.
  const pgCtl = (...args: string[]) =>
    promisify(execFile)('runuser', [
      '-u',
      'postgres',
      '--',
      bin('pg_ctl'),
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      ...args,
    ]);
  const start = async () => void (await pgCtl('-o', options, '-w', 'start'));
  const stop = async () => void (await pgCtl('-m', 'fast', '-w', 'stop'));
  await start();
  return {
    name: 'PostgreSQL',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server of its own, with its append-only file (as compose and Kubernetes run it). */
export async function startPrivateRedis(): Promise<PrivateServer> {
  const dir = mkdtempSync(join(tmpdir(), 'chaos-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      proc.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', () => reject(new Error(`redis-server exited:\n${output}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  };
  process.once('exit', () => child?.kill('SIGKILL'));
  await start();
  return {
    name: 'Redis',
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The nats-server with JetStream of libs/testing, on its own port and store. */
export async function startPrivateNats(): Promise<PrivateServer> {
  const nats = await startNatsServer();
  return {
    name: 'NATS',
    url: nats.url,
    start: () => nats.start(),
    stop: () => nats.stop(),
    destroy: () => nats.destroy(),
  };
}

export { sleep };
