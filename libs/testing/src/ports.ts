import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Ports handed to tests come from below the kernel's ephemeral range (32768–60999 here), which the kernel uses for
 * `listen(0)` and for the source port of every outgoing connection: a port taken from that range and closed again
 * can be given to a client socket or another test's server before the process the test starts binds it (a CI run
 * once failed on EADDRINUSE that way, and the test's readiness check talked to the other server). A port is also
 * reserved across the run's worker processes with a file created exclusively, so two workers never get the same one.
 */
export const TEST_PORT_RANGE = { from: 20_000, to: 32_000 } as const;
const RESERVATIONS = join(tmpdir(), 'readiness-test-ports');
/** A reservation older than this is left over from an earlier run. */
const HELD_FOR_MS = 60 * 60_000;

function reserve(port: number): boolean {
  const file = join(RESERVATIONS, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (Date.now() - statSync(file).mtimeMs < HELD_FOR_MS) return false;
      writeFileSync(file, String(process.pid));
      return true;
    } catch {
      return false;
    }
  }
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that is free, outside the ephemeral range, and given to no other test in this run. */
export async function freePort(): Promise<number> {
  mkdirSync(RESERVATIONS, { recursive: true });
  const span = TEST_PORT_RANGE.to - TEST_PORT_RANGE.from;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = TEST_PORT_RANGE.from + Math.floor(Math.random() * span);
    if (reserve(port) && (await bindable(port))) return port;
  }
  throw new Error(`no free port in ${TEST_PORT_RANGE.from}–${TEST_PORT_RANGE.to} after 200 tries`);
}
