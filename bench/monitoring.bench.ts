// Monitoring (issue 14): ingest of access events (target: at least 5,000 per second sustained, p99 from publish to
// queryable under 1 s) against the bare JetStream publish rate of the same events in the same run (the ceiling);
// and GET /api/monitoring/quick-view with a million access-log rows present (target p95 under 50 ms) against
// GET /healthz of the same process (HTTP, Express and the kit alone).
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { connectBus } from '@readiness/bus';
import { pino } from 'pino';
import { createTestDatabase, createTestRedisPrefix, startTokenIssuer } from '@readiness/testing';
import { randomPrefix } from '@readiness/testing/nats';
import { deleteStreams, TEST_NATS_URL } from '@readiness/testing/stack';
import { loadEnv } from '../services/monitoring/src/env.ts';
import { buildMonitoringService } from '../services/monitoring/src/service.ts';

const RATE_PER_SECOND = 6_000;
const SECONDS = 10;
const SAMPLE_EVERY = 20;
const SEEDED_ROWS = 1_000_000;
const CALLS = 300;

interface Latency {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
}
export interface MonitoringBenchResult {
  events: number;
  publishPerSecond: number;
  ingestPerSecond: number;
  publishToQueryable: Latency;
  seededRows: number;
  seedSeconds: number;
  quickView: Latency;
  baseline: Latency;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: values.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

const PUBLISHER = fileURLToPath(new URL('./monitoring-publisher.mjs', import.meta.url));

/**
 * Runs the publisher in its own process (as the gateway is, so it takes no CPU from monitoring's event loop);
 * `onSample(id, sentAt)` for each sampled event once JetStream acknowledged it. Resolves with the wall time.
 */
function publish(
  prefix: string,
  perSecond: number,
  seconds: number,
  onSample: (id: string, sentAt: number) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [PUBLISHER, TEST_NATS_URL, prefix, String(perSecond), String(seconds), String(SAMPLE_EVERY)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let elapsed = 0;
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [first, second, third] = line.split(' ');
      if (first === 'done') elapsed = Number(third);
      else onSample(first!, Number(second));
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(elapsed) : reject(new Error(`the publisher exited with ${code}`)),
    );
  });
}

