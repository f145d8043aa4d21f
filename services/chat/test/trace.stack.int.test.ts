import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_SESSION_TOKEN_HEADER } from '@readiness/contracts/chat';
import { eventually, readEvents } from '@readiness/testing';
import { useSharedStack } from '@readiness/testing/shared-stack';
import type { TestStack } from '@readiness/testing/stack';

// The built stack (gateway and every built service): a browser's trace reaches chat's events through the gateway.
let stack: TestStack;
beforeAll(async () => {
  stack = await useSharedStack();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

it("carries the caller's trace from the gateway into chat.message.sent and chat.handoff.requested", async () => {
  const traceId = randomBytes(16).toString('hex');
  const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
  const created = await fetch(`${stack.baseUrl}/api/support/chat/session`, { method: 'POST' });
  expect(created.status).toBe(201);
  const { sessionId, sessionToken } = (await created.json()) as { sessionId: string; sessionToken: string };
  const headers = {
    'content-type': 'application/json',
    [CHAT_SESSION_TOKEN_HEADER]: sessionToken,
    traceparent,
  };

  const sent = await fetch(`${stack.baseUrl}/api/support/chat/${sessionId}/message`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: 'What are the 15 dimensions?', context: { currentPage: '/' } }),
  });
  expect(sent.status).toBe(200);
  const handoff = await fetch(`${stack.baseUrl}/api/support/chat/${sessionId}/handoff`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  expect(handoff.status).toBe(200);

  const messages = await eventually(
    () => readEvents('nats://127.0.0.1:4222', stack.natsPrefix, 'chat.message.sent'),
    (events) => events.filter((event) => event.data.sessionId === sessionId).length >= 2,
  );
  const handoffs = await eventually(
    () => readEvents('nats://127.0.0.1:4222', stack.natsPrefix, 'chat.handoff.requested'),
    (events) => events.some((event) => event.data.sessionId === sessionId),
  );
  const ours = [...messages, ...handoffs].filter((event) => event.data.sessionId === sessionId);
  expect(ours).toHaveLength(3);
  for (const event of ours) {
    const carried = (event as unknown as { trace?: { traceparent?: string } }).trace?.traceparent;
    expect(carried, event.type).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-0[01]$`));
  }
});
