import type { TInternalUserOrganisations } from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuthContext } from '../context.ts';
import { grantsPremium } from './grants-premium.ts';

/** Auth's internal answer for other services: a user's organisations, their role and tier in each. */
export async function listOrganisationsOfUser(
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
