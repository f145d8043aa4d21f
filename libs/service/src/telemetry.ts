import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  NoopSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';

let sdk: NodeSDK | undefined;

/** True when the environment names somewhere to send traces (OTLP/HTTP; the exporter reads these itself). */
function tracesEndpointConfigured(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface TelemetryOptions {
  exporter?: SpanExporter;
  /**
   * Patch Node's http module and Express for server and client spans (default true). The gateway turns it off:
   * it opens the span of each API call itself and propagates the context by hand, because the patching (every
   * request's emitters rebound, attributes computed even for spans never recorded) cost more CPU per request
   * than the proxying.
   */
  instrumentHttp?: boolean;
  /**
   * Patch libraries (pg, ioredis, …) even when no exporter is set (default true: their spans still carry trace
   * ids into logs and events). The gateway turns it off: without an exporter it does no tracing work at all.
   */
  instrumentWithoutExporter?: boolean;
}

/**
 * Starts OpenTelemetry before anything else is imported (each service's `instrument.ts`, loaded with
 * `node --import`). Traces are exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set. Without one, spans are not recorded at all, but context still
 * flows: every request gets a trace id (in its logs, in traceparent across HTTP, NATS and jobs).
 *
 * Everything is configured here rather than left to the SDK's environment defaults: those send traces,
 * metrics and logs to localhost:4318 when no endpoint is set (serialising and retrying every few seconds for
 * nothing), and the collector in deploy/ has a traces pipeline only. Metrics or logs over OTLP stay available
 * by setting OTEL_METRICS_EXPORTER or OTEL_LOGS_EXPORTER explicitly.
 */
export function startTelemetry(serviceName: string, options: TelemetryOptions = {}): void {
  if (sdk) return;
  // Read here, not in env.ts: telemetry must start before any other module (env included) is loaded.
  const env = process.env;
  const exporter = options.exporter ?? (tracesEndpointConfigured(env) ? new OTLPTraceExporter() : undefined);
  sdk = new NodeSDK({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    // Without an exporter, a sampler that records nothing: spans still carry (new or inherited) trace ids.
    ...(exporter
      ? { spanProcessors: [new BatchSpanProcessor(exporter)] }
      : { spanProcessors: [new NoopSpanProcessor()], sampler: new AlwaysOffSampler() }),
    ...(env.OTEL_METRICS_EXPORTER ? {} : { metricReaders: [] }),
    ...(env.OTEL_LOGS_EXPORTER ? {} : { logRecordProcessors: [] }),
    instrumentations:
      !exporter && options.instrumentWithoutExporter === false
        ? []
        : [
            ...(options.instrumentHttp === false
              ? []
              : [
                  new HttpInstrumentation({
                    ignoreIncomingRequestHook: (req) => req.url === '/healthz' || req.url === '/readyz',
                  }),
                  // A span per middleware (helmet, logging, identity, CSRF, rate limit, …) costs more than it tells:
                  // the request's own span and its route handler's remain.
                  new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
                ]),
            new PgInstrumentation(),
            new IORedisInstrumentation(),
          ],
  });
  sdk.start();
}

export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}
