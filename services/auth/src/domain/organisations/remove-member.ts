import { enqueueEvent } from '@readiness/bus';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, lockAsManager, roleRequired, targetRole } from './access.ts';

/** The owner removes admins and members; an admin removes members; nobody removes the owner. */
export async function removeMember(
  ctx: AuthContext,
  organisationId: string,
  userId: string,
  meta: AuditMeta,
) {
  await ctx.db.$transaction(async (tx) => {
    const { organisation, role: actorRole } = await lockAsManager(tx, organisationId, meta.actorId);
    const role = await targetRole(tx, organisationId, userId);
    if (role === 'owner') throw roleRequired('Nobody can remove the owner: they transfer ownership first');
    if (role === 'admin' && actorRole !== 'owner') throw roleRequired('Only the owner removes an admin');
    await organisationRepository.removeMember(tx, organisationId, userId);
    await auditOrganisation(tx, 'organisation.member-removed', organisation, meta, {
      userId,
      changes: { role: { before: role, after: null } },
    });
    await enqueueEvent(tx, 'auth.organisation.member-left', {
      organisationId,
      userId,
      reason: 'removed',
      removedBy: meta.actorId,
    });
  });
  ctx.onEventsCommitted();
  return { success: true as const };
}