export async function benchMonitoring(): Promise<MonitoringBenchResult> {
  const db = await createTestDatabase('monitoring');
  const redis = createTestRedisPrefix();
  const prefix = randomPrefix();
  const issuer = await startTokenIssuer();
  const logger = pino({ level: 'warn' });
  let server: Server | undefined;
  let service: Awaited<ReturnType<typeof buildMonitoringService>> | undefined;
  try {
    const baselinePrefix = `${prefix}b`;
    const streams = await connectBus({ url: TEST_NATS_URL, name: 'bench', prefix, logger });
    for (const domain of ['gateway', 'auth', 'security', 'assessment']) await streams.ensureStream(domain);
    await streams.close();
    const baselineStreams = await connectBus({
      url: TEST_NATS_URL,
      name: 'bench',
      prefix: baselinePrefix,
      logger,
    });
    await baselineStreams.ensureStream('gateway');
    await baselineStreams.close();
    const total = RATE_PER_SECOND * SECONDS;

    // Baseline: the same publisher as fast as it goes, into a stream nobody consumes.
    const baselineCount = 20_000;
    const baselineMs = await publish(baselinePrefix, 1_000_000, baselineCount / 1_000_000, () => undefined);
    await deleteStreams(TEST_NATS_URL, baselinePrefix).catch(() => undefined);
    const publishPerSecond = baselineCount / (baselineMs / 1000);

    service = await buildMonitoringService(
      loadEnv({
        DATABASE_URL: db.databaseUrl,
        DB_SCHEMA: db.schema,
        REDIS_PREFIX: redis.prefix,
        NATS_URL: TEST_NATS_URL,
        NATS_PREFIX: prefix,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        INTERNAL_API_TOKEN: 'bench-internal-token-0123456789',
        OUTLIER_INTERVAL_MS: '0',
      }),
      logger,
      { keys: issuer.keys },
    );
    const pool = service.runtime.pool;

    // Ingest: a steady RATE_PER_SECOND for SECONDS; every SAMPLE_EVERY-th event's publish time is remembered and
    // a poller (every 20 ms) notes when its row becomes queryable.
    const published = new Map<string, number>();
    const latencies: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling || published.size > 0) {
        const ids = [...published.keys()];
        if (ids.length > 0) {
          const { rows } = await pool.query<{ id: string }>(
            'SELECT id::text FROM access_logs WHERE id = ANY($1::uuid[])',
            [ids],
          );
          const now = Date.now();
          for (const { id } of rows) {
            latencies.push(now - published.get(id)!);
            published.delete(id);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = Date.now();
    await publish(prefix, RATE_PER_SECOND, SECONDS, (id, sentAt) => published.set(id, sentAt));
    for (;;) {
      const { rows } = await pool.query<{ n: number }>('SELECT count(*)::integer AS n FROM access_logs');
      if (rows[0]!.n >= total) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ingestPerSecond = total / ((Date.now() - started) / 1000);
    polling = false;
    await poller;

    // A million rows over the last 30 days, with their rollups, as the consumers would have written them.
    const seedStarted = performance.now();
    await pool.query(
      `INSERT INTO access_logs (id, at, method, path, status, duration_ms, ip, user_id, user_agent, request_id)
       SELECT gen_random_uuid(), now() - make_interval(secs => i * 2.592), 'GET', '/api/page/' || (i % 300),
              CASE WHEN i % 97 = 0 THEN 500 WHEN i % 41 = 0 THEN 404 ELSE 200 END, 5 + (i % 400),
              '10.1.' || ((i / 256) % 256) || '.' || (i % 256), NULL, 'bench', 'seed-' || i
         FROM generate_series(1, $1::int) AS i`,
      [SEEDED_ROWS],
    );
    await pool.query(
      `INSERT INTO path_rollups (minute, path, requests, server_errors, client_errors, total_ms, max_ms, buckets)
       SELECT date_trunc('minute', at), path, count(*), count(*) FILTER (WHERE status >= 500),
              count(*) FILTER (WHERE status BETWEEN 400 AND 499), sum(duration_ms), max(duration_ms),
              ARRAY[count(*), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]::integer[]
         FROM access_logs WHERE request_id LIKE 'seed-%' GROUP BY 1, 2
       ON CONFLICT (minute, path) DO UPDATE SET requests = path_rollups.requests + excluded.requests`,
    );
    await pool.query(
      `INSERT INTO ip_rollups (minute, ip, requests, server_errors, not_found)
       SELECT date_trunc('minute', at), ip, count(*), count(*) FILTER (WHERE status >= 500),
              count(*) FILTER (WHERE status = 404)
         FROM access_logs WHERE request_id LIKE 'seed-%' GROUP BY 1, 2
       ON CONFLICT (minute, ip) DO UPDATE SET requests = ip_rollups.requests + excluded.requests`,
    );
    await pool.query('ANALYZE');
    const seedSeconds = round((performance.now() - seedStarted) / 1000);

    const app = service.app;
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const admin = await issuer.user({ role: 'admin' });
    const time = async (path: string, headers: Record<string, string>) => {
      const values: number[] = [];
      for (let i = 0; i < CALLS; i += 1) {
        const t = performance.now();
        const response = await fetch(`${base}${path}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        if (i >= 20) values.push(performance.now() - t); // the first calls warm the pool and the caches
      }
      return latency(values);
    };
    const baseline = await time('/healthz', {});
    const quickView = await time('/api/monitoring/quick-view', admin.headers);

    return {
      events: total,
      publishPerSecond: Math.round(publishPerSecond),
      ingestPerSecond: Math.round(ingestPerSecond),
      publishToQueryable: latency(latencies),
      seededRows: SEEDED_ROWS,
      seedSeconds,
      quickView,
      baseline,
    };
  } finally {
    if (server) await new Promise((resolve) => server!.close(resolve));
    await service?.runtime.close();
    await issuer.stop();
    await db.drop();
    await redis.cleanup();
    await deleteStreams(TEST_NATS_URL, prefix).catch(() => undefined);
  }
}

export function formatMonitoringBench(result: MonitoringBenchResult): string {
  const ratio = (value: number, base: number) => (base > 0 ? round(value / base, 2) : 0);
  return [
    'Monitoring',
    `  ingest: ${result.events} access events at ${RATE_PER_SECOND}/s offered → ${result.ingestPerSecond}/s stored ` +
      `(${ratio(result.ingestPerSecond, result.publishPerSecond)} of the bare publish rate, ${result.publishPerSecond}/s; target ≥ 5000/s)`,
    `  publish → queryable (${result.publishToQueryable.samples} samples, ±20 ms polling): p50 ${result.publishToQueryable.p50} ms, ` +
      `p95 ${result.publishToQueryable.p95} ms, p99 ${result.publishToQueryable.p99} ms (target p99 < 1000 ms)`,
    `  quick view with ${result.seededRows} access-log rows (seeded in ${result.seedSeconds} s): p50 ${result.quickView.p50} ms, ` +
      `p95 ${result.quickView.p95} ms (target < 50 ms); ${ratio(result.quickView.p95, result.baseline.p95)}× the p95 of ` +
      `/healthz of the same process (${result.baseline.p95} ms)`,
  ].join('\n');
}
