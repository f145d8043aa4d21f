import type { TEmailMessage } from '@readiness/contracts/notifications';
import { messageRepository } from '../repositories/message.repository.ts';
import type { NotificationsContext } from './context.ts';

/** The admin's view: the latest emails, who they went to and whether they left; never what they said. */
export function listEmails(
  ctx: NotificationsContext,
  query: { status?: TEmailMessage['status'] | undefined; limit: number },
): Promise<TEmailMessage[]> {
  return messageRepository.list(ctx.db, query);
}
