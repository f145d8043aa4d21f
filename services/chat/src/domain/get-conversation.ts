import type { TInboxConversationDetail } from '@readiness/contracts/chat';
import { messageRepository, sessionRepository, userRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { sessionNotFound } from './session-access.ts';
import { toChatMessage, toInboxConversation } from '../repositories/chat.rows.ts';

export async function getConversation(
  ctx: ChatContext,
  sessionId: string,
): Promise<TInboxConversationDetail> {
  const row = await sessionRepository.findById(ctx.db, sessionId);
  if (!row) throw sessionNotFound();
  const user = row.userId ? await userRepository.find(ctx.db, row.userId) : null;
  const messages = (await messageRepository.history(ctx.db, row.id)).map(toChatMessage);
  return { ...toInboxConversation(row, user ?? undefined, messages), messages };
}
