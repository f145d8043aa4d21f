import type { TOrganisationInvitation } from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, lockAsManager } from './access.ts';
import { invitationUsed, lockInvitationOf } from './invitation-links.ts';
import { toInvitationDto } from './invitation-view.ts';

/** The link stops working; revoking a revoked invitation again changes nothing. */
export async function revokeInvitation(
  ctx: AuthContext,
  organisationId: string,
  invitationId: string,
  meta: AuditMeta,
): Promise<TOrganisationInvitation> {
  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    const { organisation } = await lockAsManager(tx, organisationId, meta.actorId);
    const invitation = await lockInvitationOf(tx, organisationId, invitationId);
    if (invitation.acceptedAt) throw invitationUsed();
    if (invitation.revokedAt) return toInvitationDto(invitation, now);
    const revoked = await organisationRepository.updateInvitation(tx, invitationId, { revokedAt: now });
    await auditOrganisation(tx, 'organisation.invitation-revoked', organisation, meta, {
      details: { invitationId, email: invitation.email },
    });
    return toInvitationDto(revoked, now);
  });
}
