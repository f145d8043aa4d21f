import type { TAdminOrganisation } from '@readiness/contracts';
import type { organisationRepository } from '../../repositories/organisation.repository.ts';
import { fullName } from './access.ts';

type AdminRow = Awaited<ReturnType<typeof organisationRepository.adminList>>[number];

/** An organisation as the platform admin's list shows it: its owner and member count. */
export function toAdminOrganisationDto(row: AdminRow): TAdminOrganisation {
  const owner = row.members[0];
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    companySize: row.companySize,
    tier: row.tier,
    memberCount: row._count.members,
    owner: {
      userId: owner?.userId ?? '00000000-0000-0000-0000-000000000000',
      name: owner ? fullName(owner.user) : '',
      email: owner?.user.email ?? '',
    },
    createdAt: row.createdAt.toISOString(),
  };
}
