import { AppError, notFound } from '@readiness/service';
import { messageRepository } from '../repositories/message.repository.ts';
import { renderEmail } from '../templates/render-email.ts';
import { composeEmail } from './compose-email.ts';
import type { NotificationsContext } from './context.ts';
import type { EmailData } from './email-data.ts';
import type { EmailAttachment } from './mailer.ts';

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
  if (message.unreadable) {
    // Given up at once, with the reason where ops read it (the outbox list): no retry could send it.
    await messageRepository.markAttemptFailed(ctx.db, message.id, message.unreadable, true);
    throw new AppError('CONFLICT', `email ${messageId}: ${message.unreadable}`);
  }
  if (!message.data || message.to.length === 0) throw notFound(`email ${messageId} has nothing left to send`);
  const data = message.data;
  const final = attempt.number >= attempt.last;
  try {
    const attachments = await attachmentsOf(ctx, data, message.userId, final);
    const rendered = await renderEmail(
      composeEmail(
        data.kind === 'purchase-receipt' ? { ...data, invoiceAttached: attachments.length > 0 } : data,
        {
          appOrigin: ctx.env.APP_ORIGIN,
          supportEmail: ctx.env.SUPPORT_EMAIL,
        },
      ),
      { appOrigin: ctx.env.APP_ORIGIN, supportEmail: ctx.env.SUPPORT_EMAIL },
    );
    const { messageId: providerMessageId } = await ctx.mailer.send({
      to: message.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      eventId: message.eventId,
      attachments,
    });
    await messageRepository.markSent(ctx.db, message.id, { subject: rendered.subject, providerMessageId });
    ctx.logger.info({ messageId, kind: message.kind, eventId: message.eventId }, 'email sent');
    return 'sent';
  } catch (error) {
    await messageRepository
      .markAttemptFailed(ctx.db, message.id, (error as Error).message ?? String(error), final)
      .catch(() => undefined);
    throw error;
  }
}

/**
 * A receipt carries its invoice PDF, fetched from billing (which renders and numbers its invoices; see the README's
 * "Receipts"). While billing cannot answer, the email waits with its backoff; on the last attempt it goes with its
 * download link alone rather than not at all.
 */
async function attachmentsOf(
  ctx: NotificationsContext,
  data: EmailData,
  userId: string | null,
  final: boolean,
): Promise<EmailAttachment[]> {
  if (data.kind !== 'purchase-receipt' || !data.purchaseId || !userId) return [];
  try {
    return [await ctx.invoices.fetchInvoicePdf(userId, data.purchaseId)];
  } catch (error) {
    if (!final) throw error;
    ctx.logger.warn(
      { err: error, purchaseId: data.purchaseId },
      'receipt sent without its invoice PDF (the link stays)',
    );
    return [];
  }
}
