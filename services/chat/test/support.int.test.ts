import { describe, expect, it } from 'vitest';
import { DEV_INTERNAL_API_TOKEN, INTERNAL_TOKEN_HEADER } from '@readiness/contracts';
import { eventually, readEvents } from '@readiness/testing';
import {
  ask,
  call,
  chat,
  eventPublisher,
  handOff,
  issuer,
  newSession,
  readConversation,
  replyAsAgent,
  rows,
  startChat,
  useChat,
} from './harness.ts';

useChat();

const admin = () => issuer.user({ role: 'admin' });

describe('talking to a person', () => {
  it('stops the assistant, reaches the inbox, and the visitor sees the reply; closing gives the assistant back', async () => {
    const user = await issuer.user();
    const session = await newSession(chat, user.headers);
    await ask(chat, session, 'My invoice shows the wrong company name');
    const handoff = await handOff(chat, session, {
      reason: 'Invoice is wrong',
      context: { currentPage: '/billing' },
    });
    expect(handoff.status).toBe(200);
    expect(handoff.data.handedOff).toBe(true);
    // Asking twice is harmless: one notice, one event.
    const again = await handOff(chat, session);
    expect(again.status).toBe(200);

    const waiting = await ask(chat, session, 'Hello, anyone there?');
    expect(waiting.status).toBe(200);
    expect(waiting.data).toMatchObject({ response: null, reply: null, handedOff: true, provider: null });

    const boss = await admin();
    const inbox = await call(chat.url, 'GET', '/api/admin/support/conversations', undefined, boss.headers);
    expect(inbox.status).toBe(200);
    const listed = (inbox.data.conversations as Array<Record<string, unknown>>).find(
      (conversation) => conversation.sessionId === session.sessionId,
    );
    expect(listed).toMatchObject({
      status: 'handed-off',
      page: '/billing',
      reason: 'Invoice is wrong',
      awaitingReply: true,
      lastMessage: 'Hello, anyone there?',
    });
    expect((listed!.user as { userId: string }).userId).toBe(user.userId);

    const answered = await replyAsAgent(
      chat,
      session.sessionId,
      'Hi, this is Sam from support: I have fixed the invoice.',
      boss.headers,
    );
    expect(answered.status).toBe(201);
    expect(answered.data.awaitingReply).toBe(false);

    const seen = await readConversation(chat, session.sessionId, session.headers);
    const messages = seen.data.messages as Array<{ role: string; content: string }>;
    expect(messages.at(-1)).toMatchObject({
      role: 'agent',
      content: 'Hi, this is Sam from support: I have fixed the invoice.',
    });
    expect(
      messages.filter((message) => message.role === 'assistant' && message.content.includes('support team')),
    ).toHaveLength(1);

    const closed = await call(
      chat.url,
      'POST',
      `/api/admin/support/conversations/${session.sessionId}/close`,
      undefined,
      boss.headers,
    );
    expect(closed.status).toBe(200);
    expect(closed.data.status).toBe('assistant');
    const open = await call(chat.url, 'GET', '/api/admin/support/conversations', undefined, boss.headers);
    expect((open.data.conversations as Array<{ sessionId: string }>).map((c) => c.sessionId)).not.toContain(
      session.sessionId,
    );
    const all = await call(
      chat.url,
      'GET',
      '/api/admin/support/conversations?status=all',
      undefined,
      boss.headers,
    );
    expect((all.data.conversations as Array<{ sessionId: string }>).map((c) => c.sessionId)).toContain(
      session.sessionId,
    );
    expect((await ask(chat, session, 'How much does premium cost?')).data.response).toContain('$49');

    const requested = await eventually(
      () => readEvents('nats://127.0.0.1:4222', chat.natsPrefix, 'chat.handoff.requested'),
      (events) => events.some((event) => event.data.sessionId === session.sessionId),
    );
    const mine = requested.filter((event) => event.data.sessionId === session.sessionId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toEqual({ sessionId: session.sessionId, userId: user.userId, page: '/billing' });
  });

  it('keeps the inbox for admins with their key', async () => {
    const user = await issuer.user();
    const noKey = await issuer.user({ role: 'admin', withAdminKey: false });
    for (const headers of [user.headers, noKey.headers]) {
      expect(
        (await call(chat.url, 'GET', '/api/admin/support/conversations', undefined, headers)).status,
      ).toBe(403);
      expect((await call(chat.url, 'GET', '/api/admin/support/feedback', undefined, headers)).status).toBe(
        403,
      );
      expect((await call(chat.url, 'GET', '/api/admin/whitelabel-requests', undefined, headers)).status).toBe(
        403,
      );
    }
    expect((await call(chat.url, 'GET', '/api/admin/support/conversations')).status).toBe(401);
    const boss = await admin();
    const unknown = '01a20000-0000-7000-8000-000000000000';
    expect(
      (await call(chat.url, 'GET', `/api/admin/support/conversations/${unknown}`, undefined, boss.headers))
        .status,
    ).toBe(404);
    const blank = await replyAsAgent(chat, unknown, ' ', boss.headers);
    expect(blank.status).toBe(400);
  });
});

describe('feedback', () => {
  it('rates an answer of the assistant, can be taken back, and admins see it with the question', async () => {
    const session = await newSession(chat);
    const answered = await ask(chat, session, 'Can I get a refund?');
    const answerId = (answered.data.reply as { id: string }).id;
    const questionId = (answered.data.message as { id: string }).id;
    const path = `/api/support/chat/${session.sessionId}/feedback`;

    expect(
      (await call(chat.url, 'POST', path, { messageId: questionId, rating: 'up' }, session.headers)).status,
    ).toBe(404);
    expect(
      (await call(chat.url, 'POST', path, { messageId: answerId, rating: 'meh' }, session.headers)).status,
    ).toBe(400);
    expect((await call(chat.url, 'POST', path, { messageId: answerId, rating: 'up' })).status).toBe(404);
    const rated = await call(
      chat.url,
      'POST',
      path,
      { messageId: answerId, rating: 'down', comment: 'Too long' },
      session.headers,
    );
    expect(rated.status).toBe(200);
    expect(rated.data).toEqual({ messageId: answerId, rating: 'down' });

    const history = await readConversation(chat, session.sessionId, session.headers);
    expect(
      (history.data.messages as Array<{ id: string; feedback: string | null }>).find((m) => m.id === answerId)
        ?.feedback,
    ).toBe('down');

    const boss = await admin();
    const list = await call(chat.url, 'GET', '/api/admin/support/feedback', undefined, boss.headers);
    expect(list.status).toBe(200);
    expect(list.data.down).toBeGreaterThanOrEqual(1);
    expect(
      (list.data.feedback as Array<Record<string, unknown>>).find((entry) => entry.messageId === answerId),
    ).toMatchObject({
      rating: 'down',
      comment: 'Too long',
      question: 'Can I get a refund?',
    });

    await call(chat.url, 'POST', path, { messageId: answerId, rating: null }, session.headers);
    const after = await call(chat.url, 'GET', '/api/admin/support/feedback', undefined, boss.headers);
    expect(
      (after.data.feedback as Array<{ messageId: string }>).map((entry) => entry.messageId),
    ).not.toContain(answerId);
  });
});

describe('limits', () => {
  it('answers 429 with the seconds to wait per conversation, per account and per address (anonymous only), and stores nothing', async () => {
    const limited = await startChat(issuer, {
      CHAT_LIMIT_SESSION_PER_MINUTE: '2',
      CHAT_LIMIT_USER_PER_HOUR: '3',
      CHAT_LIMIT_ADDRESS_PER_HOUR: '3',
      CHAT_LIMIT_SESSIONS_PER_HOUR: '2',
    });
    try {
      const count = async (sessionId: string) =>
        Number(
          (
            await rows(limited, 'SELECT count(*) AS n FROM chat.chat_messages WHERE session_id = $1', [
              sessionId,
            ])
          )[0]!.n,
        );
      const user = await issuer.user();
      const first = await newSession(limited, user.headers);
      expect((await ask(limited, first, 'What is premium?')).status).toBe(200);
      expect((await ask(limited, first, 'What is premium?')).status).toBe(200);
      const perSession = await ask(limited, first, 'What is premium?');
      expect(perSession.status).toBe(429);
      expect(perSession.data.code).toBe('RATE_LIMITED');
      const wait = (perSession.data.details as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(perSession.headers.get('retry-after')).toBe(String(wait));
      expect(perSession.data.error).toContain('this conversation');
      expect(await count(first.sessionId)).toBe(4);

      // The account's hourly limit holds across its conversations.
      const second = await newSession(limited, user.headers);
      expect((await ask(limited, second, 'What is premium?')).status).toBe(200);
      const perUser = await ask(limited, second, 'What is premium?');
      expect(perUser.status).toBe(429);
      expect(perUser.data.error).toContain('your account');
      expect(await count(second.sessionId)).toBe(2);

      // Anonymous visitors from one address share its limit; the signed-in user's messages did not use it.
      const visitor = await newSession(limited);
      expect((await ask(limited, visitor, 'What is premium?')).status).toBe(200);
      expect((await ask(limited, visitor, 'What is premium?')).status).toBe(200);
      const neighbour = await newSession(limited);
      expect((await ask(limited, neighbour, 'What is premium?')).status).toBe(200);
      const perAddress = await ask(limited, neighbour, 'What is premium?');
      expect(perAddress.status).toBe(429);
      expect(perAddress.data.error).toContain('your network');
      expect(await count(neighbour.sessionId)).toBe(2);

      // A signed-in colleague behind the same address is not blocked by it (nor by the first user's account).
      const colleague = await issuer.user();
      const theirs = await newSession(limited, colleague.headers);
      expect((await ask(limited, theirs, 'What is premium?')).status).toBe(200);

      // Conversations too: per account when signed in, per address when anonymous.
      const started = (headers?: Record<string, string>) =>
        call(limited.url, 'POST', '/api/support/chat/session', undefined, headers);
      const thirdOfUser = await started(user.headers);
      expect(thirdOfUser.status).toBe(429);
      expect(thirdOfUser.data.error).toContain('your account');
      const thirdAnonymous = await started();
      expect(thirdAnonymous.status).toBe(429);
      expect(thirdAnonymous.data.error).toContain('your network');
      expect((await started(colleague.headers)).status).toBe(201);
    } finally {
      await limited.stop();
    }
  });
});

describe('what chat knows of users, from their events', () => {
  it('answers with the name, plan and weakest dimensions, erases on deletion, and exports', async () => {
    const publisher = await eventPublisher(chat);
    try {
      const user = await issuer.user({ tier: 'free' });
      await publisher.emit('auth.user.registered', {
        userId: user.userId,
        email: user.email,
        firstName: 'Grace',
        lastName: 'Hopper',
        company: 'Navy Labs',
        industry: 'technology',
        companySize: '51-200',
        ipAddress: null,
      });
      await publisher.emit('assessment.assessment.completed', {
        assessmentId: '01a20000-0000-7000-8000-0000000000aa',
        userId: user.userId,
        kind: 'quick',
        industry: 'technology',
        companySize: '51-200',
        bankVersion: 1,
        overallScore: 41.2,
        maturityLevel: 'Defined',
        dimensionScores: { 'ai-strategy': 60, 'risk-management': 12, operations: 35 },
        completedAt: '2026-11-22T09:00:00.000Z',
      });
      const grantedId = await publisher.emit('billing.premium.granted', {
        userId: user.userId,
        tier: 'premium',
        reason: 'purchase',
      });
      const session = await newSession(chat, user.headers);
      const weakest = await eventually(
        async () => (await ask(chat, session, 'What are my weakest dimensions?')).data.response as string,
        (text) => text.includes('Risk Management'),
      );
      expect(weakest).toContain('Risk Management (12), Operations (35), AI Strategy (60)');
      const plan = await eventually(
        async () => (await ask(chat, session, 'Am I premium?')).data.response as string,
        (text) => text.includes('premium plan'),
      );
      expect(plan).toContain('You are on the premium plan');
      expect((await ask(chat, session, 'Do you know who I am?')).data.response).toContain(
        'Grace Hopper of Navy Labs',
      );

      // The same event again changes nothing (processed once).
      const processed = await rows(
        chat,
        'SELECT count(*) AS n FROM chat.processed_events WHERE event_id = $1',
        [grantedId],
      );
      expect(Number(processed[0]!.n)).toBe(1);

      const exported = await call(chat.url, 'GET', `/internal/users/${user.userId}/export`, undefined, {
        [INTERNAL_TOKEN_HEADER]: DEV_INTERNAL_API_TOKEN,
      });
      expect(exported.status).toBe(200);
      expect(exported.data.service).toBe('chat');
      const data = exported.data.data as {
        profile: { firstName: string };
        conversations: Array<{ sessionId: string }>;
      };
      expect(data.profile.firstName).toBe('Grace');
      expect(data.conversations.map((conversation) => conversation.sessionId)).toContain(session.sessionId);
      expect((await call(chat.url, 'GET', `/internal/users/${user.userId}/export`)).status).toBe(401);
      expect(
        (
          await call(chat.url, 'GET', `/internal/users/${user.userId}/export`, undefined, {
            [INTERNAL_TOKEN_HEADER]: 'wrong',
          })
        ).status,
      ).toBe(403);

      await publisher.emit('auth.user.deleted', { userId: user.userId, deletedBy: 'self' });
      const left = await eventually(
        () => rows(chat, 'SELECT id FROM chat.chat_sessions WHERE user_id = $1', [user.userId]),
        (found) => found.length === 0,
      );
      expect(left).toEqual([]);
      expect((await readConversation(chat, session.sessionId, session.headers)).status).toBe(404);
      // A late event about the deleted user does not bring the profile back.
      await publisher.emit('auth.user.updated', {
        userId: user.userId,
        role: 'user',
        subscriptionTier: 'premium',
        isActive: true,
        profile: {
          firstName: 'Grace',
          lastName: 'Hopper',
          company: 'Navy Labs',
          industry: 'technology',
          companySize: '51-200',
        },
      });
      const late = await eventually(
        () =>
          rows(chat, 'SELECT count(*) AS n FROM chat.processed_events WHERE consumer = $1', [
            'chat.auth-users',
          ]),
        (found) => Number(found[0]!.n) >= 3,
      );
      expect(Number(late[0]!.n)).toBeGreaterThanOrEqual(3);
      const profile = await rows(
        chat,
        'SELECT first_name, email, deleted_at FROM chat.chat_users WHERE user_id = $1',
        [user.userId],
      );
      expect(profile[0]).toMatchObject({ first_name: null, email: null });
      expect(profile[0]!.deleted_at).not.toBeNull();
    } finally {
      await publisher.close();
    }
  });
});
