import type { TOrganisation } from '@readiness/contracts';
import { badRequest } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { lockAsManager, toOrganisationDto } from './access.ts';
import { transferOwnershipInTransaction } from './ownership-transfer.ts';

/** The owner hands the organisation to another member, who becomes the owner; the previous owner becomes an admin. */
export async function transferOwnership(
  ctx: AuthContext,
  organisationId: string,
  toUserId: string,
  meta: AuditMeta,
): Promise<TOrganisation> {
  const result = await ctx.db.$transaction(async (tx) => {
    const { organisation } = await lockAsManager(
      tx,
      organisationId,
      meta.actorId,
      'Only the owner transfers ownership',
    );
    if (toUserId === meta.actorId) throw badRequest('You are already the owner: choose another member');
    await transferOwnershipInTransaction(tx, organisation, meta.actorId, toUserId, meta, true);
    return toOrganisationDto(
      organisation,
      'admin',
      await organisationRepository.memberCount(tx, organisationId),
    );
  });
  ctx.onEventsCommitted();
  return result;
}
