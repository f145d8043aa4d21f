import type { TEmailKind } from '@readiness/contracts/notifications';
import type { DbClient } from '../db.ts';
import type { EmailData } from '../domain/email-data.ts';

export interface NewMessage {
  id: string;
  eventId: string;
  kind: TEmailKind;
  userId: string | null;
  to: string[];
  data: EmailData;
  traceparent: string | null;
}

/** Emails, one per event id. */
export const messageRepository = {
  /** Inserts the message unless one exists for its event; answers the id of the one that stands. */
  async insertOnce(db: DbClient, message: NewMessage): Promise<{ id: string; status: string }> {
    await db.emailMessage.createMany({
      data: [{ ...message, data: message.data }],
      skipDuplicates: true,
    });
    const row = await db.emailMessage.findUniqueOrThrow({
      where: { eventId: message.eventId },
      select: { id: true, status: true },
    });
    return row;
  },

  find: (db: DbClient, id: string) => db.emailMessage.findUnique({ where: { id } }),

  /** Sent: what the template needed (a link's token among it) is dropped, it has no business staying here. */
  markSent: (db: DbClient, id: string, sent: { subject: string; providerMessageId: string | null }) =>
    db.$executeRaw`UPDATE email_messages
      SET status = 'sent', subject = ${sent.subject}, provider_message_id = ${sent.providerMessageId},
          sent_at = now(), data = NULL, last_error = NULL, attempts = attempts + 1
      WHERE id = ${id}::uuid`,

  /** A failed attempt: counted, its reason kept; `failed` once the queue gives up. */
  markAttemptFailed: (db: DbClient, id: string, error: string, final: boolean) =>
    db.emailMessage.update({
      where: { id },
      data: {
        lastError: error.slice(0, 500),
        attempts: { increment: 1 },
        ...(final ? { status: 'failed' } : {}),
      },
    }),

  list: (db: DbClient, query: { status?: string | undefined; limit: number }) =>
    db.emailMessage.findMany({
      where: query.status ? { status: query.status } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: query.limit,
    }),

  ofUser: (db: DbClient, userId: string) =>
    db.emailMessage.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),

  /** A deleted user's emails: kept as counts (kind, status, dates), their address and contents erased. */
  anonymiseUser: (db: DbClient, userId: string) =>
    db.$executeRaw`UPDATE email_messages SET user_id = NULL, "to" = '{}', data = NULL WHERE user_id = ${userId}::uuid`,
};
