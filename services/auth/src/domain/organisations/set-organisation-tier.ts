import { enqueueEvent } from '@readiness/bus';
import type { TAdminOrganisation, TOrganisationTier } from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, organisationNotFound } from './access.ts';
import { toAdminOrganisationDto } from './admin-organisation-view.ts';

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
  return toAdminOrganisationDto(row);
}
