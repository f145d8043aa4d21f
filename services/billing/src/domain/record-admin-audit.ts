import { hostname } from 'node:os';
import { enqueueEvent } from '@readiness/bus';
import type { TAuditRecord } from '@readiness/contracts';
import type { DbTransaction } from '../db.ts';
import type { RequestMeta } from './context.ts';

/**
 * An admin's or the ops command line's change, for the one audit trail (auth gathers it): written through the
 * outbox in the transaction of the change. No actor is the ops command line, named by the machine it ran on.
 */
export function recordAdminAudit(
  tx: DbTransaction,
  meta: RequestMeta,
  entry: Pick<TAuditRecord, 'action' | 'targetType' | 'targetRef' | 'targetLabel' | 'changes' | 'details'>,
) {
  return enqueueEvent(tx, 'billing.audit.recorded', {
    ...entry,
    actorId: meta.actorId,
    actorLabel: meta.actorId ? null : `ops CLI on ${hostname()}`,
    reason: null,
    requestId: meta.requestId,
  });
}
