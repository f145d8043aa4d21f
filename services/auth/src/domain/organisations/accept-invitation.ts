import { enqueueEvent } from '@readiness/bus';
import { PREMIUM_ORGANISATION_MEMBER_LIMIT, type TOrganisation } from '@readiness/contracts';
import { AppError, unauthorized } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import { hashToken } from '../account/emailed-tokens.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, toOrganisationDto } from './access.ts';
import { deadLinkError, invitationNotFound } from './invitation-links.ts';
import { organisationFull } from './seats.ts';

/**
 * The signed-in user joins with the link's token, once: the organisation's row is locked, then the invitation's,
 * so two tabs (or two people) accepting at the same moment are served one after the other; the second finds the
 * invitation used (and is told it joined already when it is the same person). The seat is checked under the
 * same lock, so the last seat of a premium organisation goes to exactly one.
 */
export async function acceptInvitation(
  ctx: AuthContext,
  token: string,
  meta: AuditMeta,
): Promise<{ organisation: TOrganisation; joined: boolean }> {
  const now = new Date();
  const tokenHash = hashToken(token);
  const found = await organisationRepository.invitationByTokenHash(ctx.db, tokenHash);
  if (!found) throw invitationNotFound();
  const result = await ctx.db.$transaction(async (tx) => {
    const organisation = await organisationRepository.lock(tx, found.invitation.organisationId, meta.actorId);
    if (!organisation) throw invitationNotFound();
    const user = await userRepository.findById(tx, meta.actorId);
    if (!user || !user.isActive) throw unauthorized();
    const invitation = await organisationRepository.lockInvitation(tx, found.invitation.id);
    if (!invitation) throw invitationNotFound();
    const role = await organisationRepository.roleOf(tx, organisation.id, user.id);
    if (invitation.acceptedAt && invitation.acceptedBy === user.id && role) {
      const count = await organisationRepository.memberCount(tx, organisation.id);
      return { organisation: toOrganisationDto(organisation, role, count), joined: false };
    }
    // Read again under the lock: a resend that committed meanwhile made this link an old one.
    const dead = deadLinkError({ invitation, retired: invitation.tokenHash !== tokenHash }, now);
    if (dead) throw dead;
    if (user.email.toLowerCase() !== invitation.email.toLowerCase())
      throw new AppError(
        'INVITATION_EMAIL_MISMATCH',
        `This invitation was sent to ${invitation.email}: sign in with that address to accept it`,
      );
    if (role) throw new AppError('ALREADY_MEMBER', 'You are already a member of this organisation');
    const members = await organisationRepository.memberCount(tx, organisation.id);
    if (organisation.tier !== 'enterprise' && members >= PREMIUM_ORGANISATION_MEMBER_LIMIT)
      throw organisationFull();
    await organisationRepository.updateInvitation(tx, invitation.id, {
      acceptedAt: now,
      acceptedBy: user.id,
    });
    await organisationRepository.addMember(tx, {
      organisationId: organisation.id,
      userId: user.id,
      role: invitation.role,
      joinedAt: now,
      invitationId: invitation.id,
    });
    await auditOrganisation(tx, 'organisation.member-joined', organisation, meta, {
      userId: user.id,
      changes: { role: { before: null, after: invitation.role } },
      details: { invitationId: invitation.id },
    });
    await enqueueEvent(tx, 'auth.organisation.member-joined', {
      organisationId: organisation.id,
      userId: user.id,
      role: invitation.role,
      firstName: user.firstName,
      lastName: user.lastName,
      invitationId: invitation.id,
    });
    return {
      organisation: toOrganisationDto(organisation, invitation.role, members + 1),
      joined: true,
    };
  });
  if (result.joined) ctx.onEventsCommitted();
  return result;
}
