import { enqueueEvent, uuidv7 } from '@readiness/bus';
import { messageRepository, sessionRepository, userRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { sessionNotFound } from './session-access.ts';
import { displayName, recordSupportReply } from './record-admin-audit.ts';
import { getConversation } from './get-conversation.ts';

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
      // A signed-out visitor's address, when they left one (a user's own comes from their account).
      contactEmail: row.userId ? null : row.contactEmail,
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
