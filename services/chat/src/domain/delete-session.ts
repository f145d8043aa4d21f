import { sessionRepository } from '../repositories/chat.repository.ts';
import type { Caller, ChatContext } from './context.ts';
import { ownSession } from './session-access.ts';

export async function deleteSession(
  ctx: ChatContext,
  sessionId: string,
  caller: Caller,
): Promise<{ deleted: true }> {
  const row = await ownSession(ctx.db, sessionId, caller);
  await sessionRepository.delete(ctx.db, row.id);
  return { deleted: true };
}
