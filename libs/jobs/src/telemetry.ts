import { context, ROOT_CONTEXT, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import type { Telemetry } from 'bullmq';
import { contextFromCarrier, traceCarrierOf, type TraceCarrier } from '@readiness/bus/trace-context';

const tracer = trace.getTracer('@readiness/jobs');

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
 * BullMQ's telemetry hook on the OpenTelemetry API: the enqueuer's trace context travels in the job's metadata
 * (W3C traceparent), so the job's `process <queue>` span joins the trace of the request that enqueued it.
 * Without an SDK started the API is a no-op and this costs nothing.
 */
export function jobTelemetry(): Telemetry<Context> {
  return {
    tracer: {
      startSpan: (name, options, ctx) =>
        adapt(tracer.startSpan(name, { kind: options?.kind as number }, ctx ?? context.active())),
    },
    contextManager: {
      with: (ctx, fn) => context.with(ctx as Context, fn),
      active: () => context.active(),
      // The worker's endless fetch loop runs here, so that each job starts from its enqueuer's trace, not the loop's.
      root: () => ROOT_CONTEXT,
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
