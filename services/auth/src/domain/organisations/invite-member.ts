import { randomUUID } from 'node:crypto';
import type { TOrganisationInvitation } from '@readiness/contracts';
import { AppError, unauthorized } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import { hashToken } from '../account/emailed-tokens.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, fullName, lockAsManager } from './access.ts';
import { INVITATION_TTL_MS, newInvitationToken, sendInvitationLink } from './invitation-links.ts';
import { toInvitationDto } from './invitation-view.ts';
import { assertSeatForInvitation } from './seats.ts';

/** The owner or an admin invites an address by email (see invitation-links.ts for the link's life). */
export async function inviteMember(
  ctx: AuthContext,
  organisationId: string,
  input: { email: string; role: 'admin' | 'member' },
  meta: AuditMeta,
): Promise<TOrganisationInvitation> {
  const now = new Date();
  const result = await ctx.db.$transaction(async (tx) => {
    const { organisation } = await lockAsManager(tx, organisationId, meta.actorId);
    const inviter = await userRepository.findById(tx, meta.actorId);
    if (!inviter) throw unauthorized();
    const email = input.email.toLowerCase();
    if (await organisationRepository.hasMemberWithEmail(tx, organisationId, email))
      throw new AppError('ALREADY_MEMBER', 'This address already belongs to a member');
    const open = await organisationRepository.openInvitationTo(tx, organisationId, email);
    if (open && open.expiresAt > now)
      throw new AppError('ALREADY_INVITED', 'This address has a pending invitation: send it again instead', {
        invitationId: open.id,
      });
    // An expired invitation to the same address gives way to the new one.
    if (open) await organisationRepository.updateInvitation(tx, open.id, { revokedAt: now });
    await assertSeatForInvitation(tx, organisation, now);
    // Counted once the invitation is allowed, so that refused calls never use up an address's invitations.
    await ctx.emailLimits.consumeInvitation(inviter.id, email);
    const token = newInvitationToken();
    const invitation = await organisationRepository.createInvitation(tx, {
      id: randomUUID(),
      organisationId,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      createdAt: now,
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    await auditOrganisation(tx, 'organisation.member-invited', organisation, meta, {
      details: { invitationId: invitation.id, email, role: input.role },
    });
    await sendInvitationLink(tx, organisation, invitation, fullName(inviter), token, false);
    return toInvitationDto({ ...invitation, inviter }, now);
  });
  ctx.onEventsCommitted();
  return result;
}
