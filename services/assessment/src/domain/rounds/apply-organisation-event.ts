import { markProcessed } from '@readiness/bus';
import type { TEvent } from '@readiness/contracts';
import type { Db } from '../../db.ts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository } from '../../repositories/round.repository.ts';

export const ORGANISATION_EVENT_TYPES = [
  'auth.organisation.created',
  'auth.organisation.updated',
  'auth.organisation.deleted',
  'auth.organisation.tier-changed',
  'auth.organisation.member-joined',
  'auth.organisation.member-left',
  'auth.organisation.role-changed',
] as const;
export type TOrganisationEvent = TEvent<(typeof ORGANISATION_EVENT_TYPES)[number]>;

/**
 * Keeps this service's copy of auth's organisations and memberships, once per event. A member who leaves (or is
 * removed) leaves the organisation's open rounds; their answers in closed rounds stay in the aggregates, and their name
 * is no longer shown (names come from the current membership). A deleted organisation takes its rounds with it.
 */
export async function applyOrganisationEvent(
  db: Db,
  event: TOrganisationEvent,
  consumer: string,
): Promise<'applied' | 'duplicate'> {
  return db.$transaction(async (tx) => {
    if (!(await markProcessed(tx, consumer, event.id))) return 'duplicate' as const;
    switch (event.type) {
      case 'auth.organisation.created':
        await organisationRepository.upsert(tx, {
          id: event.data.organisationId,
          name: event.data.name,
          industry: event.data.industry,
          companySize: event.data.companySize,
          tier: event.data.tier,
        });
        break;
      case 'auth.organisation.updated':
        await organisationRepository.upsert(tx, {
          id: event.data.organisationId,
          name: event.data.name,
          industry: event.data.industry,
          companySize: event.data.companySize,
        });
        break;
      case 'auth.organisation.deleted':
        await organisationRepository.delete(tx, event.data.organisationId);
        break;
      case 'auth.organisation.tier-changed':
        await organisationRepository.setTier(tx, event.data.organisationId, event.data.tier);
        break;
      case 'auth.organisation.member-joined':
        // Before its organisation is known (events of one stream arrive in order; this is a safeguard) the bus
        // redelivers: the foreign key refuses the row and the handler throws.
        await organisationRepository.upsertMember(tx, {
          organisationId: event.data.organisationId,
          userId: event.data.userId,
          role: event.data.role,
          firstName: event.data.firstName,
          lastName: event.data.lastName,
        });
        break;
      case 'auth.organisation.member-left':
        await organisationRepository.removeMember(tx, event.data.organisationId, event.data.userId);
        await roundRepository.leaveOpenRounds(tx, event.data.organisationId, event.data.userId);
        break;
      case 'auth.organisation.role-changed':
        await organisationRepository.setRole(
          tx,
          event.data.organisationId,
          event.data.userId,
          event.data.role,
        );
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unhandled organisation event ${(unknown as { type: string }).type}`);
      }
    }
    return 'applied' as const;
  });
}
