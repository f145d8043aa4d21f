import { z } from 'zod';

// The events of organisation rounds (issue 27), spread into EVENTS in events.ts. Apart from org-rounds.ts so that the
// event catalogue does not pull in the assessment contracts.
const ZUuid = z.string().uuid();

export const ORG_ROUND_EVENTS = {
  'assessment.round.started': {
    version: 1,
    data: z.object({
      roundId: ZUuid,
      organisationId: ZUuid,
      kind: z.enum(['quick', 'full']),
      anonymity: z.enum(['anonymous', 'named']),
      deadline: z.string(),
      participantIds: z.array(ZUuid),
      startedBy: ZUuid,
    }),
  },
  'assessment.round.closed': {
    version: 1,
    data: z.object({
      roundId: ZUuid,
      organisationId: ZUuid,
      reason: z.enum(['manual', 'deadline']),
      closedBy: ZUuid.nullable(),
      respondents: z.number().int().nonnegative(),
      overallScore: z.number(),
      closedAt: z.string(),
    }),
  },
  // A reminder to a participant who has not finished, before the deadline: once per participant per reminder (the
  // event id is derived from round, person and reminder). Notifications emails it to the user's address.
  'assessment.round-reminder.requested': {
    version: 1,
    data: z.object({
      roundId: ZUuid,
      organisationId: ZUuid,
      organisationName: z.string(),
      userId: ZUuid,
      hoursBefore: z.number().int().positive(),
      deadline: z.string(),
      anonymity: z.enum(['anonymous', 'named']),
      answered: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      /** The app path of the questionnaire, e.g. /organisations/<organisationId>/rounds/<roundId>/answer. */
      path: z.string(),
    }),
  },
} as const;
