import { feedbackRepository, messageRepository } from '../repositories/chat.repository.ts';
import { toFeedbackEntry } from '../repositories/chat.rows.ts';
import type { ChatContext } from './context.ts';

const FEEDBACK_SIZE = 200;

/** Thumbs up and down on the assistant's answers, with what was asked. */
export async function listFeedback(ctx: ChatContext) {
  const [counts, rows] = await Promise.all([
    feedbackRepository.counts(ctx.db),
    feedbackRepository.latest(ctx.db, FEEDBACK_SIZE),
  ]);
  const feedback = await Promise.all(
    rows.map(async (row) =>
      toFeedbackEntry(
        row,
        (await messageRepository.previousUserMessage(ctx.db, row.sessionId, row.message.createdAt))
          ?.content ?? null,
      ),
    ),
  );
  return { ...counts, feedback };
}
