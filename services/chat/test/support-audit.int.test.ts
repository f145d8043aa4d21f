import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, readEvents, type TokenIssuer } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import {
  ask,
  call,
  eventPublisher,
  newSession,
  rows,
  startChat,
  startTokenIssuer,
  type RunningChat,
} from './harness.ts';

// A support reply joins the one audit trail, named by the agent who sent it (auth gathers chat.audit.recorded).
let issuer: TokenIssuer;
let chat: RunningChat;
beforeAll(async () => {
  issuer = await startTokenIssuer();
  chat = await startChat(issuer);
});
afterAll(async () => {
  await chat?.stop();
  await issuer?.stop();
});

describe('auditing support replies', () => {
  it('records the reply with the agent’s name, the conversation and the request, in the reply’s transaction', async () => {
    const agent = await issuer.user({ role: 'admin' });
    const publisher = await eventPublisher(chat);
    await publisher.emit('auth.user.registered', {
      userId: agent.userId,
      email: agent.email,
      firstName: 'Sam',
      lastName: 'Support',
      company: '',
      industry: '',
      companySize: '',
      ipAddress: null,
    });
    await publisher.close();
    await eventually(
      () => rows(chat, `SELECT 1 FROM chat_users WHERE user_id = '${agent.userId}'`),
      (found) => found.length === 1,
    );

    const visitor = await issuer.user();
    const session = await newSession(chat, visitor.headers);
    await ask(chat, session, 'My invoice is wrong');
    await call(chat.url, 'POST', `/api/support/chat/${session.sessionId}/handoff`, {}, session.headers);
    const unknown = await call(
      chat.url,
      'POST',
      `/api/admin/support/conversations/${crypto.randomUUID()}/reply`,
      { message: 'Hello?' },
      agent.headers,
    );
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
