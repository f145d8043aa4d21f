import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuthContext } from '../context.ts';
import { toOrganisationDto } from './access.ts';

/** The signed-in user's organisations, with their role in each, oldest membership first. */
export async function listMyOrganisations(ctx: AuthContext, userId: string) {
  const rows = await organisationRepository.ofUser(ctx.db, userId);
  return {
    organisations: rows.map((row) => toOrganisationDto(row.organisation, row.role, row.memberCount)),
  };
}
