import { ZEmailMessage, type TEmailKind, type TEmailMessage } from '@readiness/contracts/notifications';
import { describeZodError } from '@readiness/service';
import type { DbClient } from '../db.ts';
import { ZEmailData, type EmailData } from '../domain/email-data.ts';
import type { EmailMessage } from '../generated/prisma/client.ts';

/** A stored email as the contract's type, parsed once here (kind and status are text columns). */
function toEmailMessage(row: EmailMessage): TEmailMessage {
  return ZEmailMessage.parse({
    id: row.id,
    eventId: row.eventId,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  });
}

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

  /**
   * A message to send, what its template needs parsed (null once sent or erased). Data stored by a version of the
   * code that its template no longer reads comes back as `unreadable`, the reason, and no data: no retry can send it.
   */
  async find(
    db: DbClient,
    id: string,
  ): Promise<(Omit<EmailMessage, 'data'> & { data: EmailData | null; unreadable?: string }) | null> {
    const row = await db.emailMessage.findUnique({ where: { id } });
    if (!row) return null;
    const data = ZEmailData.nullable().safeParse(row.data);
    return data.success
      ? { ...row, data: data.data }
      : {
          ...row,
          data: null,
          unreadable: `its stored data does not fit its template: ${describeZodError(data.error)}`,
        };
  },

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

  async list(db: DbClient, query: { status?: string | undefined; limit: number }): Promise<TEmailMessage[]> {
    const rows = await db.emailMessage.findMany({
      where: query.status ? { status: query.status } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: query.limit,
    });
    return rows.map(toEmailMessage);
  },

  async ofUser(db: DbClient, userId: string): Promise<TEmailMessage[]> {
    const rows = await db.emailMessage.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
    return rows.map(toEmailMessage);
  },

  /** A deleted user's emails: kept as counts (kind, status, dates), their address and contents erased. */
  anonymiseUser: (db: DbClient, userId: string) =>
    db.$executeRaw`UPDATE email_messages SET user_id = NULL, "to" = '{}', data = NULL WHERE user_id = ${userId}::uuid`,
};
