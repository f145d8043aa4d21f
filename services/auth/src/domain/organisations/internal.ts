import type {
  TInternalOrganisation,
  TInternalOrganisationMembership,
  TInternalUserOrganisations,
} from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuthContext } from '../context.ts';
import { organisationNotFound } from './access.ts';

// Auth's internal answers for other services (the access token carries only the user). An enterprise organisation
// grants its members premium features for its work.

const grantsPremium = (tier: string) => tier === 'enterprise';

export async function membershipOf(
  ctx: AuthContext,
  organisationId: string,
  userId: string,
): Promise<TInternalOrganisationMembership> {
  const organisation = await organisationRepository.find(ctx.db, organisationId);
  const role = organisation ? await organisationRepository.roleOf(ctx.db, organisationId, userId) : null;
  return {
    organisationId,
    userId,
    member: role !== null,
    role,
    tier: organisation?.tier ?? null,
    grantsPremium: role !== null && grantsPremium(organisation!.tier),
  };
}

export async function organisationForService(
  ctx: AuthContext,
  organisationId: string,
): Promise<TInternalOrganisation> {
  const organisation = await organisationRepository.find(ctx.db, organisationId);
  if (!organisation) throw organisationNotFound();
  const members = await organisationRepository.members(ctx.db, organisationId);
  return {
    id: organisation.id,
    name: organisation.name,
    industry: organisation.industry,
    companySize: organisation.companySize,
    tier: organisation.tier,
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
  };
}

export async function organisationsOfUser(
  ctx: AuthContext,
  userId: string,
): Promise<TInternalUserOrganisations> {
  const rows = await organisationRepository.ofUser(ctx.db, userId);
  return {
    userId,
    memberships: rows.map((row) => ({
      organisationId: row.organisation.id,
      name: row.organisation.name,
      role: row.role,
      tier: row.organisation.tier,
      grantsPremium: grantsPremium(row.organisation.tier),
    })),
  };
}
