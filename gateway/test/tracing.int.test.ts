import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '@readiness/testing';
import { startStack, type TestStack } from '@readiness/testing/stack';
import { TestClient, newUser } from './client.ts';

interface CollectedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  kind: number;
}

// An OTLP/HTTP (JSON) receiver on loopback standing in for the OpenTelemetry collector.
const spans: CollectedSpan[] = [];
const collector = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    try {
      const payload = JSON.parse(body) as {
        resourceSpans: Array<{
          resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
          scopeSpans: Array<{ spans: Array<Omit<CollectedSpan, 'service'>> }>;
        }>;
      };
      for (const resourceSpan of payload.resourceSpans) {
        const service =
          resourceSpan.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
        for (const scope of resourceSpan.scopeSpans)
          for (const span of scope.spans) spans.push({ ...span, service });
      }
    } catch {
      // not JSON: ignore
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let stack: TestStack;
beforeAll(async () => {
  collector.listen(0, '127.0.0.1');
  await new Promise((resolve) => collector.once('listening', resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  stack = await startStack({
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' },
  });
});
afterAll(async () => {
  await stack?.stop();
  collector.close();
});

it('one sign-up from the browser yields one connected trace across the gateway, auth and event consumers', async () => {
  const browser = new TestClient(stack.baseUrl);
  const response = await browser.post('/api/auth/register', newUser());
  expect(response.status).toBe(201);

  const serverSpanOf = (service: string) => (span: CollectedSpan) =>
    span.service === service && span.kind === 2 && /POST/.test(span.name);
  /** Where a span's chain of parents ends among the spans of its trace: the root, or the first one missing. */
  const topOf = (span: CollectedSpan, byId: Map<string, CollectedSpan>) => {
    let current: CollectedSpan | undefined = span;
    const seen = new Set<string>();
    while (current && current.parentSpanId && !seen.has(current.spanId)) {
      seen.add(current.spanId);
      current = byId.get(current.parentSpanId);
    }
    return current?.spanId;
  };
  const traceOf = (all: CollectedSpan[]) => {
    const root = all.find(serverSpanOf('gateway'));
    const inTrace = root ? all.filter((span) => span.traceId === root.traceId) : [];
    return { root, inTrace, byId: new Map(inTrace.map((span) => [span.spanId, span])) };
  };
  // A parent ends, and is exported, after its children: wait until every span's parents have arrived too (a
  // trace that is really broken still fails below, once the wait is over).
  const {
    root: gatewayRoot,
    inTrace: trace,
    byId,
  } = traceOf(
    await eventually(
      () => Promise.resolve(spans),
      (all) => {
        const { root, inTrace, byId: ids } = traceOf(all);
        return (
          root !== undefined &&
          inTrace.some(serverSpanOf('auth')) &&
          inTrace.every((span) => topOf(span, ids) === root.spanId)
        );
      },
      15_000,
    ),
  );
  expect(gatewayRoot, 'the gateway made a server span').toBeDefined();
  expect(trace.find(serverSpanOf('auth')), 'the auth service span joins the gateway trace').toBeDefined();

  // Connected: every span of the trace leads up through its parents to the gateway's root span.
  for (const span of trace)
    expect(topOf(span, byId), `${span.service} ${span.name} is connected`).toBe(gatewayRoot!.spanId);
  // Consumers of the events the sign-up published (through the outbox and NATS) join the same trace.
  expect([...new Set(trace.map((span) => span.service))]).toEqual(
    expect.arrayContaining(['gateway', 'auth']),
  );
});

it("sends the stack's email to an SMTP server of its own, never to the machine's mail catcher port", async () => {
  const user = newUser();
  expect((await new TestClient(stack.baseUrl).post('/api/auth/register', user)).status).toBe(201);
  expect(stack.mail, 'startStack gave the notifications service an SMTP server of its own').toBeDefined();
  const confirmation = await stack.mail!.waitFor((mail) => mail.envelopeTo.includes(user.email), 20_000);
  expect(confirmation.subject).toMatch(/Confirm your email address/);
});

it("continues a caller's trace: the gateway's span is the child of the caller's, the service's of the gateway's", async () => {
  const traceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');
  // A public route the gateway forwards without an identity; auth refuses the empty body.
  const response = await fetch(`${stack.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { traceparent: `00-${traceId}-${callerSpanId}-01`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(400);

  const found = await eventually(
    () => Promise.resolve(spans.filter((span) => span.traceId === traceId)),
    (inTrace) => inTrace.some((span) => span.service === 'auth' && span.kind === 2),
    15_000,
  );
  const gatewaySpan = found.find((span) => span.service === 'gateway' && span.kind === 2);
  expect(gatewaySpan?.name).toBe('POST /api/auth/login');
  expect(gatewaySpan?.parentSpanId).toBe(callerSpanId);
  const authSpan = found.find((span) => span.service === 'auth' && span.kind === 2);
  expect(authSpan?.parentSpanId).toBe(gatewaySpan?.spanId);
});
