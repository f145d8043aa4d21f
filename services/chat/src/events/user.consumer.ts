import type { Bus, Subscription } from '@readiness/bus';
import type { Logger } from 'pino';
import type { ChatContext } from '../domain/context.ts';
import { applyUserEvent, type UserEvent } from '../domain/apply-user-event.ts';

/** Durable consumers, one per domain: what chat knows of users, and the erasure of a deleted user's chats. */
export const USER_CONSUMERS = {
  auth: 'chat.auth-users',
  billing: 'chat.billing-tiers',
  assessment: 'chat.assessment-scores',
} as const;

export async function subscribeUserEvents(
  ctx: Pick<ChatContext, 'db'>,
  bus: Bus,
  logger: Logger,
): Promise<Subscription[]> {
  const handle = (consumer: string) => async (event: UserEvent) => {
    const outcome = await applyUserEvent(ctx, consumer, event);
    logger.debug({ type: event.type, eventId: event.id, outcome }, 'user event');
  };
  const subscriptions: Subscription[] = [];
  try {
    subscriptions.push(
      await bus.subscribe({
        durable: USER_CONSUMERS.auth,
        types: ['auth.user.registered', 'auth.user.updated', 'auth.user.deleted'],
        handler: handle(USER_CONSUMERS.auth),
      }),
    );
    subscriptions.push(
      await bus.subscribe({
        durable: USER_CONSUMERS.billing,
        types: ['billing.premium.granted', 'billing.premium.revoked'],
        handler: handle(USER_CONSUMERS.billing),
      }),
    );
    subscriptions.push(
      await bus.subscribe({
        durable: USER_CONSUMERS.assessment,
        types: ['assessment.assessment.completed'],
        handler: handle(USER_CONSUMERS.assessment),
      }),
    );
  } catch (error) {
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    throw error;
  }
  return subscriptions;
}
