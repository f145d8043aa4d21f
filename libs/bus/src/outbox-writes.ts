import type { TEvent, TEventData, TEventType } from '@readiness/contracts';
import { createEvent } from './create-event.ts';

/**
 * What a service's transaction offers for raw SQL: a Prisma transaction client fits (`$executeRaw` tagged
 * template). The tables are the service's own `outbox_events` and `processed_events` (from its first migration), found through
 * the connection's search_path.
 */
export interface SqlTransaction {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<number>;
}

/**
 * Writes an event into the outbox inside the caller's transaction, so it is published if and only if the change
 * commits; the relay publishes it afterwards (call its `nudge()` after the commit to skip the poll delay).
 */
export async function enqueueEvent<T extends TEventType>(
  tx: SqlTransaction,
  type: T,
  data: TEventData<T>,
): Promise<TEvent<T>> {
  const event = createEvent(type, data);
  await tx.$executeRaw`INSERT INTO outbox_events (id, type, payload) VALUES (${event.id}::uuid, ${event.type}, ${JSON.stringify(event)}::jsonb)`;
  return event;
}

/**
 * Records, inside the consumer's transaction, that it handled an event: false when it already had, and the
 * caller then skips its change. Together with JetStream's redelivery this makes handling effectively once.
 */
export async function markProcessed(tx: SqlTransaction, consumer: string, eventId: string): Promise<boolean> {
  const inserted =
    await tx.$executeRaw`INSERT INTO processed_events (consumer, event_id) VALUES (${consumer}, ${eventId}::uuid) ON CONFLICT DO NOTHING`;
  return inserted === 1;
}
