import { afterAll, beforeAll, expect, it } from 'vitest';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { z } from 'zod';
import { defineJob } from './define-job.ts';
import { createJobsTestbed, waitFor } from './test-support.ts';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const contextManager = new AsyncLocalStorageContextManager();
const testbed = createJobsTestbed();

beforeAll(() => {
  context.setGlobalContextManager(contextManager.enable());
  trace.setGlobalTracerProvider(provider);
});
afterAll(async () => {
  await testbed.stop();
  await provider.shutdown();
  trace.disable();
  context.disable();
});

const job = defineJob({
  queue: 'test-traces',
  name: 'test.trace',
  schema: z.strictObject({ n: z.number() }),
  result: z.string(),
});

it("runs the job in a span of the enqueuer's trace, and the handler inside it", async () => {
  const client = await testbed.client(job);
  await testbed.worker(job, () => Promise.resolve(trace.getSpanContext(context.active())?.traceId ?? 'none'));

  const request = trace.getTracer('test').startSpan('GET /api/report');
  const traceId = request.spanContext().traceId;
  const handlerTraceId = await context.with(trace.setSpan(context.active(), request), () =>
    client.runAndWait({ n: 1 }, 10_000),
  );
  request.end();
  expect(handlerTraceId).toBe(traceId);

  await waitFor(() => exporter.getFinishedSpans().some((span) => span.name === 'process test-traces'));
  const spans = exporter.getFinishedSpans();
  const add = spans.find((span) => span.name === 'add test-traces.test.trace')!;
  const processing = spans.find((span) => span.name === 'process test-traces')!;
  expect(add.kind).toBe(SpanKind.PRODUCER);
  expect(add.spanContext().traceId).toBe(traceId);
  expect(add.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  expect(processing.kind).toBe(SpanKind.CONSUMER);
  expect(processing.spanContext().traceId).toBe(traceId);
  expect(processing.parentSpanContext?.spanId).toBe(add.spanContext().spanId);
});

it('starts a trace of its own for a job enqueued outside any trace', async () => {
  exporter.reset();
  const client = await testbed.client(job);
  const handlerTraceId = await client.runAndWait({ n: 2 }, 10_000);
  await waitFor(() => exporter.getFinishedSpans().some((span) => span.name === 'process test-traces'));
  const processing = exporter.getFinishedSpans().find((span) => span.name === 'process test-traces')!;
  expect(processing.spanContext().traceId).toBe(handlerTraceId);
  const add = exporter.getFinishedSpans().find((span) => span.name === 'add test-traces.test.trace')!;
  expect(processing.parentSpanContext?.spanId).toBe(add.spanContext().spanId);
  expect(add.parentSpanContext).toBeUndefined();
});
