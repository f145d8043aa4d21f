import type { NatsConnection } from '@nats-io/transport-node';
import type { Bus } from '@readiness/bus';
import type { Runtime } from '@readiness/service/runtime';
import type { Logger } from 'pino';
import { accessRowsOf, authRowOf, type AuthDomainEvent } from '../domain/ingest-rows.ts';
import type { MonitoringEnv } from '../env.ts';
import type { IpCounter } from '../repositories/ip-counter.repository.ts';
import {
  forgetUser,
  insertAccessRows,
  insertAuthRow,
  insertCompletedAssessments,
  insertSecurityEvents,
  inTransaction,
  markProcessed,
  upsertUser,
} from '../repositories/ingest.repository.ts';
import { startBatchConsumer, type BatchConsumer } from './batch-consumer.ts';

type Pool = Runtime<unknown>['pool'];

const AUTH_CONSUMER = 'monitoring.auth-events';

/** Auth events in stream order, in one transaction: a deletion erases what came before it. */
async function storeAuthEvents(pool: Pool, events: AuthDomainEvent[]): Promise<void> {
  await inTransaction(pool, async (client) => {
    for (const event of events) {
      if (event.type === 'auth.user.deleted') {
        if (await markProcessed(client, AUTH_CONSUMER, event.id))
          await forgetUser(client, event.data.userId, event.time);
        continue;
      }
      const row = authRowOf(event);
      if (!row || !(await insertAuthRow(client, row))) continue;
      if (event.type === 'auth.user.registered')
        await upsertUser(client, { userId: event.data.userId, email: row.email, registeredAt: row.at });
      if (event.type === 'auth.login.succeeded')
        await upsertUser(client, { userId: event.data.userId, email: row.email, lastLoginAt: row.at });
    }
  });
}

/**
 * Monitoring's durable consumers, each reading its domain's stream from the beginning on first start (so what
 * happened before monitoring existed counts too): access events, auth events (sign-ins, registrations, deletions),
 * security events (auth's and its own outliers'), completed assessments (the admin stats).
 */
export async function startConsumers(options: {
  nc: NatsConnection;
  bus: Bus;
  pool: Pool;
  ips: IpCounter;
  env: MonitoringEnv;
  logger: Logger;
  onStored?: () => void;
}): Promise<BatchConsumer[]> {
  const { nc, bus, pool, ips, env, logger } = options;
  const common = {
    nc,
    prefix: bus.prefix,
    batchSize: env.INGEST_BATCH_SIZE,
    ackWaitMs: env.ACK_WAIT_MS,
    logger,
  };
  const started: BatchConsumer[] = [];
  const start = async (consumer: Promise<BatchConsumer>) => started.push(await consumer);
  for (const domain of ['gateway', 'auth', 'security', 'assessment']) await bus.ensureStream(domain);
  try {
    await start(
      startBatchConsumer({
        ...common,
        domain: 'gateway',
        stream: bus.streamOf('gateway'),
        durable: 'monitoring.access-logs',
        types: ['gateway.request.completed'],
        handle: async (events) => {
          const rows = accessRowsOf(events);
          await insertAccessRows(pool, rows);
          // After the commit: adding an address twice changes nothing, so a retried batch is harmless.
          await ips.add(rows);
          options.onStored?.();
        },
      }),
    );
    await start(
      startBatchConsumer({
        ...common,
        domain: 'auth',
        stream: bus.streamOf('auth'),
        durable: AUTH_CONSUMER,
        types: [
          'auth.login.failed',
          'auth.login.succeeded',
          'auth.user.logged-out',
          'auth.user.registered',
          'auth.user.deleted',
        ],
        handle: (events) => storeAuthEvents(pool, events),
      }),
    );
    await start(
      startBatchConsumer({
        ...common,
        domain: 'security',
        stream: bus.streamOf('security'),
        durable: 'monitoring.security-events',
        types: ['security.event.recorded'],
        handle: (events) => insertSecurityEvents(pool, events),
      }),
    );
    await start(
      startBatchConsumer({
        ...common,
        domain: 'assessment',
        stream: bus.streamOf('assessment'),
        durable: 'monitoring.assessments',
        types: ['assessment.assessment.completed'],
        handle: (events) => insertCompletedAssessments(pool, events),
      }),
    );
  } catch (error) {
    await Promise.all(started.map((consumer) => consumer.stop()));
    throw error;
  }
  return started;
}
