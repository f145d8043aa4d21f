import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuthContext } from '../context.ts';
import { toAdminOrganisationDto } from './admin-organisation-view.ts';

/** Every organisation for the platform admin, newest first, found by its name or its owner's address. */
export async function listOrganisationsForAdmin(ctx: AuthContext, search: string | undefined) {
  return {
    organisations: (await organisationRepository.adminList(ctx.db, search || undefined)).map(
      toAdminOrganisationDto,
    ),
  };
}
