import { AppError } from '@readiness/service';
import type { DbClient } from '../../db.ts';
import { organisationRepository, type MemberRow } from '../../repositories/organisation.repository.ts';
import { roundRepository, type RoundRow } from '../../repositories/round.repository.ts';

export const organisationNotFound = () =>
  new AppError('ORGANISATION_NOT_FOUND', 'No such organisation, or you are not one of its members');
export const roundNotFound = () => new AppError('ROUND_NOT_FOUND', 'No such round in this organisation');
export const notManager = () =>
  new AppError('ORGANISATION_ROLE_REQUIRED', 'Only the owner or an admin of the organisation may do this');
export const notParticipant = () =>
  new AppError('NOT_ROUND_PARTICIPANT', 'You are not a participant of this round');
export const roundClosed = () => new AppError('ROUND_CLOSED', 'This round is closed');
export const roundOpen = () =>
  new AppError('ROUND_OPEN', 'This round is still open: its results come when it closes');

export const isManager = (member: Pick<MemberRow, 'role'>) =>
  member.role === 'owner' || member.role === 'admin';

/**
 * The caller's membership (from this service's copy of auth's), or a 404 that does not say whether the organisation
 * exists: only members see an organisation's rounds.
 */
export async function requireMember(
  db: DbClient,
  organisationId: string,
  userId: string,
): Promise<MemberRow> {
  const member = await organisationRepository.membership(db, organisationId, userId);
  if (!member) throw organisationNotFound();
  return member;
}

export async function requireManager(
  db: DbClient,
  organisationId: string,
  userId: string,
): Promise<MemberRow> {
  const member = await requireMember(db, organisationId, userId);
  if (!isManager(member)) throw notManager();
  return member;
}

/** A round of an organisation the caller belongs to. */
export async function requireRound(
  db: DbClient,
  organisationId: string,
  roundId: string,
  userId: string,
): Promise<{ member: MemberRow; round: RoundRow }> {
  const member = await requireMember(db, organisationId, userId);
  const round = await roundRepository.find(db, organisationId, roundId);
  if (!round) throw roundNotFound();
  return { member, round };
}
