import type { Bus, Subscription } from '@readiness/bus';
import { isEventOf } from '@readiness/contracts';
import type { NotificationsContext } from '../domain/context.ts';
import {
  ACCOUNT_EMAIL_EVENTS,
  ASSESSMENT_EMAIL_EVENTS,
  BILLING_EMAIL_EVENTS,
  CHAT_EMAIL_EVENTS,
  planEmail,
  type EmailEvent,
} from '../domain/emails-for-events.ts';
import { keepRecipients } from '../domain/keep-recipients.ts';
import { queueEmail } from '../domain/queue-email.ts';

const RECIPIENT_EVENTS = [
  'auth.user.registered',
  'auth.user.updated',
  'auth.email.changed',
  'auth.user.deleted',
] as const;

async function handleEmailEvent(ctx: NotificationsContext, event: EmailEvent) {
  const planned = await planEmail(ctx, event);
  if (!planned) {
    ctx.logger.info({ eventId: event.id, type: event.type }, 'no email for this event');
    return;
  }
  const queued = await queueEmail(ctx, {
    eventId: event.id,
    ...planned,
    traceparent: event.trace?.traceparent,
  });
  ctx.logger.debug({ eventId: event.id, kind: planned.kind, ...queued }, 'email queued');
}

/**
 * The durable consumers: one per domain (a consumer reads one stream). Auth's keeps the recipients' copy and queues
 * the account emails in the stream's order; billing's and chat's queue receipts, refunds and support emails.
 * Every one is idempotent: an email is stored once per event id and sent once.
 */
export async function subscribeConsumers(ctx: NotificationsContext, bus: Bus): Promise<Subscription[]> {
  const auth = await bus.subscribe({
    durable: 'notifications.auth',
    types: [...new Set([...RECIPIENT_EVENTS, ...ACCOUNT_EMAIL_EVENTS])],
    handler: async (event) => {
      if (isEventOf(RECIPIENT_EVENTS, event)) await keepRecipients(ctx, event);
      if (isEventOf(ACCOUNT_EMAIL_EVENTS, event)) await handleEmailEvent(ctx, event);
    },
  });
  const billing = await bus.subscribe({
    durable: 'notifications.billing',
    types: [...BILLING_EMAIL_EVENTS],
    handler: (event) => handleEmailEvent(ctx, event),
  });
  const chat = await bus.subscribe({
    durable: 'notifications.chat',
    types: [...CHAT_EMAIL_EVENTS],
    handler: (event) => handleEmailEvent(ctx, event),
  });
  const assessment = await bus.subscribe({
    durable: 'notifications.assessment',
    types: [...ASSESSMENT_EMAIL_EVENTS],
    handler: (event) => handleEmailEvent(ctx, event),
  });
  return [auth, billing, chat, assessment];
}
