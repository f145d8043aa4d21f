import { enqueueEvent } from '@readiness/bus';
import { AppError } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, lockAsMember } from './access.ts';

// Leave, remove, change a role, transfer ownership: each locks the organisation's row first, then reads the roles
// again, so the rules are checked on what is true under the lock and an organisation always has exactly one owner
// (the partial unique index refuses a second one in any case).

/** A member leaves; the owner cannot (they transfer ownership first, or delete the organisation). */
export async function leaveOrganisation(ctx: AuthContext, organisationId: string, meta: AuditMeta) {
  await ctx.db.$transaction(async (tx) => {
    const { organisation, role } = await lockAsMember(tx, organisationId, meta.actorId);
    if (role === 'owner')
      throw new AppError(
        'OWNER_CANNOT_LEAVE',
        'The owner cannot leave: make another member the owner first, or delete the organisation',
      );
    await organisationRepository.removeMember(tx, organisationId, meta.actorId);
    await auditOrganisation(tx, 'organisation.member-left', organisation, meta, {
      userId: meta.actorId,
      changes: { role: { before: role, after: null } },
    });
    await enqueueEvent(tx, 'auth.organisation.member-left', {
      organisationId,
      userId: meta.actorId,
      reason: 'left',
      removedBy: null,
    });
  });
  ctx.onEventsCommitted();
  return { success: true as const };
}
