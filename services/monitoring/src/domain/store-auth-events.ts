import { ingestRepository } from '../repositories/ingest.repository.ts';
import type { MonitoringContext } from './context.ts';
import { authRowOf, type AuthDomainEvent } from './ingest-rows.ts';

/**
 * A batch of auth events (sign-ins, registrations, deletions) in stream order, in one transaction: a deletion
 * erases what came before it, once per event (the consumer's processed mark).
 */
export async function storeAuthEvents(
  ctx: Pick<MonitoringContext, 'db'>,
  consumer: string,
  events: AuthDomainEvent[],
): Promise<void> {
  await ingestRepository.inTransaction(ctx.db, async (client) => {
    for (const event of events) {
      if (event.type === 'auth.user.deleted') {
        if (await ingestRepository.markProcessed(client, consumer, event.id))
          await ingestRepository.forgetUser(client, event.data.userId, event.time);
        continue;
      }
      const row = authRowOf(event);
      if (!row || !(await ingestRepository.insertAuthRow(client, row))) continue;
      if (event.type === 'auth.user.registered')
        await ingestRepository.upsertUser(client, {
          userId: event.data.userId,
          email: row.email,
          registeredAt: row.at,
        });
      if (event.type === 'auth.login.succeeded')
        await ingestRepository.upsertUser(client, {
          userId: event.data.userId,
          email: row.email,
          lastLoginAt: row.at,
        });
    }
  });
}
