import { describe, expect, it } from 'vitest';
import { eventually, readEvents } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { call, chat, handedOffConversation, issuer, replyAsAgent, useChat } from './harness.ts';

// A support reply joins the one audit trail, named by the agent who sent it (auth gathers chat.audit.recorded).
useChat();

describe('auditing support replies', () => {
  it('records the reply with the agent’s name, the conversation and the request, in the reply’s transaction', async () => {
    const { agent, session } = await handedOffConversation(chat, issuer, {
      firstName: 'Sam',
      lastName: 'Support',
    });
    const unknown = await replyAsAgent(chat, crypto.randomUUID(), 'Hello?', agent.headers);
    expect(unknown.status).toBe(404);
    const answered = await call(
      chat.url,
      'POST',
      `/api/admin/support/conversations/${session.sessionId}/reply`,
      { message: 'Fixed, sorry about that.' },
      { ...agent.headers, 'x-request-id': 'req-support-1' },
    );
    expect(answered.status).toBe(201);

    const events = await eventually(
      () => readEvents(TEST_NATS_URL, chat.natsPrefix, 'chat.audit.recorded'),
      (found) => found.length >= 1,
    );
    expect(events).toHaveLength(1); // the refused reply recorded nothing
    expect(events[0]!.data).toMatchObject({
      action: 'support.replied',
      actorId: agent.userId,
      actorLabel: 'Sam Support',
      targetType: 'support-conversation',
      targetRef: session.sessionId,
      details: { characters: 'Fixed, sorry about that.'.length },
    });
    expect(events[0]!.data.requestId).toEqual(expect.any(String));
  });
});
