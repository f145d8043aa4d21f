import { sessionRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { sessionNotFound } from './session-access.ts';
import { getConversation } from './get-conversation.ts';

/** Ends the handoff: the conversation leaves the inbox and the assistant answers it again. */
export async function closeConversation(ctx: ChatContext, sessionId: string) {
  const row = await sessionRepository.findById(ctx.db, sessionId);
  if (!row) throw sessionNotFound();
  if (row.status === 'handed-off')
    await sessionRepository.update(ctx.db, row.id, { status: 'assistant', handedOffAt: null });
  return getConversation(ctx, sessionId);
}
