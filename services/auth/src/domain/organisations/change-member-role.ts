import { enqueueEvent } from '@readiness/bus';
import type { TOrganisationMember } from '@readiness/contracts';
import { conflict } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, lockAsManager, targetRole, toMemberDto } from './access.ts';

/** The owner makes a member an admin, or an admin a member. */
export async function changeMemberRole(
  ctx: AuthContext,
  organisationId: string,
  userId: string,
  newRole: 'admin' | 'member',
  meta: AuditMeta,
): Promise<TOrganisationMember> {
  const member = await ctx.db.$transaction(async (tx) => {
    const { organisation } = await lockAsManager(
      tx,
      organisationId,
      meta.actorId,
      'Only the owner changes roles',
    );
    const role = await targetRole(tx, organisationId, userId);
    if (role === 'owner') throw conflict('The owner’s role changes only by a transfer of ownership');
    if (role !== newRole) {
      await organisationRepository.setRole(tx, organisationId, userId, newRole);
      await auditOrganisation(tx, 'organisation.role-changed', organisation, meta, {
        userId,
        changes: { role: { before: role, after: newRole } },
      });
      await enqueueEvent(tx, 'auth.organisation.role-changed', {
        organisationId,
        userId,
        role: newRole,
        previousRole: role,
      });
    }
    const members = await organisationRepository.members(tx, organisationId);
    return members.find((entry) => entry.userId === userId)!;
  });
  ctx.onEventsCommitted();
  return toMemberDto(member);
}
