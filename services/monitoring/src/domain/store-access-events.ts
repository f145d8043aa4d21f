import type { TEvent } from '@readiness/contracts';
import { ingestRepository } from '../repositories/ingest.repository.ts';
import type { MonitoringContext } from './context.ts';
import { accessRowsOf } from './ingest-rows.ts';

/** A batch of the gateway's access events: the access log rows, then the distinct addresses per minute. */
export async function storeAccessEvents(
  ctx: Pick<MonitoringContext, 'db' | 'ips'>,
  events: Array<TEvent<'gateway.request.completed' | 'gateway.requests.completed'>>,
): Promise<void> {
  const rows = accessRowsOf(events);
  await ingestRepository.insertAccessRows(ctx.db, rows);
  // After the commit: adding an address twice changes nothing, so a retried batch is harmless.
  await ctx.ips.add(rows);
}
