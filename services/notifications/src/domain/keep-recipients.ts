import type { TEvent } from '@readiness/contracts';
import { messageRepository } from '../repositories/message.repository.ts';
import { recipientRepository } from '../repositories/recipient.repository.ts';
import type { NotificationsContext } from './context.ts';

export type RecipientEvent = TEvent<
  'auth.user.registered' | 'auth.user.updated' | 'auth.email.changed' | 'auth.user.deleted'
>;

/** Keeps the copy of auth's users (address, first name, role, status) that receipts and alerts are written to. */
export async function keepRecipients(ctx: NotificationsContext, event: RecipientEvent): Promise<void> {
  switch (event.type) {
    case 'auth.user.registered':
      await recipientRepository.upsert(ctx.db, {
        userId: event.data.userId,
        email: event.data.email,
        firstName: event.data.firstName,
        role: 'user',
        isActive: true,
      });
      return;
    case 'auth.user.updated':
      await recipientRepository.update(ctx.db, event.data.userId, {
        role: event.data.role,
        isActive: event.data.isActive,
        ...(event.data.profile ? { firstName: event.data.profile.firstName } : {}),
      });
      return;
    case 'auth.email.changed':
      await recipientRepository.update(ctx.db, event.data.userId, { email: event.data.email });
      return;
    case 'auth.user.deleted':
      await ctx.db.$transaction(async (tx) => {
        await recipientRepository.remove(tx, event.data.userId);
        await messageRepository.anonymiseUser(tx, event.data.userId);
      });
      return;
  }
}
