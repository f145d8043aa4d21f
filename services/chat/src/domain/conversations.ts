import { enqueueEvent, uuidv7 } from '@readiness/bus';
import type {
  TChatContext,
  TChatSession,
  TCreateChatSessionResponse,
  TSendChatMessageResponse,
} from '@readiness/contracts/chat';
import { AppError } from '@readiness/service';
import { reply, safePage } from '../assistant/assistant.ts';
import { matchTopics, type KnownUser, type LatestAssessment } from '../assistant/answer-offline.ts';
import {
  feedbackRepository,
  messageRepository,
  sessionRepository,
  userRepository,
} from '../repositories/chat.repository.ts';
import type { Caller, ChatContext } from './context.ts';
import { enforceLimits, type Limit } from './limits.ts';
import { hashToken, newSessionToken, ownSession } from './session-access.ts';
import { messageView, sessionView } from './views.ts';

const HOUR = 3600;

/** Starts a conversation: the signed-in caller's, or an anonymous one bound to the token answered once. */
export async function createSession(ctx: ChatContext, caller: Caller): Promise<TCreateChatSessionResponse> {
  // A signed-in caller is limited per account, an anonymous one per address: colleagues behind one office
  // address never use up each other's conversations.
  await enforceLimits(ctx, [
    caller.userId
      ? {
          key: `sessions:user:${caller.userId}`,
          max: ctx.env.CHAT_LIMIT_SESSIONS_PER_HOUR,
          windowSeconds: HOUR,
          who: 'your account',
        }
      : {
          key: `sessions:ip:${caller.ipAddress ?? 'unknown'}`,
          max: ctx.env.CHAT_LIMIT_SESSIONS_PER_HOUR,
          windowSeconds: HOUR,
          who: 'your network',
        },
  ]);
  const token = newSessionToken();
  const row = await sessionRepository.create(ctx.db, {
    id: uuidv7(),
    tokenHash: hashToken(token),
    userId: caller.userId,
  });
  return {
    sessionId: row.id,
    sessionToken: token,
    status: 'assistant',
    createdAt: row.createdAt.toISOString(),
    signedIn: caller.userId !== null,
  };
}

export async function getSession(ctx: ChatContext, sessionId: string, caller: Caller): Promise<TChatSession> {
  const row = await ownSession(ctx.db, sessionId, caller);
  return sessionView(row, await messageRepository.history(ctx.db, row.id));
}

/** The signed-in user's latest conversation (their other devices find it here), or null. */
export async function getCurrentSession(
  ctx: ChatContext,
  userId: string,
): Promise<{ session: TChatSession | null }> {
  const row = await sessionRepository.latestOfUser(ctx.db, userId);
  if (!row) return { session: null };
  return { session: sessionView(row, await messageRepository.history(ctx.db, row.id)) };
}

export async function deleteSession(
  ctx: ChatContext,
  sessionId: string,
  caller: Caller,
): Promise<{ deleted: true }> {
  const row = await ownSession(ctx.db, sessionId, caller);
  await sessionRepository.delete(ctx.db, row.id);
  return { deleted: true };
}

/** What the service knows of a signed-in caller (its own records, kept from events; the verified tier else), with their requests to a person. */
export async function knownUser(
  ctx: ChatContext,
  caller: Caller,
  question?: string,
): Promise<KnownUser | null> {
  if (!caller.userId) return null;
  // Facts other services hold are asked for only when the question is about them (the caller's own id only).
  const topics = question ? matchTopics(question).map((entry) => entry?.id) : [];
  const [row, handoffs, nextActions, purchases] = await Promise.all([
    userRepository.find(ctx.db, caller.userId),
    sessionRepository.handoffsOfUser(ctx.db, caller.userId),
    topics.includes('my-improve') ? ctx.userFacts.nextActions(caller.userId) : undefined,
    topics.includes('my-purchases') ? ctx.userFacts.purchases(caller.userId) : undefined,
  ]);
  return {
    ...(nextActions !== undefined ? { nextActions } : {}),
    ...(purchases !== undefined ? { purchases } : {}),
    userId: caller.userId,
    firstName: row?.firstName ?? null,
    lastName: row?.lastName ?? null,
    company: row?.company ?? null,
    tier: (row?.tier ?? caller.tier ?? 'free') as KnownUser['tier'],
    latestAssessment: (row?.latestAssessment as LatestAssessment | null | undefined) ?? null,
    handoffs: handoffs.map((handoff) => ({
      open: handoff.status === 'handed-off',
      requestedAt: handoff.handedOffAt.toISOString(),
      answeredAt: handoff.answeredAt?.toISOString() ?? null,
    })),
  };
}

