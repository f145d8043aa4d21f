// Authenticated GET /api/auth/user through the gateway (cookie) versus straight to the auth service (bearer),
// in the same run, with autocannon; plus the cost of a login (argon2id) end to end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '@readiness/testing';
import type { TestStack } from '@readiness/testing/stack';
import { ROOT, waitForReady } from '../scripts/stack.ts';
import { NGINX_INSTALL_HINT, startNginx } from './nginx.ts';
import { registerBenchUser } from './register.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the run. */
  total?: number;
}

function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationSeconds: number,
  overallRate?: number,
): Promise<LoadResult> {
  const rate = overallRate === undefined ? {} : { overallRate };
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections, duration: durationSeconds, pipelining: 1, ...rate },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors,
          non2xx: result.non2xx,
          total: result.requests.total,
        });
      },
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The client side of the paced runs: plain keep-alive HTTP, far cheaper per request than fetch on this machine. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function get(target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(target.url, { agent, headers: target.headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

interface Target {
  url: string;
  headers: Record<string, string>;
}

/**
 * Open-loop load on several paths at once, each at a steady `rate`: requests go to them in turn, one every
 * 1000/(paths × rate) ms whatever the answers do, latencies measured per request. Interleaving puts every path
 * through the same moments of this shared machine (a stall of another process, a burst of another tenant),
 * so the difference between them is the proxy's and not the luck of the round. (autocannon's rate option
 * fires each second's budget in a burst, which measures a queue again.)
 */
async function pacedPaths(targets: Target[], rate: number, durationSeconds: number): Promise<LoadResult[]> {
  const runs = targets.map(() => ({ latencies: [] as number[], errors: 0, non2xx: 0 }));
  const interval = 1000 / rate / targets.length;
  const total = Math.round(rate * durationSeconds) * targets.length;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const run = runs[i % targets.length]!;
    const target = targets[i % targets.length]!;
    inFlight.push(
      (async () => {
        const sent = performance.now();
        try {
          const status = await get(target);
          if (status >= 300) run.non2xx += 1;
          run.latencies.push(performance.now() - sent);
        } catch {
          run.errors += 1;
        }
      })(),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return runs.map(({ latencies, errors, non2xx }) => {
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: latencies.length / elapsed,
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      errors,
      non2xx,
    };
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc; undefined where there is no /proc. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticksPerSecond = 100; // USER_HZ on Linux
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** A proxy measured at saturation: its median round by throughput, and its CPU per request in that round. */
export interface ProxyRun extends LoadResult {
  cpuMsPerRequest?: number;
}

const sumCpu = (pids: number[]) => {
  let total = 0;
  for (const pid of pids) {
    const used = cpuMs(pid);
    if (used === undefined) return undefined;
    total += used;
  }
  return total;
};

/** The benchmark's baseline Node proxy hop (bench/bare-proxy.mjs) in front of `target`. */
async function startBareHop(target: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'bench', 'bare-proxy.mjs')], {
    env: { ...process.env, PORT: String(port), TARGET: target },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(`http://127.0.0.1:${port}/readyz`, child);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function benchGateway(stack: TestStack) {
  const origin = stack.baseUrl;
  const authUrl = stack.serviceUrls.auth!;
  const email = `bench${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const { cookie, token } = await registerBenchUser(origin, email, password);
  const bearer = { authorization: `Bearer ${token}` };

  const connections = 10;
  const seconds = 5;
  const rounds = 3;
  const bare = await startBareHop(authUrl);
  const nginx = await startNginx(authUrl);
  try {
    // Each path, and the processes whose CPU time is its cost (none for the direct call: auth's work is in all).
    const paths: Array<{
      name: string;
      url: string;
      headers: Record<string, string>;
      pids: number[] | (() => number[]);
    }> = [
      { name: 'direct', url: `${authUrl}/api/auth/user`, headers: bearer, pids: [] },
      { name: 'bare', url: `${bare.url}/api/auth/user`, headers: bearer, pids: [bare.pid] },
      ...(nginx
        ? [{ name: 'nginx', url: `${nginx.url}/api/auth/user`, headers: bearer, pids: nginx.pids }]
        : []),
      { name: 'gateway', url: `${origin}/api/auth/user`, headers: bearer, pids: [stack.pids.gateway!] },
      {
        name: 'gatewayCookie',
        url: `${origin}/api/auth/user`,
        headers: { cookie },
        pids: [stack.pids.gateway!],
      },
    ];
    // Warm every path (JIT, keep-alive pools, JWKS and token caches), then measure them in alternating rounds
    // and keep each path's median round by throughput, so one stall of this shared machine does not decide.
    for (const path of paths) await load(path.url, path.headers, connections, 2);
    const runs = new Map<string, ProxyRun[]>(paths.map((path) => [path.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const path of paths) {
        const pids = typeof path.pids === 'function' ? path.pids() : path.pids;
        const before = sumCpu(pids);
        const result = await load(path.url, path.headers, connections, seconds);
        const after = sumCpu(pids);
        const cpuMsPerRequest =
          pids.length > 0 && before !== undefined && after !== undefined && result.total
            ? (after - before) / result.total
            : undefined;
        runs.get(path.name)!.push({ ...result, cpuMsPerRequest });
      }
    }
    const medianByThroughput = (results: ProxyRun[]) =>
      [...results].sort((x, y) => x.requestsPerSecond - y.requestsPerSecond)[Math.floor(results.length / 2)]!;
    const saturated = Object.fromEntries(
      [...runs].map(([name, results]) => [name, medianByThroughput(results)]),
    ) as Record<'direct' | 'bare' | 'gateway' | 'gatewayCookie', ProxyRun> & { nginx?: ProxyRun };
    return {
      ...saturated,
      ...(await moderateAndLogin(stack, token, saturated.direct, email, password, nginx?.url)),
      connections,
      seconds,
      rounds,
      isNginxInstalled: nginx !== undefined,
    };
  } finally {
    await bare.stop();
    await nginx?.stop();
  }
}

async function moderateAndLogin(
  stack: TestStack,
  token: string,
  direct: LoadResult,
  email: string,
  password: string,
  nginxUrl: string | undefined,
) {
  const origin = stack.baseUrl;
  // Latency at moderate load: direct, through the gateway and (when installed) through nginx at once, interleaved
  // at a steady pace, a quarter of the direct throughput just measured in all, split evenly between the paths, so
  // nothing queues for long. Warmed first (new client connections, JIT), then seven rounds; the added p99 of a
  // round is a proxied path's p99 minus the direct one's in that same round, and the round with the median added
  // p99 is reported, with the range across rounds. Meanwhile the CPU time the gateway and auth use per request.
  //
  // nginx is there because on this machine (2 cores shared by the load generator, the gateway, auth, PostgreSQL,
  // Redis, nginx and other tenants) any extra process on the path adds tail latency of its own: a request through a
  // proxy waits for two processes to be scheduled instead of one. nginx's added p99 in the same rounds is that cost
  // of a hop here; the gateway's p99 over nginx's is what the gateway adds beyond it.
  const bearer = { authorization: `Bearer ${token}` };
  const targets: Target[] = [
    { url: `${stack.serviceUrls.auth}/api/auth/user`, headers: bearer },
    { url: `${origin}/api/auth/user`, headers: bearer },
    ...(nginxUrl ? [{ url: `${nginxUrl}/api/auth/user`, headers: bearer }] : []),
  ];
  const moderateRate = Math.max(25, Math.round(direct.requestsPerSecond / 4 / targets.length));
  const moderateSeconds = 6;
  await pacedPaths(targets, moderateRate, moderateSeconds);
  const cpuBefore = { gateway: cpuMs(stack.pids.gateway), auth: cpuMs(stack.pids.auth) };
  const moderateRounds: Array<{
    direct: LoadResult;
    gateway: LoadResult;
    nginx?: LoadResult;
    addedP99: number;
    nginxAddedP99?: number;
  }> = [];
  const tenth = (ms: number) => Math.round(ms * 10) / 10;
  for (let round = 0; round < 7; round += 1) {
    const [directRound, gatewayRound, nginxRound] = await pacedPaths(targets, moderateRate, moderateSeconds);
    moderateRounds.push({
      direct: directRound!,
      gateway: gatewayRound!,
      addedP99: tenth(gatewayRound!.p99 - directRound!.p99),
      ...(nginxRound ? { nginx: nginxRound, nginxAddedP99: tenth(nginxRound.p99 - directRound!.p99) } : {}),
    });
  }
  const cpuAfter = { gateway: cpuMs(stack.pids.gateway), auth: cpuMs(stack.pids.auth) };
  const requestsPerPath = moderateRate * moderateSeconds * moderateRounds.length;
  const perRequest = (before: number | undefined, after: number | undefined, requests: number) =>
    before === undefined || after === undefined ? undefined : (after - before) / requests;
  const byAdded = [...moderateRounds].sort((x, y) => x.addedP99 - y.addedP99);
  const medianRound = byAdded[Math.floor(byAdded.length / 2)]!;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const nginxAdded = moderateRounds.flatMap((round) =>
    round.nginxAddedP99 === undefined ? [] : [round.nginxAddedP99],
  );
  const overNginx = moderateRounds.flatMap((round) =>
    round.nginx ? [tenth(round.gateway.p99 - round.nginx.p99)] : [],
  );

  const logins: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
    logins.push(performance.now() - started);
  }
  logins.sort((a, b) => a - b);
  return {
    moderate: {
      rate: moderateRate,
      seconds: moderateSeconds,
      rounds: moderateRounds.length,
      direct: medianRound.direct,
      gateway: medianRound.gateway,
      addedP99: medianRound.addedP99,
      addedP99Range: [byAdded[0]!.addedP99, byAdded.at(-1)!.addedP99] as const,
      paths: targets.length,
      /** Median over the rounds of nginx's added p99, and of the gateway's p99 over nginx's. */
      nginxAddedP99: nginxAdded.length > 0 ? median(nginxAdded) : undefined,
      gatewayOverNginxP99: overNginx.length > 0 ? median(overNginx) : undefined,
      gatewayOverNginxRange:
        overNginx.length > 0 ? ([Math.min(...overNginx), Math.max(...overNginx)] as const) : undefined,
      cpuMsPerRequest: {
        gateway: perRequest(cpuBefore.gateway, cpuAfter.gateway, requestsPerPath),
        auth: perRequest(cpuBefore.auth, cpuAfter.auth, requestsPerPath * targets.length),
      },
    },
    loginP50: logins[Math.floor(logins.length / 2)]!,
  };
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const cpuLine = ({ gateway, auth }: { gateway?: number; auth?: number }) =>
  gateway === undefined || auth === undefined
    ? '- CPU per request: not measured (no /proc here)'
    : `- CPU per request at moderate load: the gateway ${fmt(gateway, 2)} ms per request it proxies, auth ${fmt(auth, 2)} ms per request it answers: the gateway costs **${fmt(gateway / auth, 2)}×** the work of answering the call`;

const ms = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(3));
const verdict = (isMet: boolean) => (isMet ? 'met' : 'NOT met');

export function formatGatewayBench(result: Awaited<ReturnType<typeof benchGateway>>): string {
  const ratio = result.gatewayCookie.requestsPerSecond / result.direct.requestsPerSecond;
  const row = (name: string, run: ProxyRun | undefined) =>
    run
      ? `| ${name} | ${fmt(run.requestsPerSecond, 0)} | ${run.p50} | ${run.p99} | ${ms(run.cpuMsPerRequest)} | ${run.errors + run.non2xx} |`
      : `| ${name} | not run: nginx is not installed (\`${NGINX_INSTALL_HINT}\`) | | | | |`;
  const nginxRatio = result.nginx && result.gateway.requestsPerSecond / result.nginx.requestsPerSecond;
  const cpuRatio =
    result.gateway.cpuMsPerRequest !== undefined && result.bare.cpuMsPerRequest !== undefined
      ? result.gateway.cpuMsPerRequest / result.bare.cpuMsPerRequest
      : undefined;
  const nginxCpuRatio =
    result.nginx?.cpuMsPerRequest !== undefined && result.bare.cpuMsPerRequest !== undefined
      ? result.nginx.cpuMsPerRequest / result.bare.cpuMsPerRequest
      : undefined;
  return `
## Gateway overhead: authenticated GET /api/auth/user at saturation, ${result.connections} connections, median of ${result.rounds} alternating rounds of ${result.seconds} s
Every proxy forwards to the same auth service; CPU is the proxy's own (the process, or nginx's master and worker) per request.
| path | requests/s | p50 ms | p99 ms | proxy CPU ms per request | errors |
| --- | --- | --- | --- | --- | --- |
${row('direct to auth, bearer (baseline)', result.direct)}
${row('bare Node proxy hop, bearer (baseline)', result.bare)}
${row('nginx (Debian nginx-light, 1 worker), bearer (baseline)', result.nginx)}
${row('gateway, bearer', result.gateway)}
${row('gateway, cookie', result.gatewayCookie)}

${
  nginxRatio === undefined
    ? `- gateway/nginx throughput: not measured: nginx is not installed. Install it with \`${NGINX_INSTALL_HINT}\` and run again.`
    : `- gateway/nginx throughput (bearer): **${fmt(nginxRatio, 2)}** (target ≥ 0.75): ${verdict(nginxRatio >= 0.75)}`
}
- the gateway's CPU per request: **${cpuRatio === undefined ? 'n/a' : `${fmt(cpuRatio, 2)}×`}** a bare Node hop's (target ≤ 2×): ${cpuRatio === undefined ? 'not measured' : verdict(cpuRatio <= 2)}${nginxCpuRatio === undefined ? '' : `; nginx's: ${fmt(nginxCpuRatio, 2)}×`}
- throughput ratio gateway (cookie)/direct at saturation: ${fmt(ratio, 2)}

At moderate load, direct, through the gateway (bearer)${result.moderate.paths > 2 ? ' and through nginx' : ''} at once, interleaved at a steady pace, ${result.moderate.rate} requests/s each (a quarter of the direct throughput above in all); ${result.moderate.rounds} rounds of ${result.moderate.seconds} s, the round with the median added p99:
| path | requests/s | p50 ms | p99 ms | errors |
| --- | --- | --- | --- | --- |
| direct to auth (baseline) | ${fmt(result.moderate.direct.requestsPerSecond, 0)} | ${result.moderate.direct.p50} | ${result.moderate.direct.p99} | ${result.moderate.direct.errors + result.moderate.direct.non2xx} |
| through the gateway (bearer) | ${fmt(result.moderate.gateway.requestsPerSecond, 0)} | ${result.moderate.gateway.p50} | ${result.moderate.gateway.p99} | ${result.moderate.gateway.errors + result.moderate.gateway.non2xx} |

- added p99 latency at moderate load: **${fmt(result.moderate.addedP99, 1)} ms** (target ≤ 3 ms): ${verdict(result.moderate.addedP99 <= 3)}; ${fmt(result.moderate.addedP99Range[0], 1)} to ${fmt(result.moderate.addedP99Range[1], 1)} ms across the rounds
${
  result.moderate.nginxAddedP99 === undefined || result.moderate.gatewayOverNginxP99 === undefined
    ? '- the cost of a hop on this machine: not measured (nginx is not installed)'
    : `- the cost of any hop on this machine, same rounds: nginx adds ${fmt(result.moderate.nginxAddedP99, 1)} ms p99 (median of the rounds); the gateway's p99 over nginx's: **${fmt(result.moderate.gatewayOverNginxP99, 1)} ms** (${fmt(result.moderate.gatewayOverNginxRange![0], 1)} to ${fmt(result.moderate.gatewayOverNginxRange![1], 1)} ms across the rounds): what the gateway adds beyond being a second process to schedule`
}
- added p50 latency at moderate load: ${fmt(result.moderate.gateway.p50 - result.moderate.direct.p50, 1)} ms
${cpuLine(result.moderate.cpuMsPerRequest)}
- login (argon2id m=19 MiB, t=2) p50: **${fmt(result.loginP50)} ms**, ${fmt(result.loginP50 / Math.max(result.gateway.p50, 1), 0)}× an authenticated GET at saturation (p50 ${result.gateway.p50} ms)
`;
}
