import type { Bus } from '@readiness/bus';
import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import {
  applyOrganisationEvent,
  ORGANISATION_EVENT_TYPES,
} from '../domain/rounds/apply-organisation-event.ts';

export const ORGANISATION_CONSUMER = 'assessment.organisations';

/** Auth owns organisations and memberships; this service keeps a copy (who sees a round, names beside progress). */
export function subscribeOrganisations(db: Db, bus: Bus, logger: Logger) {
  return bus.subscribe({
    durable: ORGANISATION_CONSUMER,
    types: [...ORGANISATION_EVENT_TYPES],
    handler: async (event) => {
      const outcome = await applyOrganisationEvent(db, event, ORGANISATION_CONSUMER);
      logger.debug(
        { type: event.type, organisationId: event.data.organisationId, outcome },
        'organisation event',
      );
    },
  });
}
