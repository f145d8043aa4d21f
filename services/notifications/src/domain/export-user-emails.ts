import { messageRepository } from '../repositories/message.repository.ts';
import type { NotificationsContext } from './context.ts';

/** "Download my data": the emails sent to a user (kind, subject, address, when). */
export async function exportUserEmails(ctx: NotificationsContext, userId: string) {
  const emails = await messageRepository.ofUser(ctx.db, userId);
  return { emails: emails.map((email) => ({ ...email, lastError: undefined })) };
}
