import type { TInternalOrganisationMembership } from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuthContext } from '../context.ts';
import { grantsPremium } from './grants-premium.ts';

/**
 * Auth's internal answer for other services (the access token carries only the user): is the user a member of the
 * organisation, with which role, and does it grant them premium.
 */
export async function getMembershipForService(
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
