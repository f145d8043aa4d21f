import { enqueueEvent } from '@readiness/bus';
import type { TAuditRecord } from '@readiness/contracts';
import { AppError } from '@readiness/service';
import type { DbTransaction } from '../db.ts';
import { userRepository } from '../repositories/chat.repository.ts';
import { personName } from './record-admin-audit.ts';

// What the admin's lead use cases (update, delete, export) share: who acted, and the audit record of it.

/** Who acted and why, for the audit trail. */
export interface AdminAction {
  adminId: string;
  requestId: string | null;
  reason?: string | null;
}

export const leadNotFound = () =>
  new AppError('WHITELABEL_REQUEST_NOT_FOUND', 'No such white-label request.');

/** A white-label admin action for the one audit trail (auth gathers it), in the transaction of the change. */
export async function recordLeadAudit(
  tx: DbTransaction,
  action: AdminAction,
  record: Pick<TAuditRecord, 'action' | 'targetRef' | 'targetLabel' | 'changes' | 'details'>,
) {
  const admin = await userRepository.find(tx, action.adminId);
  await enqueueEvent(tx, 'chat.audit.recorded', {
    ...record,
    actorId: action.adminId,
    actorLabel: personName(admin, 'Admin'),
    targetType: 'whitelabel-request',
    reason: action.reason ?? null,
    requestId: action.requestId,
  });
}
