import type { TInvitationPreview } from '@readiness/contracts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import { hashToken } from '../account/emailed-tokens.ts';
import type { AuthContext } from '../context.ts';
import { fullName } from './access.ts';
import { deadLinkError, invitationNotFound } from './invitation-links.ts';

/** What the accept page shows before anyone signs in. */
export async function previewInvitation(ctx: AuthContext, token: string): Promise<TInvitationPreview> {
  const now = new Date();
  const found = await organisationRepository.invitationByTokenHash(ctx.db, hashToken(token));
  if (!found) throw invitationNotFound();
  const dead = deadLinkError(found, now);
  if (dead) throw dead;
  const invitation = await organisationRepository.invitation(ctx.db, found.invitation.id);
  const organisation = await organisationRepository.find(ctx.db, found.invitation.organisationId);
  if (!invitation || !organisation) throw invitationNotFound();
  const account = await userRepository.findByEmail(ctx.db, invitation.email);
  return {
    organisationName: organisation.name,
    invitedBy: invitation.inviter ? fullName(invitation.inviter) : null,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: account !== null,
  };
}
