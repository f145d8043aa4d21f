import { enqueueEvent } from '@readiness/bus';
import type { TAuditRecord } from '@readiness/contracts';
import type { Identity } from '@readiness/service';

type Tx = Parameters<typeof enqueueEvent>[0];

/**
 * An admin's change to the question bank, for the one audit trail (auth gathers it): written through the outbox
 * in the transaction of the change, so the trail holds exactly the changes that were made.
 */
export function recordAdminAudit(
  tx: Tx,
  admin: Identity,
  requestId: string | null,
  entry: Pick<TAuditRecord, 'action' | 'targetType' | 'targetRef' | 'targetLabel' | 'changes' | 'details'> & {
    reason?: string | null;
  },
) {
  return enqueueEvent(tx, 'assessment.audit.recorded', {
    ...entry,
    actorId: admin.userId,
    actorLabel: null,
    reason: entry.reason ?? null,
    requestId,
  });
}
