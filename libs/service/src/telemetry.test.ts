import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';

// A loopback OTLP/HTTP receiver standing in for the collector: it records which signal paths were posted to.
const received: string[] = [];
const collector = http.createServer((req, res) => {
  received.push(req.url ?? '');
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
let endpoint: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const probe = fileURLToPath(new URL('../test/fixtures/telemetry-probe.ts', import.meta.url));

/** Runs the probe with only the given OTEL_* variables; what its request's span looked like. */
function runProbe(otelEnv: Record<string, string>): Promise<{ traceId: string; recording: boolean }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_')));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', probe], {
      env: { ...env, OTEL_METRIC_EXPORT_INTERVAL: '100', OTEL_BSP_SCHEDULE_DELAY: '50', ...otelEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`probe exited with ${code}: ${err}`));
      resolve(JSON.parse(out) as { traceId: string; recording: boolean });
    });
  });
}

it('without a traces endpoint, records no spans and sends nothing, yet every request has a trace id', async () => {
  // Signal-specific endpoints for metrics and logs only: the SDK's own defaults would export both there (and
  // traces to localhost:4318) although no traces endpoint is configured.
  const seen = await runProbe({
    OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: `${endpoint}/v1/metrics`,
    OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: `${endpoint}/v1/logs`,
  });
  expect(seen.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(seen.traceId).not.toBe('0'.repeat(32));
  expect(seen.recording).toBe(false);
  expect(received).toEqual([]);
});

it('with OTEL_EXPORTER_OTLP_ENDPOINT, exports the traces there and nothing else unless asked', async () => {
  const seen = await runProbe({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
  expect(seen.recording).toBe(true);
  expect(received).toContain('/v1/traces');
  expect(received.filter((path) => path !== '/v1/traces')).toEqual([]);
});

it('metrics go over OTLP when OTEL_METRICS_EXPORTER asks for them', async () => {
  await runProbe({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_METRICS_EXPORTER: 'otlp' });
  expect(received).toContain('/v1/metrics');
});
