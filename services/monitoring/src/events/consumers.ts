import type { Bus, Subscription } from '@readiness/bus';
import type { MonitoringContext } from '../domain/context.ts';
import { storeAccessEvents } from '../domain/store-access-events.ts';
import { storeAuthEvents } from '../domain/store-auth-events.ts';
import { storeCompletedAssessments } from '../domain/store-completed-assessments.ts';
import { storeSecurityEvents } from '../domain/store-security-events.ts';

export const CONSUMERS = {
  access: 'monitoring.access-logs',
  auth: 'monitoring.auth-events',
  security: 'monitoring.security-events',
  assessments: 'monitoring.assessments',
} as const;

/**
 * Monitoring's durable consumers, batched (`bus.subscribeBatch`: one access event per request is too many for a
 * transaction each), each reading its domain's stream from the beginning on first start (so what happened before
 * monitoring existed counts too): access events, auth events (sign-ins, registrations, deletions), security events
 * (auth's and its own outliers'), completed assessments (the admin stats).
 */
export async function startConsumers(
  ctx: Pick<MonitoringContext, 'db' | 'ips' | 'env'>,
  bus: Bus,
): Promise<Subscription[]> {
  const common = { batchSize: ctx.env.INGEST_BATCH_SIZE, ackWaitMs: ctx.env.ACK_WAIT_MS };
  const started: Subscription[] = [];
  try {
    started.push(
      await bus.subscribeBatch({
        ...common,
        durable: CONSUMERS.access,
        // One request per event (gateways before batching), or a batch of them.
        types: ['gateway.request.completed', 'gateway.requests.completed'],
        handler: (events) => storeAccessEvents(ctx, events),
      }),
    );
    started.push(
      await bus.subscribeBatch({
        ...common,
        durable: CONSUMERS.auth,
        types: [
          'auth.login.failed',
          'auth.login.succeeded',
          'auth.user.logged-out',
          'auth.user.registered',
          'auth.user.deleted',
        ],
        handler: (events) => storeAuthEvents(ctx, CONSUMERS.auth, events),
      }),
    );
    started.push(
      await bus.subscribeBatch({
        ...common,
        durable: CONSUMERS.security,
        types: ['security.event.recorded'],
        handler: (events) => storeSecurityEvents(ctx, events),
      }),
    );
    started.push(
      await bus.subscribeBatch({
        ...common,
        durable: CONSUMERS.assessments,
        types: ['assessment.assessment.completed'],
        handler: (events) => storeCompletedAssessments(ctx, events),
      }),
    );
  } catch (error) {
    await Promise.all(started.map((consumer) => consumer.stop()));
    throw error;
  }
  return started;
}
