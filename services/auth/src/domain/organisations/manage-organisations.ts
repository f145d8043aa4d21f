import { randomUUID } from 'node:crypto';
import { enqueueEvent } from '@readiness/bus';
import type {
  TCreateOrganisationRequest,
  TOrganisation,
  TOrganisationDetail,
  TUpdateOrganisationRequest,
} from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import { unauthorized } from '@readiness/service';
import type { AuditMeta, AuthContext } from '../context.ts';
import {
  auditOrganisation,
  isManager,
  lockAsManager,
  organisationNotFound,
  toMemberDto,
  toOrganisationDto,
} from './access.ts';
import { toInvitationDto } from './invitations.ts';

/** A premium user (the route's access) creates an organisation and is its owner. */
export async function createOrganisation(
  ctx: AuthContext,
  input: Required<TCreateOrganisationRequest>,
  meta: AuditMeta,
): Promise<TOrganisation> {
  const id = randomUUID();
  const created = await ctx.db.$transaction(async (tx) => {
    const user = await userRepository.findById(tx, meta.actorId);
    if (!user || !user.isActive) throw unauthorized();
    await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${meta.actorId}::uuid FOR KEY SHARE`;
    const organisation = await organisationRepository.create(tx, {
      id,
      name: input.name,
      industry: input.industry,
      companySize: input.companySize,
      createdBy: user.id,
    });
    await tx.organisationMember.create({ data: { organisationId: id, userId: user.id, role: 'owner' } });
    await auditOrganisation(tx, 'organisation.created', organisation, meta, {
      userId: user.id,
      changes: {
        name: { before: null, after: organisation.name },
        tier: { before: null, after: organisation.tier },
      },
    });
    await enqueueEvent(tx, 'auth.organisation.created', {
      organisationId: id,
      name: organisation.name,
      industry: organisation.industry,
      companySize: organisation.companySize,
      tier: 'premium',
      ownerId: user.id,
    });
    await enqueueEvent(tx, 'auth.organisation.member-joined', {
      organisationId: id,
      userId: user.id,
      role: 'owner',
      firstName: user.firstName,
      lastName: user.lastName,
      invitationId: null,
    });
    return organisation;
  });
  ctx.onEventsCommitted();
  return toOrganisationDto(created, 'owner', 1);
}

export async function listMyOrganisations(ctx: AuthContext, userId: string) {
  const rows = await organisationRepository.ofUser(ctx.db, userId);
  return {
    organisations: rows.map((row) => toOrganisationDto(row.organisation, row.role, row.memberCount)),
  };
}

/** Members only (404 for anyone else); invitations for its owner and admins. */
export async function getOrganisation(
  ctx: AuthContext,
  organisationId: string,
  userId: string,
): Promise<TOrganisationDetail> {
  const role = await organisationRepository.roleOf(ctx.db, organisationId, userId);
  const organisation = role ? await organisationRepository.find(ctx.db, organisationId) : null;
  if (!role || !organisation) throw organisationNotFound();
  const members = await organisationRepository.members(ctx.db, organisationId);
  const invitations = isManager(role)
    ? await organisationRepository.openInvitations(ctx.db, organisationId)
    : [];
  const now = new Date();
  return {
    organisation: toOrganisationDto(organisation, role, members.length),
    members: members.map(toMemberDto),
    invitations: invitations.map((invitation) => toInvitationDto(invitation, now)),
  };
}

export async function updateOrganisation(
  ctx: AuthContext,
  organisationId: string,
  input: TUpdateOrganisationRequest,
  meta: AuditMeta,
): Promise<TOrganisation> {
  const result = await ctx.db.$transaction(async (tx) => {
    const { organisation, role } = await lockAsManager(tx, organisationId, meta.actorId);
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const field of ['name', 'industry', 'companySize'] as const) {
      const value = input[field];
      if (value !== undefined && value !== organisation[field])
        changes[field] = { before: organisation[field], after: value };
    }
    let updated = organisation;
    if (Object.keys(changes).length) {
      updated = await organisationRepository.update(tx, organisationId, {
        name: input.name,
        industry: input.industry,
        companySize: input.companySize,
      });
      await auditOrganisation(tx, 'organisation.updated', updated, meta, { changes });
      await enqueueEvent(tx, 'auth.organisation.updated', {
        organisationId,
        name: updated.name,
        industry: updated.industry,
        companySize: updated.companySize,
      });
    }
    return toOrganisationDto(updated, role, await organisationRepository.memberCount(tx, organisationId));
  });
  ctx.onEventsCommitted();
  return result;
}

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
    await tx.organisation.delete({ where: { id: organisationId } });
  });
  ctx.onEventsCommitted();
  return { success: true as const };
}
