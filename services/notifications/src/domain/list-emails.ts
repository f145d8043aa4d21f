import type { TEmailMessage } from '@readiness/contracts/notifications';
import { messageRepository } from '../repositories/message.repository.ts';
import type { NotificationsContext } from './context.ts';

type Row = Awaited<ReturnType<typeof messageRepository.list>>[number];

export function toEmailMessage(row: Row): TEmailMessage {
  return {
    id: row.id,
    eventId: row.eventId,
    kind: row.kind as TEmailMessage['kind'],
    to: row.to,
    subject: row.subject,
    status: row.status as TEmailMessage['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The admin's view: the latest emails, who they went to and whether they left; never what they said. */
export async function listEmails(
  ctx: NotificationsContext,
  query: { status?: TEmailMessage['status'] | undefined; limit: number },
): Promise<TEmailMessage[]> {
  return (await messageRepository.list(ctx.db, query)).map(toEmailMessage);
}

/** "Download my data": the emails sent to a user (kind, subject, address, when). */
export async function exportUserEmails(ctx: NotificationsContext, userId: string) {
  const rows = await messageRepository.ofUser(ctx.db, userId);
  return { emails: rows.map((row) => ({ ...toEmailMessage(row), lastError: undefined })) };
}
