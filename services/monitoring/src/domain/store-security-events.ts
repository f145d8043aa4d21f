import type { TEvent } from '@readiness/contracts';
import { ingestRepository } from '../repositories/ingest.repository.ts';
import type { MonitoringContext } from './context.ts';

/** A batch of security events (auth's and monitoring's own outliers'), each stored once by its id. */
export function storeSecurityEvents(
  ctx: Pick<MonitoringContext, 'db'>,
  events: Array<TEvent<'security.event.recorded'>>,
): Promise<void> {
  return ingestRepository.insertSecurityEvents(ctx.db, events);
}
