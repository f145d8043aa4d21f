import type { TChatSession } from '@readiness/contracts/chat';
import { messageRepository, sessionRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { toChatSession } from '../repositories/chat.rows.ts';

/** The signed-in user's latest conversation (their other devices find it here), or null. */
export async function getCurrentSession(
  ctx: ChatContext,
  userId: string,
): Promise<{ session: TChatSession | null }> {
  const row = await sessionRepository.latestOfUser(ctx.db, userId);
  if (!row) return { session: null };
  return { session: toChatSession(row, await messageRepository.history(ctx.db, row.id)) };
}
