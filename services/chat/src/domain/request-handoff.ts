import { enqueueEvent, uuidv7 } from '@readiness/bus';
import type { TChatContext } from '@readiness/contracts/chat';
import { safePage } from '../assistant/assistant.ts';
import { messageRepository, sessionRepository } from '../repositories/chat.repository.ts';
import type { Caller, ChatContext } from './context.ts';
import { enforceLimits, messageLimits } from './limits.ts';
import { ownSession } from './session-access.ts';
import { toChatMessage } from '../repositories/chat.rows.ts';

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
  return { handedOff: true as const, message: toChatMessage(message) };
}
