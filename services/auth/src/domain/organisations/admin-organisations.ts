import { enqueueEvent } from '@readiness/bus';
import type { TAdminOrganisation, TOrganisationTier } from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, fullName, organisationNotFound } from './access.ts';

type AdminRow = Awaited<ReturnType<typeof organisationRepository.adminList>>[number];

function toAdminDto(row: AdminRow): TAdminOrganisation {
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

export async function listOrganisationsForAdmin(ctx: AuthContext, search: string | undefined) {
  return {
    organisations: (await organisationRepository.adminList(ctx.db, search || undefined)).map(toAdminDto),
  };
}

/** A platform admin sets the tier (enterprise after "Talk to sales"); setting the same tier changes nothing. */
export async function setOrganisationTier(
  ctx: AuthContext,
  organisationId: string,
  tier: TOrganisationTier,
  reason: string | undefined,
  meta: AuditMeta,
): Promise<TAdminOrganisation> {
  await ctx.db.$transaction(async (tx) => {
    const organisation = await organisationRepository.lock(tx, organisationId, null);
    if (!organisation) throw organisationNotFound();
    const previousTier = organisation.tier;
    if (previousTier === tier) return;
    await organisationRepository.update(tx, organisationId, { tier });
    await auditOrganisation(tx, 'organisation.tier-set', organisation, meta, {
      changes: { tier: { before: previousTier, after: tier } },
      reason: reason ?? null,
    });
    await enqueueEvent(tx, 'auth.organisation.tier-changed', { organisationId, tier, previousTier });
  });
  ctx.onEventsCommitted();
  const row = (await organisationRepository.adminFind(ctx.db, organisationId))!;
  return toAdminDto(row);
}
