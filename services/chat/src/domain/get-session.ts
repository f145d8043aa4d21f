import type { TChatSession } from '@readiness/contracts/chat';
import { messageRepository } from '../repositories/chat.repository.ts';
import type { Caller, ChatContext } from './context.ts';
import { ownSession } from './session-access.ts';
import { toChatSession } from '../repositories/chat.rows.ts';

export async function getSession(ctx: ChatContext, sessionId: string, caller: Caller): Promise<TChatSession> {
  const row = await ownSession(ctx.db, sessionId, caller);
  return toChatSession(row, await messageRepository.history(ctx.db, row.id));
}
