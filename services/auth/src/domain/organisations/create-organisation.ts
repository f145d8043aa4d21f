import { randomUUID } from 'node:crypto';
import { enqueueEvent } from '@readiness/bus';
import type { TCreateOrganisationRequest, TOrganisation } from '@readiness/contracts';
import { unauthorized } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, toOrganisationDto } from './access.ts';

/** A premium user (the route's access) creates an organisation and is its owner. */
export async function createOrganisation(
  ctx: AuthContext,
  input: Required<TCreateOrganisationRequest>,
  meta: AuditMeta,
): Promise<TOrganisation> {
  const id = randomUUID();
  const created = await ctx.db.$transaction(async (tx) => {
    const user = await userRepository.findById(tx, meta.actorId);
    if (!user || !user.isActive) throw unauthorized();
    await userRepository.lockKeyShare(tx, meta.actorId);
    const organisation = await organisationRepository.create(tx, {
      id,
      name: input.name,
      industry: input.industry,
      companySize: input.companySize,
      createdBy: user.id,
    });
    await organisationRepository.addMember(tx, { organisationId: id, userId: user.id, role: 'owner' });
    await auditOrganisation(tx, 'organisation.created', organisation, meta, {
      userId: user.id,
      changes: {
        name: { before: null, after: organisation.name },
        tier: { before: null, after: organisation.tier },
      },
    });
    await enqueueEvent(tx, 'auth.organisation.created', {
      organisationId: id,
      name: organisation.name,
      industry: organisation.industry,
      companySize: organisation.companySize,
      tier: 'premium',
      ownerId: user.id,
    });
    await enqueueEvent(tx, 'auth.organisation.member-joined', {
      organisationId: id,
      userId: user.id,
      role: 'owner',
      firstName: user.firstName,
      lastName: user.lastName,
      invitationId: null,
    });
    return organisation;
  });
  ctx.onEventsCommitted();
  return toOrganisationDto(created, 'owner', 1);
}
