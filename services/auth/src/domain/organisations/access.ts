import {
  PREMIUM_ORGANISATION_MEMBER_LIMIT,
  type TOrganisation,
  type TOrganisationMember,
  type TOrganisationRole,
} from '@readiness/contracts';
import { AppError, notFound } from '@readiness/service';
import type { DbTransaction } from '../../db.ts';
import { auditRepository } from '../../repositories/audit.repository.ts';
import {
  memberLimitOf,
  organisationRepository,
  type MemberRow,
  type OrganisationRow,
} from '../../repositories/organisation.repository.ts';
import type { AuditMeta } from '../context.ts';

// Who may see and manage an organisation, enforced here for every route: a non-member is told the organisation
// does not exist (404), a member without the role needed is refused (403).

export const organisationNotFound = () =>
  new AppError('ORGANISATION_NOT_FOUND', 'No such organisation, or you are not a member of it');
export const roleRequired = (message = 'Only the organisation’s owner or admins may do this') =>
  new AppError('ORGANISATION_ROLE_REQUIRED', message);

export const isManager = (role: TOrganisationRole) => role === 'owner' || role === 'admin';

/** Locks the organisation (see the repository) and answers it with the actor's role; 404 for a non-member. */
export async function lockAsMember(tx: DbTransaction, organisationId: string, actorId: string) {
  const organisation = await organisationRepository.lock(tx, organisationId, actorId);
  if (!organisation) throw organisationNotFound();
  const role = await organisationRepository.roleOf(tx, organisationId, actorId);
  if (!role) throw organisationNotFound();
  return { organisation, role };
}

/** As lockAsMember, and the actor must be the owner or an admin (or the owner alone). */
export async function lockAsManager(
  tx: DbTransaction,
  organisationId: string,
  actorId: string,
  ownerOnly?: string,
) {
  const locked = await lockAsMember(tx, organisationId, actorId);
  if (ownerOnly ? locked.role !== 'owner' : !isManager(locked.role)) throw roleRequired(ownerOnly);
  return locked;
}

/** The role of the member an action is about (read under the organisation's lock); 404 when they are not one. */
export async function targetRole(
  tx: DbTransaction,
  organisationId: string,
  userId: string,
): Promise<TOrganisationRole> {
  const role = await organisationRepository.roleOf(tx, organisationId, userId);
  if (!role) throw notFound('No such member in this organisation');
  return role;
}

export function toOrganisationDto(
  organisation: OrganisationRow,
  myRole: TOrganisationRole,
  memberCount: number,
): TOrganisation {
  const tier = organisation.tier;
  return {
    id: organisation.id,
    name: organisation.name,
    industry: organisation.industry,
    companySize: organisation.companySize,
    tier,
    memberLimit: memberLimitOf(tier, PREMIUM_ORGANISATION_MEMBER_LIMIT),
    memberCount,
    myRole,
    createdAt: organisation.createdAt.toISOString(),
  };
}

export function toMemberDto(member: MemberRow): TOrganisationMember {
  return { ...member, joinedAt: member.joinedAt.toISOString() };
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** One membership change in the audit trail: on the organisation (target_ref), about a person when there is one. */
export function auditOrganisation(
  tx: DbTransaction,
  action: Parameters<typeof auditRepository.record>[1]['action'],
  organisation: { id: string; name: string },
  meta: Pick<AuditMeta, 'requestId'> & { actorId: string | null },
  entry: {
    userId?: string | null;
    changes?: Record<string, { before: unknown; after: unknown }>;
    details?: Record<string, unknown>;
    reason?: string | null;
    actorLabel?: string | null;
  } = {},
) {
  return auditRepository.record(tx, {
    action,
    actorId: meta.actorId,
    actorLabel: entry.actorLabel ?? null,
    targetId: entry.userId ?? null,
    targetType: 'organisation',
    targetRef: organisation.id,
    targetLabel: organisation.name,
    changes: entry.changes ?? {},
    details: { organisationId: organisation.id, ...entry.details },
    reason: entry.reason ?? null,
    requestId: meta.requestId,
  });
}
