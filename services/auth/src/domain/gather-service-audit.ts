import { auditRepository, type GatheredAuditEntry } from '../repositories/audit.repository.ts';
import type { AuthContext } from './context.ts';

/**
 * Another service's admin or ops action joins the one trail the admin reads. The event's id is the row's, so a
 * redelivery is stored once; answers whether it was new.
 */
export function gatherServiceAudit(
  ctx: Pick<AuthContext, 'db'>,
  entry: GatheredAuditEntry,
): Promise<boolean> {
  return auditRepository.gather(ctx.db, entry);
}
