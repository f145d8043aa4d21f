import { randomBytes, randomUUID } from 'node:crypto';
import { enqueueEvent } from '@readiness/bus';
import {
  ORGANISATION_INVITATION_ACCEPT_PATH,
  ORGANISATION_INVITATION_TTL_DAYS,
  PREMIUM_ORGANISATION_MEMBER_LIMIT,
  type TInvitationPreview,
  type TInvitationStatus,
  type TOrganisation,
  type TOrganisationInvitation,
} from '@readiness/contracts';
import { AppError, unauthorized } from '@readiness/service';
import type { DbTransaction } from '../../db.ts';
import {
  organisationRepository,
  type InvitationRow,
  type OrganisationRow,
} from '../../repositories/organisation.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import { hashToken } from '../account/emailed-tokens.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditOrganisation, fullName, lockAsManager, toOrganisationDto } from './access.ts';

// Invitations by email: a single-use link valid for ORGANISATION_INVITATION_TTL_DAYS, whose token auth keeps as
// its SHA-256; auth.organisation.invitation-sent carries the link to the notifications service, which emails it.

const TTL_MS = ORGANISATION_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

const invitationNotFound = () => new AppError('INVITATION_NOT_FOUND', 'No invitation has this link');
const invitationExpired = () =>
  new AppError('INVITATION_EXPIRED', 'This invitation has expired: ask for a new one');
const invitationRevoked = (replaced = false) =>
  new AppError(
    'INVITATION_REVOKED',
    replaced
      ? 'This link was replaced by a newer one: use the latest invitation email'
      : 'This invitation was withdrawn',
  );
const invitationUsed = () => new AppError('INVITATION_USED', 'This invitation has already been accepted');
export const organisationFull = () =>
  new AppError(
    'ORGANISATION_FULL',
    `A premium organisation has at most ${PREMIUM_ORGANISATION_MEMBER_LIMIT} members, invitations pending included: talk to sales about enterprise for more`,
  );

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

/** On a premium organisation, members and pending invitations share the seats; enterprise has no limit. */
async function assertSeatForInvitation(tx: DbTransaction, organisation: OrganisationRow, now: Date) {
  if (organisation.tier === 'enterprise') return;
  const taken =
    (await organisationRepository.memberCount(tx, organisation.id)) +
    (await organisationRepository.pendingInvitationCount(tx, organisation.id, now));
  if (taken >= PREMIUM_ORGANISATION_MEMBER_LIMIT) throw organisationFull();
}

/** A new link for an invitation and its email event (first send or resend). */
async function sendLink(
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

const newToken = () => randomBytes(32).toString('base64url');

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
    const token = newToken();
    const invitation = await organisationRepository.createInvitation(tx, {
      id: randomUUID(),
      organisationId,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      createdAt: now,
      sentAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS),
    });
    await auditOrganisation(tx, 'organisation.member-invited', organisation, meta, {
      details: { invitationId: invitation.id, email, role: input.role },
    });
    await sendLink(tx, organisation, invitation, fullName(inviter), token, false);
    return toInvitationDto({ ...invitation, inviter }, now);
  });
  ctx.onEventsCommitted();
  return result;
}

async function lockInvitationOf(tx: DbTransaction, organisationId: string, invitationId: string) {
  const invitation = await organisationRepository.lockInvitation(tx, invitationId);
  if (!invitation || invitation.organisationId !== organisationId)
    throw new AppError('INVITATION_NOT_FOUND', 'No such invitation in this organisation');
  return invitation;
}

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
    const token = newToken();
    const updated = await organisationRepository.updateInvitation(tx, invitationId, {
      tokenHash: hashToken(token),
      retiredTokenHashes: { push: invitation.tokenHash },
      invitedBy: inviter.id,
      sentAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS),
    });
    await auditOrganisation(tx, 'organisation.invitation-resent', organisation, meta, {
      details: { invitationId, email: invitation.email, wasExpired: status === 'expired' },
    });
    await sendLink(tx, organisation, updated, fullName(inviter), token, true);
    return toInvitationDto({ ...updated, inviter }, now);
  });
  ctx.onEventsCommitted();
  return result;
}

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

/** The error a link that cannot be used gets, whichever the reason; null when it can be. */
function deadLinkError(found: { invitation: InvitationRow; retired: boolean }, now: Date): AppError | null {
  if (found.invitation.acceptedAt) return invitationUsed();
  if (found.invitation.revokedAt) return invitationRevoked();
  if (found.retired) return invitationRevoked(true);
  if (found.invitation.expiresAt <= now) return invitationExpired();
  return null;
}

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
    await tx.organisationMember.create({
      data: {
        organisationId: organisation.id,
        userId: user.id,
        role: invitation.role,
        joinedAt: now,
        invitationId: invitation.id,
      },
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
