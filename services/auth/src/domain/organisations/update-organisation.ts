import { enqueueEvent } from '@readiness/bus';
import type { TOrganisation, TUpdateOrganisationRequest } from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, lockAsManager, toOrganisationDto } from './access.ts';

/** The owner or an admin renames the organisation or changes its industry or size. */
export async function updateOrganisation(
  ctx: AuthContext,
  organisationId: string,
  input: TUpdateOrganisationRequest,
  meta: AuditMeta,
): Promise<TOrganisation> {
  const result = await ctx.db.$transaction(async (tx) => {
    const { organisation, role } = await lockAsManager(tx, organisationId, meta.actorId);
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const field of ['name', 'industry', 'companySize'] as const) {
      const value = input[field];
      if (value !== undefined && value !== organisation[field])
        changes[field] = { before: organisation[field], after: value };
    }
    let updated = organisation;
    if (Object.keys(changes).length) {
      updated = await organisationRepository.update(tx, organisationId, {
        name: input.name,
        industry: input.industry,
        companySize: input.companySize,
      });
      await auditOrganisation(tx, 'organisation.updated', updated, meta, { changes });
      await enqueueEvent(tx, 'auth.organisation.updated', {
        organisationId,
        name: updated.name,
        industry: updated.industry,
        companySize: updated.companySize,
      });
    }
    return toOrganisationDto(updated, role, await organisationRepository.memberCount(tx, organisationId));
  });
  ctx.onEventsCommitted();
  return result;
}
