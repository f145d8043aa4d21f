import type { TInvitationStatus, TOrganisationInvitation } from '@readiness/contracts';
import type { InvitationRow } from '../../repositories/organisation.repository.ts';
import { fullName } from './access.ts';

export function invitationStatus(invitation: InvitationRow, now: Date): TInvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

export function toInvitationDto(
  invitation: InvitationRow & { inviter?: { firstName: string; lastName: string } | null },
  now: Date,
): TOrganisationInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation, now),
    invitedBy: invitation.inviter ? fullName(invitation.inviter) : null,
    createdAt: invitation.createdAt.toISOString(),
    sentAt: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
