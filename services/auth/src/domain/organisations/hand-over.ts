import { enqueueEvent } from '@readiness/bus';
import type { DbTransaction } from '../../db.ts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { auditOrganisation } from './access.ts';
import { transferOwnershipInTransaction } from './ownership-transfer.ts';

/**
 * An account is being deleted (inside eraseUser's transaction, after the user's row was locked): each of their
 * memberships goes, with auth.organisation.member-left (reason "account-deleted") so that assessment recomputes
 * open rounds. An organisation they owned passes to its longest-standing admin, else its longest-standing member
 * (auth.organisation.role-changed); with nobody left it is deleted (auth.organisation.deleted).
 */
export async function handOverMemberships(
  tx: DbTransaction,
  userId: string,
  meta: { actorId: string | null; requestId: string | null },
): Promise<void> {
  // The user's row is locked already; their organisations are locked in id order (the same order every time).
  const organisations = await organisationRepository.lockOfUser(tx, userId);
  for (const organisation of organisations) {
    if (organisation.role === 'owner') {
      const successorId = await organisationRepository.successorOf(tx, organisation.id, userId);
      if (!successorId) {
        await auditOrganisation(tx, 'organisation.deleted', organisation, meta, {
          changes: { name: { before: organisation.name, after: null } },
          details: { cause: 'owner-account-deleted' },
        });
        await enqueueEvent(tx, 'auth.organisation.deleted', {
          organisationId: organisation.id,
          reason: 'owner-account-deleted',
        });
        await organisationRepository.delete(tx, organisation.id);
        continue;
      }
      await transferOwnershipInTransaction(tx, organisation, userId, successorId, meta, false);
    } else {
      await organisationRepository.removeMember(tx, organisation.id, userId);
    }
    await auditOrganisation(tx, 'organisation.member-left', organisation, meta, {
      userId,
      changes: { role: { before: organisation.role, after: null } },
      details: { cause: 'account-deleted' },
    });
    await enqueueEvent(tx, 'auth.organisation.member-left', {
      organisationId: organisation.id,
      userId,
      reason: 'account-deleted',
      removedBy: null,
    });
  }
}
