import { AppError } from '@readiness/service';
import type { TChatSession } from '@readiness/contracts/chat';
import { messageRepository, sessionRepository } from '../repositories/chat.repository.ts';
import { toChatSession } from '../repositories/chat.rows.ts';
import type { Caller, ChatContext } from './context.ts';
import { ownSession } from './session-access.ts';

/**
 * A signed-out visitor leaves an address (or takes it away, `null`): when support answers while they are not in
 * the conversation, the notifications service emails the answer there (chat.agent.replied carries it). A
 * signed-in user's answers already go to their account's address.
 */
export async function setContactEmail(
  ctx: ChatContext,
  sessionId: string,
  caller: Caller,
  email: string | null,
): Promise<TChatSession> {
  const row = await ctx.db.$transaction(async (tx) => {
    const locked = await ownSession(tx, sessionId, caller, { lock: true });
    if (locked.userId !== null)
      throw new AppError(
        'CONFLICT',
        'This conversation is your account’s: support’s answers are emailed to your account’s address.',
      );
    return sessionRepository.update(tx, locked.id, { contactEmail: email });
  });
  return toChatSession(row, await messageRepository.history(ctx.db, row.id));
}
