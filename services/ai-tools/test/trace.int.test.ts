// Trace propagation: a tool call made inside a request's span runs its job, and writes its event, in that trace.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { generateCode } from '../src/domain/generate-code.ts';
import { startAiTools, type RunningAiTools } from './harness.ts';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let app: RunningAiTools;

beforeAll(async () => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  app = await startAiTools();
});
afterAll(async () => {
  await app?.stop();
  await provider.shutdown();
  trace.disable();
  context.disable();
});

it('carries the request’s trace through the ai-requests job into ai.prompt.completed', async () => {
  const user = await app.user();
  const request = trace.getTracer('test').startSpan('POST /api/ai-tools/generate-code');
  const traceId = request.spanContext().traceId;
  await context.with(trace.setSpan(context.active(), request), () =>
    generateCode(
      app.service.ctx,
      { userId: user.userId, sessionId: user.sessionId, role: 'user', tier: 'free', email: user.email },
      { description: 'Summarise support tickets', language: 'typescript', category: 'nlp' },
      undefined,
    ),
  );
  request.end();

  const [row] = await app.query<{ payload: { trace?: { traceparent?: string } } }>(
    `SELECT payload FROM $schema.outbox_events WHERE type = 'ai.prompt.completed' AND payload->'data'->>'userId' = $1`,
    [user.userId],
  );
  expect(row?.payload.trace?.traceparent?.split('-')[1]).toBe(traceId);
  const processing = exporter.getFinishedSpans().find((span) => span.name === 'process ai-requests');
  expect(processing?.spanContext().traceId).toBe(traceId);
});