function messageLimits(ctx: ChatContext, sessionId: string, caller: Caller): Limit[] {
  return [
    {
      key: `msg:session:${sessionId}`,
      max: ctx.env.CHAT_LIMIT_SESSION_PER_MINUTE,
      windowSeconds: 60,
      who: 'this conversation',
    },
    // Signed in: the account's budget; anonymous: the address's (shared by every visitor behind it), so
    // signed-in colleagues behind one office address neither use up nor are blocked by each other's.
    caller.userId
      ? {
          key: `msg:user:${caller.userId}`,
          max: ctx.env.CHAT_LIMIT_USER_PER_HOUR,
          windowSeconds: HOUR,
          who: 'your account',
        }
      : {
          key: `msg:ip:${caller.ipAddress ?? 'unknown'}`,
          max: ctx.env.CHAT_LIMIT_ADDRESS_PER_HOUR,
          windowSeconds: HOUR,
          who: 'your network',
        },
  ];
}

/**
 * The visitor's message and the assistant's answer, stored together in one transaction (unless a person has the
 * conversation: then the message waits for them and the answer is null). The answer is worked out first, outside
 * the transaction. Limits per conversation, account and address come before anything, so a refused message
 * changes nothing.
 */
export async function sendMessage(
  ctx: ChatContext,
  sessionId: string,
  caller: Caller,
  input: { message: string; context?: TChatContext | undefined },
): Promise<TSendChatMessageResponse> {
  const owned = await ownSession(ctx.db, sessionId, caller);
  await enforceLimits(ctx, messageLimits(ctx, sessionId, caller));
  const page = safePage(input.context?.currentPage);

  const started = performance.now();
  const answer =
    owned.status === 'handed-off'
      ? null
      : await reply(
          { ai: ctx.ai, logger: ctx.logger, now: ctx.now(), counts: await ctx.bankCounts() },
          {
            question: input.message,
            user: await knownUser(ctx, caller, input.message),
            context: input.context,
            // The offline assistant answers each question on its own; the provider gets the conversation so far.
            history: ctx.ai
              ? (await messageRepository.history(ctx.db, owned.id, 12)).map((row) => ({
                  role: row.author as 'user' | 'assistant' | 'agent',
                  content: row.content,
                }))
              : [],
          },
        );
  const durationMs = Math.round((performance.now() - started) * 100) / 100;

  const { message, answered } = await ctx.db.$transaction(async (tx) => {
    const locked = await ownSession(tx, sessionId, caller, { lock: true });
    const now = ctx.now();
    const message = await messageRepository.create(tx, {
      id: uuidv7(now.getTime()),
      sessionId: locked.id,
      author: 'user',
      content: input.message,
      createdAt: now,
    });
    await enqueueEvent(tx, 'chat.message.sent', {
      sessionId: locked.id,
      userId: locked.userId,
      author: 'user',
      provider: null,
      durationMs: null,
    });
    // A person took the conversation while the answer was being worked out: they answer, the assistant does not.
    let answered: Awaited<ReturnType<typeof messageRepository.create>> | null = null;
    let last = now;
    if (answer && locked.status !== 'handed-off') {
      last = new Date(now.getTime() + 1);
      answered = await messageRepository.create(tx, {
        id: uuidv7(last.getTime()),
        sessionId: locked.id,
        author: 'assistant',
        content: answer.text,
        links: answer.links,
        provider: answer.provider,
        createdAt: last,
      });
      await enqueueEvent(tx, 'chat.message.sent', {
        sessionId: locked.id,
        userId: locked.userId,
        author: 'assistant',
        provider: answer.provider,
        durationMs,
      });
    }
    await sessionRepository.update(tx, locked.id, {
      lastMessageAt: last,
      ...(page ? { lastPage: page } : {}),
    });
    return { message, answered };
  });
  ctx.onEventsCommitted();

  if (!answer || !answered)
    return {
      response: null,
      message: messageView(message),
      reply: null,
      links: [],
      handedOff: true,
      offerHandoff: false,
      provider: null,
    };
  return {
    response: answered.content,
    message: messageView(message),
    reply: messageView(answered),
    links: answer.links,
    handedOff: false,
    offerHandoff: answer.offerHandoff,
    provider: answer.provider,
  };
}

