// Authenticated GET /api/auth/user through the gateway (cookie) versus straight to the auth service (bearer),
// in the same run, with autocannon; plus the cost of a login (argon2id) end to end.
import autocannon from 'autocannon';
import type { TestStack } from '@readiness/testing/stack';
import { registerBenchUser } from './register.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
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
        });
      },
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * Open-loop load at a steady rate: one request every 1000/rate ms whatever the answers do, latencies measured
 * per request. autocannon's rate option fires each second's budget in a burst, which measures a queue again.
 */
async function paced(
  url: string,
  headers: Record<string, string>,
  rate: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const interval = 1000 / rate;
  const total = Math.round(rate * durationSeconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      (async () => {
        const sent = performance.now();
        try {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (response.status >= 300) non2xx += 1;
          latencies.push(performance.now() - sent);
        } catch {
          errors += 1;
        }
      })(),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
    non2xx,
  };
}

export async function benchGateway(stack: TestStack) {
  const origin = stack.baseUrl;
  const email = `bench${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const { cookie, token } = await registerBenchUser(origin, email, password);

  const connections = 10;
  const seconds = 5;
  const rounds = 3;
  // Warm both paths (JIT, keep-alive pools, JWKS cache), then measure them in alternating rounds and keep each
  // path's median round by throughput, so one stall of this shared machine does not decide the ratio.
  const directLoad = (duration: number) =>
    load(
      `${stack.serviceUrls.auth}/api/auth/user`,
      { authorization: `Bearer ${token}` },
      connections,
      duration,
    );
  const gatewayLoad = (duration: number) =>
    load(`${origin}/api/auth/user`, { cookie }, connections, duration);
  await gatewayLoad(2);
  await directLoad(2);
  const directSaturated: LoadResult[] = [];
  const gatewaySaturated: LoadResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    directSaturated.push(await directLoad(seconds));
    gatewaySaturated.push(await gatewayLoad(seconds));
  }
  const medianByThroughput = (results: LoadResult[]) =>
    [...results].sort((x, y) => x.requestsPerSecond - y.requestsPerSecond)[Math.floor(results.length / 2)]!;
  const direct = medianByThroughput(directSaturated);
  const gateway = medianByThroughput(gatewaySaturated);

  // Latency at moderate load: a steady rate of a quarter of the direct throughput just measured, so that neither
  // path queues. (At saturation both processes and the load generator compete for this machine's two cores, and
  // the p99 measures the queue rather than the gateway.) Both paths are warmed at that rate first (new client
  // connections, JIT), then measured in five alternating rounds; the round with the median p99 is reported, so
  // one stall of this shared machine does not decide the figure.
  const moderateRate = Math.max(50, Math.round(direct.requestsPerSecond / 4));
  const directPath = () =>
    paced(`${stack.serviceUrls.auth}/api/auth/user`, { authorization: `Bearer ${token}` }, moderateRate, 4);
  const gatewayPath = () => paced(`${origin}/api/auth/user`, { cookie }, moderateRate, 4);
  await directPath();
  await gatewayPath();
  const directRounds: LoadResult[] = [];
  const gatewayRounds: LoadResult[] = [];
  for (let round = 0; round < 5; round += 1) {
    directRounds.push(await directPath());
    gatewayRounds.push(await gatewayPath());
  }
  const medianByP99 = (results: LoadResult[]) =>
    [...results].sort((x, y) => x.p99 - y.p99)[Math.floor(results.length / 2)]!;
  const moderateDirect = medianByP99(directRounds);
  const moderateGateway = medianByP99(gatewayRounds);

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
  const userGet = gateway.p50; // a cheap authenticated call through the same path: the login's baseline
  return {
    direct,
    gateway,
    moderate: {
      rate: moderateRate,
      rounds: directRounds.length,
      direct: moderateDirect,
      gateway: moderateGateway,
    },
    loginP50: logins[Math.floor(logins.length / 2)]!,
    userGet,
    connections,
    seconds,
    rounds,
  };
}
