import { notFound } from '@readiness/service';
import { messageRepository } from '../repositories/message.repository.ts';
import { renderEmail } from '../templates/render-email.ts';
import { composeEmail } from './compose-email.ts';
import type { NotificationsContext } from './context.ts';
import type { EmailData } from './email-data.ts';

export type SendOutcome = 'sent' | 'already-sent';

/**
 * The queue's job: renders the message and hands it to SMTP, once. A message already sent (a retried or duplicated
 * job) is not sent again; a failure is counted and rethrown so that the queue retries with its backoff, and marked
 * failed on the last attempt.
 */
export async function sendEmail(
  ctx: NotificationsContext,
  messageId: string,
  attempt: { number: number; last: number },
): Promise<SendOutcome> {
  const message = await messageRepository.find(ctx.db, messageId);
  if (!message) throw notFound(`email ${messageId} does not exist`);
  if (message.status === 'sent') return 'already-sent';
  if (!message.data || message.to.length === 0) throw notFound(`email ${messageId} has nothing left to send`);
  try {
    const rendered = await renderEmail(
      composeEmail(message.data as unknown as EmailData, {
        appOrigin: ctx.env.APP_ORIGIN,
        supportEmail: ctx.env.SUPPORT_EMAIL,
      }),
      { appOrigin: ctx.env.APP_ORIGIN, supportEmail: ctx.env.SUPPORT_EMAIL },
    );
    const { messageId: providerMessageId } = await ctx.mailer.send({
      to: message.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      eventId: message.eventId,
    });
    await messageRepository.markSent(ctx.db, message.id, { subject: rendered.subject, providerMessageId });
    ctx.logger.info({ messageId, kind: message.kind, eventId: message.eventId }, 'email sent');
    return 'sent';
  } catch (error) {
    const final = attempt.number >= attempt.last;
    await messageRepository
      .markAttemptFailed(ctx.db, message.id, (error as Error).message ?? String(error), final)
      .catch(() => undefined);
    throw error;
  }
}
