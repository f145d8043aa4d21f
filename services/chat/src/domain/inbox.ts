import { enqueueEvent, uuidv7 } from '@readiness/bus';
import type { TInboxConversation, TInboxConversationDetail } from '@readiness/contracts/chat';
import {
  feedbackRepository,
  messageRepository,
  sessionRepository,
  userRepository,
  type SessionRow,
  type UserRow,
} from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { sessionNotFound } from './session-access.ts';
import { messageView } from './views.ts';
import { displayName, recordSupportReply } from './record-admin-audit.ts';

const INBOX_SIZE = 200;
const FEEDBACK_SIZE = 200;

function summary(
  row: SessionRow,
  user: UserRow | undefined,
  messages: ReturnType<typeof messageView>[],
): TInboxConversation {
  const last = messages.at(-1);
  return {
    sessionId: row.id,
    status: row.status as TInboxConversation['status'],
    user: row.userId
      ? {
          userId: row.userId,
          name: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Signed-in user',
          email: user?.email ?? null,
          tier: user?.tier ?? 'free',
        }
      : null,
    page: row.lastPage,
    reason: row.handoffReason,
    handedOffAt: row.handedOffAt?.toISOString() ?? null,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessage: last?.content ?? '',
    awaitingReply: row.status === 'handed-off' && last?.role !== 'agent',
    messageCount: messages.length,
  };
}

/** The support inbox: conversations with a person (waiting for an answer first), or every one handed off. */
export async function listInbox(ctx: ChatContext, status: 'handed-off' | 'all') {
  const rows = await sessionRepository.listInbox(ctx.db, status === 'handed-off', INBOX_SIZE);
  const users = await userRepository.findMany(
    ctx.db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  const conversations = await Promise.all(
    rows.map(async (row) =>
      summary(
        row,
        users.find((user) => user.userId === row.userId),
        (await messageRepository.history(ctx.db, row.id)).map(messageView),
      ),
    ),
  );
  conversations.sort((a, b) => Number(b.awaitingReply) - Number(a.awaitingReply));
  return { conversations };
}

/** The badge of the admin navigation and dashboard: conversations waiting for a person's answer. */
export async function countWaiting(ctx: ChatContext) {
  return { waiting: await sessionRepository.countWaiting(ctx.db) };
}

export async function getConversation(
  ctx: ChatContext,
  sessionId: string,
): Promise<TInboxConversationDetail> {
  const row = await sessionRepository.findById(ctx.db, sessionId);
  if (!row) throw sessionNotFound();
  const user = row.userId ? await userRepository.find(ctx.db, row.userId) : null;
  const messages = (await messageRepository.history(ctx.db, row.id)).map(messageView);
  return { ...summary(row, user ?? undefined, messages), messages };
}

const USER_PRESENT_MS = 5 * 60_000;

/**
 * A support person's answer: the visitor sees it in the widget (and by email when away, chat.agent.replied); the
 * audit trail names the agent.
 */
export async function replyAsAgent(
  ctx: ChatContext,
  sessionId: string,
  agentId: string,
  message: string,
  requestId: string | null = null,
) {
  await ctx.db.$transaction(async (tx) => {
    const row = await sessionRepository.lock(tx, sessionId);
    if (!row) throw sessionNotFound();
    // The agent's name as it is now, kept with the reply: a later rename or deletion does not rewrite history.
    const agent = (await userRepository.find(tx, agentId)) ?? null;
    await recordSupportReply(tx, row, agentId, agent, message, requestId);
    const now = ctx.now();
    await messageRepository.create(tx, {
      id: uuidv7(now.getTime()),
      sessionId: row.id,
      author: 'agent',
      content: message,
      agentId,
      agentName: displayName(agent),
      createdAt: now,
    });
    await sessionRepository.update(tx, row.id, { lastMessageAt: now });
    // The user is taken to be in the conversation when they wrote in it in the last few minutes; otherwise the
    // notifications service emails them the answer with a link back.
    const lastFromUser = await messageRepository.previousUserMessage(tx, row.id, now);
    const userPresent =
      lastFromUser !== null && now.getTime() - lastFromUser.createdAt.getTime() < USER_PRESENT_MS;
    await enqueueEvent(tx, 'chat.agent.replied', {
      sessionId: row.id,
      userId: row.userId,
      userPresent,
      excerpt: message.length > 280 ? `${message.slice(0, 277)}…` : message,
    });
    await enqueueEvent(tx, 'chat.message.sent', {
      sessionId: row.id,
      userId: row.userId,
      author: 'agent',
      provider: null,
      durationMs: null,
    });
  });
  ctx.onEventsCommitted();
  return getConversation(ctx, sessionId);
}

/** Ends the handoff: the conversation leaves the inbox and the assistant answers it again. */
export async function closeConversation(ctx: ChatContext, sessionId: string) {
  const row = await sessionRepository.findById(ctx.db, sessionId);
  if (!row) throw sessionNotFound();
  if (row.status === 'handed-off')
    await sessionRepository.update(ctx.db, row.id, { status: 'assistant', handedOffAt: null });
  return getConversation(ctx, sessionId);
}

/** Thumbs up and down on the assistant's answers, with what was asked. */
export async function listFeedback(ctx: ChatContext) {
  const [counts, rows] = await Promise.all([
    feedbackRepository.counts(ctx.db),
    feedbackRepository.latest(ctx.db, FEEDBACK_SIZE),
  ]);
  const feedback = await Promise.all(
    rows.map(async (row) => ({
      sessionId: row.sessionId,
      messageId: row.messageId,
      rating: row.rating as 'up' | 'down',
      comment: row.comment,
      question:
        (await messageRepository.previousUserMessage(ctx.db, row.sessionId, row.message.createdAt))
          ?.content ?? null,
      answer: row.message.content,
      createdAt: row.createdAt.toISOString(),
    })),
  );
  return { ...counts, feedback };
}
