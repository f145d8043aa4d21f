import { enqueueEvent } from '@readiness/bus';
import type { TOrganisation, TOrganisationMember, TOrganisationRole } from '@readiness/contracts';
import { AppError, badRequest, conflict, notFound } from '@readiness/service';
import type { DbTransaction } from '../../db.ts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import {
  auditOrganisation,
  lockAsManager,
  lockAsMember,
  roleRequired,
  toMemberDto,
  toOrganisationDto,
} from './access.ts';

// Leave, remove, change a role, transfer ownership. Each locks the organisation's row first, then reads the roles
// again: the rules are checked on what is true under the lock, so an organisation always has exactly one owner
// (the partial unique index refuses a second one in any case).

async function targetRole(
  tx: DbTransaction,
  organisationId: string,
  userId: string,
): Promise<TOrganisationRole> {
  const role = await organisationRepository.roleOf(tx, organisationId, userId);
  if (!role) throw notFound('No such member in this organisation');
  return role;
}

const membershipOf = (organisationId: string, userId: string) => ({
  organisationId_userId: { organisationId, userId },
});

/** A member leaves; the owner cannot (they transfer ownership first, or delete the organisation). */
export async function leaveOrganisation(ctx: AuthContext, organisationId: string, meta: AuditMeta) {
  await ctx.db.$transaction(async (tx) => {
    const { organisation, role } = await lockAsMember(tx, organisationId, meta.actorId);
    if (role === 'owner')
      throw new AppError(
        'OWNER_CANNOT_LEAVE',
        'The owner cannot leave: make another member the owner first, or delete the organisation',
      );
    await tx.organisationMember.delete({ where: membershipOf(organisationId, meta.actorId) });
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
    await tx.organisationMember.delete({ where: membershipOf(organisationId, userId) });
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
      await tx.organisationMember.update({
        where: membershipOf(organisationId, userId),
        data: { role: newRole },
      });
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

/**
 * The owner hands the organisation to another member, who becomes the owner; the previous owner becomes an admin.
 * Also used when the owner's account is deleted (see hand-over.ts).
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
  if (previousOwnerStays)
    await tx.organisationMember.update({
      where: membershipOf(organisation.id, fromUserId),
      data: { role: 'admin' },
    });
  else await tx.organisationMember.delete({ where: membershipOf(organisation.id, fromUserId) });
  await tx.organisationMember.update({
    where: membershipOf(organisation.id, toUserId),
    data: { role: 'owner' },
  });
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

export async function transferOwnership(
  ctx: AuthContext,
  organisationId: string,
  toUserId: string,
  meta: AuditMeta,
): Promise<TOrganisation> {
  const result = await ctx.db.$transaction(async (tx) => {
    const { organisation } = await lockAsManager(
      tx,
      organisationId,
      meta.actorId,
      'Only the owner transfers ownership',
    );
    if (toUserId === meta.actorId) throw badRequest('You are already the owner: choose another member');
    await transferOwnershipInTransaction(tx, organisation, meta.actorId, toUserId, meta, true);
    return toOrganisationDto(
      organisation,
      'admin',
      await organisationRepository.memberCount(tx, organisationId),
    );
  });
  ctx.onEventsCommitted();
  return result;
}
