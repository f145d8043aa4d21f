import type { TInternalOrganisation } from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuthContext } from '../context.ts';
import { organisationNotFound } from './access.ts';

/** Auth's internal answer for other services: an organisation with its members. */
export async function getOrganisationForService(
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
