import { AppError } from '@readiness/service';
import { feedbackRepository, messageRepository } from '../repositories/chat.repository.ts';
import type { Caller, ChatContext } from './context.ts';
import { ownSession } from './session-access.ts';

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
