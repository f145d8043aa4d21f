import type { TOrganisationInvitation } from '@readiness/contracts';
import { unauthorized } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import { hashToken } from '../account/emailed-tokens.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, fullName, lockAsManager } from './access.ts';
import {
  INVITATION_TTL_MS,
  invitationRevoked,
  invitationUsed,
  lockInvitationOf,
  newInvitationToken,
  sendInvitationLink,
} from './invitation-links.ts';
import { invitationStatus, toInvitationDto } from './invitation-view.ts';
import { assertSeatForInvitation } from './seats.ts';

/** A new link valid for 7 more days; the previous link stops working (it is then told apart as replaced). */
export async function resendInvitation(
  ctx: AuthContext,
  organisationId: string,
  invitationId: string,
  meta: AuditMeta,
): Promise<TOrganisationInvitation> {
  const now = new Date();
  const result = await ctx.db.$transaction(async (tx) => {
    const { organisation } = await lockAsManager(tx, organisationId, meta.actorId);
    const invitation = await lockInvitationOf(tx, organisationId, invitationId);
    const status = invitationStatus(invitation, now);
    if (status === 'accepted') throw invitationUsed();
    if (status === 'revoked') throw invitationRevoked();
    // Counted only for a resend that sends (a refused one sends nothing); a 429 rolls the transaction back.
    await ctx.emailLimits.consumeInvitation(meta.actorId, invitation.email);
    // An expired invitation held no seat: sending it again takes one.
    if (status === 'expired') await assertSeatForInvitation(tx, organisation, now);
    const inviter = await userRepository.findById(tx, meta.actorId);
    if (!inviter) throw unauthorized();
    const token = newInvitationToken();
    const updated = await organisationRepository.updateInvitation(tx, invitationId, {
      tokenHash: hashToken(token),
      retiredTokenHashes: { push: invitation.tokenHash },
      invitedBy: inviter.id,
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    await auditOrganisation(tx, 'organisation.invitation-resent', organisation, meta, {
      details: { invitationId, email: invitation.email, wasExpired: status === 'expired' },
    });
    await sendInvitationLink(tx, organisation, updated, fullName(inviter), token, true);
    return toInvitationDto({ ...updated, inviter }, now);
  });
  ctx.onEventsCommitted();
  return result;
}