/** A thumbs up or down on one of the assistant's answers in the caller's conversation (null takes it back). */
export async function rateMessage(
  ctx: ChatContext,
  sessionId: string,
  caller: Caller,
  input: { messageId: string; rating: 'up' | 'down' | null; comment?: string | undefined },
) {
  const session = await ownSession(ctx.db, sessionId, caller);
  const message = await messageRepository.findInSession(ctx.db, session.id, input.messageId);
  if (!message || message.author !== 'assistant')
    throw new AppError('NOT_FOUND', 'No such answer of the assistant in this conversation.');
  await feedbackRepository.set(ctx.db, {
    messageId: message.id,
    sessionId: session.id,
    rating: input.rating,
    comment: input.comment || null,
  });
  return { messageId: message.id, rating: input.rating };
}

export const HANDOFF_MESSAGE =
  'I have passed this conversation to our support team. A person will answer here, usually within one business day; you can keep writing in the meantime.';

/** "Talk to a person": the assistant stops answering and the conversation appears in the support inbox. */
export async function requestHandoff(
  ctx: ChatContext,
  sessionId: string,
  caller: Caller,
  input: { reason?: string | undefined; context?: TChatContext | undefined },
) {
  await ownSession(ctx.db, sessionId, caller);
  await enforceLimits(ctx, messageLimits(ctx, sessionId, caller));
  const page = safePage(input.context?.currentPage);
  const message = await ctx.db.$transaction(async (tx) => {
    const locked = await ownSession(tx, sessionId, caller, { lock: true });
    const now = ctx.now();
    if (locked.status === 'handed-off') {
      const history = await messageRepository.history(tx, locked.id, 20);
      const notice = [...history]
        .reverse()
        .find((row) => row.author === 'assistant' && row.content === HANDOFF_MESSAGE);
      if (notice) return notice;
    }
    const notice = await messageRepository.create(tx, {
      id: uuidv7(now.getTime()),
      sessionId: locked.id,
      author: 'assistant',
      content: HANDOFF_MESSAGE,
      provider: null,
      createdAt: now,
    });
    if (locked.status !== 'handed-off') {
      await sessionRepository.update(tx, locked.id, {
        status: 'handed-off',
        handedOffAt: now,
        firstHandedOffAt: locked.firstHandedOffAt ?? now,
        handoffReason: input.reason || null,
        lastMessageAt: now,
        ...(page ? { lastPage: page } : {}),
      });
      await enqueueEvent(tx, 'chat.handoff.requested', {
        sessionId: locked.id,
        userId: locked.userId,
        page: page ?? locked.lastPage,
      });
    }
    return notice;
  });
  ctx.onEventsCommitted();
  return { handedOff: true as const, message: messageView(message) };
}
