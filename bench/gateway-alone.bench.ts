// The gateway's own cost, apart from the services behind it: the built gateway process in front of a trivial
// service, at saturation, against a bare Node proxy hop in front of the same service (the baseline), in the same
// run. The figure is CPU time per request of the proxying process, from /proc: what the gateway's API path costs
// (rate limit, session lookup, identity, headers, span, access event, forwarding) over moving the bytes at all.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cacheSignedInSession, createTestRedisPrefix, freePort } from '@readiness/testing';
import { randomPrefix } from '@readiness/testing/nats';
import { TEST_NATS_URL, deleteStreams } from '@readiness/testing/stack';
import { ROOT, waitForReady } from '../scripts/stack.ts';
import { cpuMs } from './gateway.bench.ts';

export interface ProxyCost {
  requestsPerSecond: number;
  cpuMsPerRequest: number;
}

const USER_BODY = JSON.stringify({ id: randomUUID(), email: 'bench@example.com', firstName: 'Bench' });

/** Answers everything at once with a small JSON body, as cheaply as Node can. */
async function startTrivialService(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(USER_BODY),
    });
    res.end(USER_BODY);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function load(url: string, cookie: string, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon({ url, headers: { cookie }, connections: 10, duration }, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    ),
  );
}

/** One round of saturation through `url`, and the CPU per request of the process `pid` meanwhile. */
async function measure(url: string, pid: number, cookie: string): Promise<ProxyCost> {
  const before = cpuMs(pid);
  const result = await load(url, cookie, 5);
  const after = cpuMs(pid);
  if (before === undefined || after === undefined) throw new Error('CPU time needs /proc');
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest: (after - before) / result.requests.total,
  };
}

export async function benchGatewayAlone(rounds = 3) {
  const service = await startTrivialService();
  const redis = createTestRedisPrefix();
  const natsPrefix = randomPrefix();
  const processes: ChildProcess[] = [];
  const launch = async (args: string[], cwd: string, env: NodeJS.ProcessEnv) => {
    const port = await freePort();
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    processes.push(child);
    await waitForReady(`http://127.0.0.1:${port}/readyz`, child);
    return { url: `http://127.0.0.1:${port}/api/auth/user`, pid: child.pid! };
  };
  try {
    const { cookie } = await cacheSignedInSession(redis.url, redis.prefix);
    const bare = await launch([join(ROOT, 'bench', 'bare-proxy.mjs')], ROOT, { TARGET: service.url });
    const gateway = await launch(
      ['--enable-source-maps', '--import', './dist/instrument.js', 'dist/main.js'],
      join(ROOT, 'gateway'),
      {
        AUTH_URL: service.url,
        SERVICES: 'auth',
        REDIS_URL: redis.url,
        REDIS_PREFIX: redis.prefix,
        NATS_URL: TEST_NATS_URL,
        NATS_PREFIX: natsPrefix,
        RATE_LIMIT_PER_MINUTE: '100000000',
        LOG_LEVEL: 'warn',
      },
    );
    // Warmed (JIT, keep-alive pools), then alternating rounds, so that both meet the same moments of the machine.
    await load(bare.url, cookie, 2);
    await load(gateway.url, cookie, 2);
    const bareRounds: ProxyCost[] = [];
    const gatewayRounds: ProxyCost[] = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRounds.push(await measure(bare.url, bare.pid, cookie));
      gatewayRounds.push(await measure(gateway.url, gateway.pid, cookie));
    }
    const median = (results: ProxyCost[]) =>
      [...results].sort((a, b) => a.cpuMsPerRequest - b.cpuMsPerRequest)[Math.floor(results.length / 2)]!;
    return { bare: median(bareRounds), gateway: median(gatewayRounds), rounds };
  } finally {
    await Promise.all(processes.map(stop));
    service.close();
    await redis.cleanup();
    await deleteStreams(TEST_NATS_URL, natsPrefix).catch(() => undefined);
  }
}

export function formatGatewayAloneBench(result: Awaited<ReturnType<typeof benchGatewayAlone>>): string {
  const row = (name: string, cost: ProxyCost) =>
    `| ${name} | ${cost.requestsPerSecond.toFixed(0)} | ${cost.cpuMsPerRequest.toFixed(3)} |`;
  return `
## The gateway's own cost: alone in front of a trivial service, at saturation, 10 connections, median of ${result.rounds} alternating rounds of 5 s
| proxy | requests/s | CPU ms per request |
| --- | --- | --- |
${row('bare Node proxy hop (baseline)', result.bare)}
${row('gateway (cookie session, rate limit, access event)', result.gateway)}

- the gateway's CPU per request: **${(result.gateway.cpuMsPerRequest / result.bare.cpuMsPerRequest).toFixed(2)}×** a bare proxy hop
`;
}
