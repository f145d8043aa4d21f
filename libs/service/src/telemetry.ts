import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

let sdk: NodeSDK | undefined;

/**
 * Starts OpenTelemetry before anything else is imported (each service's `instrument.ts`, loaded with
 * `node --import`). Traces are exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set; without it the
 * SDK still propagates context (trace ids in logs, traceparent across HTTP, NATS and jobs) but exports nothing.
 */
export function startTelemetry(serviceName: string, options: { exporter?: SpanExporter } = {}): void {
  if (sdk) return;
  // Read here, not in env.ts: telemetry must start before any other module (env included) is loaded.
  const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const exporter =
    options.exporter ??
    (endpoint ? new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }) : undefined);
  sdk = new NodeSDK({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    ...(exporter ? { traceExporter: exporter } : {}),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => req.url === '/healthz' || req.url === '/readyz',
      }),
      // A span per middleware (helmet, logging, identity, CSRF, rate limit, …) costs more than it tells: the
      // request's own span and its route handler's remain.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
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
