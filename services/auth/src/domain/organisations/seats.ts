import { PREMIUM_ORGANISATION_MEMBER_LIMIT } from '@readiness/contracts';
import { AppError } from '@readiness/service';
import type { DbTransaction } from '../../db.ts';
import { organisationRepository, type OrganisationRow } from '../../repositories/organisation.repository.ts';

export const organisationFull = () =>
  new AppError(
    'ORGANISATION_FULL',
    `A premium organisation has at most ${PREMIUM_ORGANISATION_MEMBER_LIMIT} members, invitations pending included: talk to sales about enterprise for more`,
  );

/** On a premium organisation, members and pending invitations share the seats; enterprise has no limit. */
export async function assertSeatForInvitation(tx: DbTransaction, organisation: OrganisationRow, now: Date) {
  if (organisation.tier === 'enterprise') return;
  const taken =
    (await organisationRepository.memberCount(tx, organisation.id)) +
    (await organisationRepository.pendingInvitationCount(tx, organisation.id, now));
  if (taken >= PREMIUM_ORGANISATION_MEMBER_LIMIT) throw organisationFull();
}
