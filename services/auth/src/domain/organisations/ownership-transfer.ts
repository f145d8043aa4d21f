import { enqueueEvent } from '@readiness/bus';
import type { DbTransaction } from '../../db.ts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { auditOrganisation, targetRole } from './access.ts';

/**
 * Inside a transaction holding the organisation's lock: another member becomes the owner; the previous owner
 * becomes an admin, or leaves (their account is being deleted, see hand-over.ts). Used by transferOwnership too.
 */
export async function transferOwnershipInTransaction(
  tx: DbTransaction,
  organisation: { id: string; name: string },
  fromUserId: string,
  toUserId: string,
  meta: { actorId: string | null; requestId: string | null; actorLabel?: string | null },
  previousOwnerStays: boolean,
) {
  const previousRole = await targetRole(tx, organisation.id, toUserId);
  if (previousOwnerStays) await organisationRepository.setRole(tx, organisation.id, fromUserId, 'admin');
  else await organisationRepository.removeMember(tx, organisation.id, fromUserId);
  await organisationRepository.setRole(tx, organisation.id, toUserId, 'owner');
  await auditOrganisation(tx, 'organisation.ownership-transferred', organisation, meta, {
    userId: toUserId,
    actorLabel: meta.actorLabel ?? null,
    changes: {
      owner: { before: fromUserId, after: toUserId },
      role: { before: previousRole, after: 'owner' },
    },
    details: { previousOwnerStays },
  });
  await enqueueEvent(tx, 'auth.organisation.role-changed', {
    organisationId: organisation.id,
    userId: toUserId,
    role: 'owner',
    previousRole,
  });
  if (previousOwnerStays)
    await enqueueEvent(tx, 'auth.organisation.role-changed', {
      organisationId: organisation.id,
      userId: fromUserId,
      role: 'admin',
      previousRole: 'owner',
    });
}
