import { randomBytes } from 'node:crypto';
import { enqueueEvent } from '@readiness/bus';
import { ORGANISATION_INVITATION_ACCEPT_PATH, ORGANISATION_INVITATION_TTL_DAYS } from '@readiness/contracts';
import { AppError } from '@readiness/service';
import type { DbTransaction } from '../../db.ts';
import {
  organisationRepository,
  type InvitationRow,
  type OrganisationRow,
} from '../../repositories/organisation.repository.ts';

// Invitations by email: a single-use link valid for ORGANISATION_INVITATION_TTL_DAYS, whose token auth keeps as
// its SHA-256; auth.organisation.invitation-sent carries the link to the notifications service, which emails it.

export const INVITATION_TTL_MS = ORGANISATION_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export const invitationNotFound = () => new AppError('INVITATION_NOT_FOUND', 'No invitation has this link');
const invitationExpired = () =>
  new AppError('INVITATION_EXPIRED', 'This invitation has expired: ask for a new one');
export const invitationRevoked = (replaced = false) =>
  new AppError(
    'INVITATION_REVOKED',
    replaced
      ? 'This link was replaced by a newer one: use the latest invitation email'
      : 'This invitation was withdrawn',
  );
export const invitationUsed = () =>
  new AppError('INVITATION_USED', 'This invitation has already been accepted');

export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** A new link for an invitation and its email event (first send or resend). */
export async function sendInvitationLink(
  tx: DbTransaction,
  organisation: OrganisationRow,
  invitation: InvitationRow,
  inviterName: string,
  token: string,
  resend: boolean,
) {
  await enqueueEvent(tx, 'auth.organisation.invitation-sent', {
    invitationId: invitation.id,
    organisationId: organisation.id,
    organisationName: organisation.name,
    email: invitation.email,
    role: invitation.role,
    inviterName,
    acceptPath: `${ORGANISATION_INVITATION_ACCEPT_PATH}?token=${token}`,
    expiresAt: invitation.expiresAt.toISOString(),
    resend,
  });
}

/** Locks one of the organisation's invitations (inside the organisation's lock); 404 for another's. */
export async function lockInvitationOf(tx: DbTransaction, organisationId: string, invitationId: string) {
  const invitation = await organisationRepository.lockInvitation(tx, invitationId);
  if (!invitation || invitation.organisationId !== organisationId)
    throw new AppError('INVITATION_NOT_FOUND', 'No such invitation in this organisation');
  return invitation;
}

/** The error a link that cannot be used gets, whichever the reason; null when it can be. */
export function deadLinkError(
  found: { invitation: InvitationRow; retired: boolean },
  now: Date,
): AppError | null {
  if (found.invitation.acceptedAt) return invitationUsed();
  if (found.invitation.revokedAt) return invitationRevoked();
  if (found.retired) return invitationRevoked(true);
  if (found.invitation.expiresAt <= now) return invitationExpired();
  return null;
}
