import { context, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import type { Telemetry } from 'bullmq';
import { contextFromCarrier, traceCarrierOf, type TraceCarrier } from '@readiness/bus';

const tracer = trace.getTracer('@readiness/assessment-service/bullmq');

function adapt(span: Span) {
  return {
    setSpanOnContext: (ctx: Context) => trace.setSpan(ctx, span),
    setAttribute: (key: string, value: unknown) => void span.setAttribute(key, value as never),
    setAttributes: (attributes: Record<string, unknown>) => void span.setAttributes(attributes as Attributes),
    addEvent: (name: string, attributes?: Record<string, unknown>) =>
      void span.addEvent(name, attributes as Attributes),
    recordException: (exception: unknown, time?: unknown) =>
      span.recordException(exception as Error, time as never),
    end: () => span.end(),
  };
}

/**
 * BullMQ's telemetry hook on the OpenTelemetry API: the producer's trace context travels in the job's metadata
 * (W3C traceparent), so a render joins the trace of the HTTP request that asked for it. Without an SDK started
 * the API is a no-op and this costs nothing.
 */
export function bullTelemetry(): Telemetry<Context> {
  return {
    tracer: {
      startSpan: (name, options, ctx) =>
        adapt(tracer.startSpan(name, { kind: options?.kind as number }, ctx ?? context.active())),
    },
    contextManager: {
      with: (ctx, fn) => context.with(ctx as Context, fn),
      active: () => context.active(),
      getMetadata: (ctx) => JSON.stringify(traceCarrierOf(ctx as Context) ?? {}),
      fromMetadata: (active, metadata) => {
        try {
          const carrier = JSON.parse(metadata) as TraceCarrier;
          return carrier.traceparent ? contextFromCarrier(carrier) : (active as Context);
        } catch {
          return active as Context;
        }
      },
    },
  };
}
