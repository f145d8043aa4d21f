import type { Bus } from '@readiness/bus';
import type { TEventType } from '@readiness/contracts';
import type { AuthContext } from '../domain/context.ts';
import { gatherServiceAudit } from '../domain/gather-service-audit.ts';

/** The services whose admin and ops actions join auth's audit trail (each through its own outbox). */
const AUDIT_EVENTS = [
  'assessment.audit.recorded',
  'billing.audit.recorded',
  'chat.audit.recorded',
] as const satisfies readonly TEventType[];

/**
 * Gathers the other services' audit events into the one trail the admin reads: one durable consumer per domain
 * (a subscription reads one stream); the event's id is the row's, so a redelivery is stored once.
 */
export async function subscribeAuditEvents(ctx: AuthContext, bus: Bus) {
  const subscriptions: Array<Awaited<ReturnType<Bus['subscribe']>>> = [];
  for (const type of AUDIT_EVENTS) {
    const source = type.split('.')[0]!;
    subscriptions.push(
      await bus.subscribe({
        durable: `auth.audit-${source}`,
        types: [type],
        handler: async (event) => {
          await gatherServiceAudit(ctx, {
            id: event.id,
            at: new Date(event.time),
            source,
            record: event.data,
          });
        },
      }),
    );
  }
  return { stop: () => Promise.all(subscriptions.map((subscription) => subscription.stop())) };
}
