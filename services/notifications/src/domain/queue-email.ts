import { uuidv7 } from '@readiness/bus';
import type { TEmailKind } from '@readiness/contracts/notifications';
import { messageRepository } from '../repositories/message.repository.ts';
import type { NotificationsContext } from './context.ts';
import type { EmailData } from './email-data.ts';
import { emailPriority } from './email-priority.ts';

/**
 * Queues the email an event asks for: stored once per event id, then put on the queue. Enqueued every time the
 * event arrives (the job's id is the message's, so that adds nothing), so an event redelivered after a crash
 * between the two steps still gets its email; one already sent is never sent again.
 */
export async function queueEmail(
  ctx: NotificationsContext,
  input: {
    eventId: string;
    kind: TEmailKind;
    userId: string | null;
    to: string[];
    data: EmailData;
    traceparent?: string | undefined;
  },
): Promise<{ messageId: string; alreadySent: boolean }> {
  const message = await messageRepository.insertOnce(ctx.db, {
    id: uuidv7(),
    eventId: input.eventId,
    kind: input.kind,
    userId: input.userId,
    to: input.to,
    data: input.data,
    traceparent: input.traceparent ?? null,
  });
  if (message.status === 'sent') return { messageId: message.id, alreadySent: true };
  await ctx.enqueue(message.id, emailPriority(input.kind));
  return { messageId: message.id, alreadySent: false };
}
