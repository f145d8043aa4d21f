import { enqueueEvent } from '@readiness/bus';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, lockAsManager } from './access.ts';

/** The owner deletes the organisation: memberships and invitations go with it (one event, no member-left each). */
export async function deleteOrganisation(ctx: AuthContext, organisationId: string, meta: AuditMeta) {
  await ctx.db.$transaction(async (tx) => {
    const { organisation } = await lockAsManager(
      tx,
      organisationId,
      meta.actorId,
      'Only the owner may delete the organisation',
    );
    const members = await organisationRepository.memberCount(tx, organisationId);
    await auditOrganisation(tx, 'organisation.deleted', organisation, meta, {
      changes: { name: { before: organisation.name, after: null } },
      details: { members },
    });
    await enqueueEvent(tx, 'auth.organisation.deleted', { organisationId, reason: 'owner' });
    await organisationRepository.delete(tx, organisationId);
  });
  ctx.onEventsCommitted();
  return { success: true as const };
}
