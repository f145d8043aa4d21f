import {
  context,
  isSpanContextValid,
  ROOT_CONTEXT,
  trace,
  TraceFlags,
  createTraceState,
  type Context,
  type SpanContext,
} from '@opentelemetry/api';

export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * The W3C trace context of a context's span. Written by hand rather than through the global propagator, so
 * that it works the same whether or not the OpenTelemetry SDK registered one.
 */
export function traceCarrierOf(ctx: Context = context.active()): TraceCarrier | undefined {
  const spanContext = trace.getSpanContext(ctx);
  if (!spanContext || !isSpanContextValid(spanContext)) return undefined;
  const flags = (spanContext.traceFlags & 0xff).toString(16).padStart(2, '0');
  const carrier: TraceCarrier = { traceparent: `00-${spanContext.traceId}-${spanContext.spanId}-${flags}` };
  const tracestate = spanContext.traceState?.serialize();
  if (tracestate) carrier.tracestate = tracestate;
  return carrier;
}

/** A context whose (remote) parent span is the one a carrier names; the root context when it names none. */
export function contextFromCarrier(carrier: TraceCarrier | undefined): Context {
  const match = carrier?.traceparent ? TRACEPARENT.exec(carrier.traceparent) : null;
  if (!match) return ROOT_CONTEXT;
  const spanContext: SpanContext = {
    traceId: match[1]!,
    spanId: match[2]!,
    traceFlags: parseInt(match[3]!, 16) & TraceFlags.SAMPLED,
    isRemote: true,
  };
  if (!isSpanContextValid(spanContext)) return ROOT_CONTEXT;
  if (carrier?.tracestate) spanContext.traceState = createTraceState(carrier.tracestate);
  return trace.setSpanContext(ROOT_CONTEXT, spanContext);
}
