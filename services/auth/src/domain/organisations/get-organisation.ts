import type { TOrganisationDetail } from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import type { AuthContext } from '../context.ts';
import { isManager, organisationNotFound, toMemberDto, toOrganisationDto } from './access.ts';
import { toInvitationDto } from './invitation-view.ts';

/** Members only (404 for anyone else); invitations for its owner and admins. */
export async function getOrganisation(
  ctx: AuthContext,
  organisationId: string,
  userId: string,
): Promise<TOrganisationDetail> {
  const role = await organisationRepository.roleOf(ctx.db, organisationId, userId);
  const organisation = role ? await organisationRepository.find(ctx.db, organisationId) : null;
  if (!role || !organisation) throw organisationNotFound();
  const members = await organisationRepository.members(ctx.db, organisationId);
  const invitations = isManager(role)
    ? await organisationRepository.openInvitations(ctx.db, organisationId)
    : [];
  const now = new Date();
  return {
    organisation: toOrganisationDto(organisation, role, members.length),
    members: members.map(toMemberDto),
    invitations: invitations.map((invitation) => toInvitationDto(invitation, now)),
  };
}
