import { z } from 'zod';
import {
  ZAssessmentKind,
  ZAssessmentQuestion,
  ZBenchmark,
  ZCompanySize,
  ZDimension,
  ZGivenAnswerValue,
  ZImplementationProgress,
  ZIndustry,
  ZMaturityLevel,
  ZProgress,
  ZQuestionId,
  ZRecommendation,
  ZRoadmapAction,
  ZRoadmapPhaseName,
} from './assessment.ts';

// Organisation assessment rounds (issue 27), served by the assessment service: a leadership team answers one round
// together; its answers are aggregated per dimension and question, never shown per person in an anonymous round.
// Membership (organisations, roles) is auth's: see organisations.ts. Every route here is `user` at the gateway; the
// service answers 404 ORGANISATION_NOT_FOUND to a non-member (an organisation's existence is not disclosed) and 403
// ORGANISATION_ROLE_REQUIRED to a member who is not its owner or an admin where managing is needed.

export const ROUND_STATUSES = ['open', 'closed'] as const;
export const ZRoundStatus = z.enum(ROUND_STATUSES);
export type TRoundStatus = z.infer<typeof ZRoundStatus>;

/** Anonymous (the default): per-person answers are never shown. Named: chosen when the round is started. */
export const ROUND_ANONYMITIES = ['anonymous', 'named'] as const;
export const ZRoundAnonymity = z.enum(ROUND_ANONYMITIES, {
  error: 'anonymity must be "anonymous" or "named"',
});
export type TRoundAnonymity = z.infer<typeof ZRoundAnonymity>;

/** How a round closed: an owner or admin closed it early, or its deadline passed. */
export const ROUND_CLOSE_REASONS = ['manual', 'deadline'] as const;
export const ZRoundCloseReason = z.enum(ROUND_CLOSE_REASONS);
export type TRoundCloseReason = z.infer<typeof ZRoundCloseReason>;

/** A participant's group in a round's results: owners and admins lead, the others are members. */
export const ROUND_ROLE_GROUPS = ['leadership', 'members'] as const;
export const ZRoundRoleGroup = z.enum(ROUND_ROLE_GROUPS);
export type TRoundRoleGroup = z.infer<typeof ZRoundRoleGroup>;

/** A breakdown group (e.g. by organisation role) is shown only from this many respondents. */
export const MIN_GROUP_RESPONDENTS = 3;
export const MAX_ROUND_PARTICIPANTS = 200;
/** The longest a round may run. */
export const MAX_ROUND_DAYS = 90;
/** Reminders are requested this many hours before the deadline (each once per participant who has not finished). */
export const ROUND_REMINDER_HOURS = [72, 24] as const;

const ZUuid = z.string().uuid();
export const ZOrganisationIdParams = z.object({
  organisationId: z.string().uuid('the organisation id must be a UUID'),
});
export const ZRoundParams = ZOrganisationIdParams.extend({
  roundId: z.string().uuid('the round id must be a UUID'),
});
export const ZRoundActionParams = ZRoundParams.extend({
  actionId: z
    .string()
    .min(1)
    .max(100, 'the action id must be at most 100 characters')
    .regex(/^[a-z0-9-]+$/, 'the action id must be lowercase letters, digits and dashes'),
});

/**
 * POST /api/organisations/:organisationId/rounds (owner or admin). `participantIds` are members of the organisation
 * (the caller may be one). `assignments` gives a dimension to named participants only; a dimension not assigned goes
 * to every participant. Every participant must end up with at least one dimension. The industry and size are the
 * organisation's.
 */
export const ZStartRoundRequest = z.strictObject({
  kind: ZAssessmentKind,
  /** ISO date-time, in the future and at most MAX_ROUND_DAYS away. */
  deadline: z.iso.datetime({ offset: true, error: 'deadline must be an ISO date-time' }),
  anonymity: ZRoundAnonymity.default('anonymous'),
  participantIds: z
    .array(ZUuid)
    .min(1, 'participantIds must name at least one member')
    .max(MAX_ROUND_PARTICIPANTS, `participantIds must name at most ${MAX_ROUND_PARTICIPANTS} members`)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'participantIds must not repeat a member' }),
  assignments: z
    .array(
      z.strictObject({ dimension: ZDimension, userIds: z.array(ZUuid).min(1, 'an assignment names people') }),
    )
    .default([])
    .refine((list) => new Set(list.map((item) => item.dimension)).size === list.length, {
      error: 'assignments must not repeat a dimension',
    }),
});
export type TStartRoundRequest = z.input<typeof ZStartRoundRequest>;

/** A person as the round shows them; `name` null once they left the organisation or deleted their account. */
export const ZRoundPerson = z.object({ userId: ZUuid.nullable(), name: z.string().nullable() });
export type TRoundPerson = z.infer<typeof ZRoundPerson>;

/**
 * One participant's progress. Shown in anonymous rounds too: who has finished which part is not what they answered
 * (answers are never shown per person in an anonymous round).
 */
export const ZRoundParticipant = ZRoundPerson.extend({
  dimensions: z.array(ZDimension),
  answered: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  submittedAt: z.string().nullable(),
});
export type TRoundParticipant = z.infer<typeof ZRoundParticipant>;

export const ZRoundSummary = z.object({
  id: ZUuid,
  organisationId: ZUuid,
  organisationName: z.string(),
  kind: ZAssessmentKind,
  anonymity: ZRoundAnonymity,
  status: ZRoundStatus,
  industry: ZIndustry,
  companySize: ZCompanySize,
  bankVersion: z.number().int().positive(),
  deadline: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closeReason: ZRoundCloseReason.nullable(),
  participantCount: z.number().int().nonnegative(),
  submittedCount: z.number().int().nonnegative(),
  /** Set once closed: the aggregate's overall score. */
  overallScore: z.number().min(0).max(100).nullable(),
});
export type TRoundSummary = z.infer<typeof ZRoundSummary>;

/** GET /api/organisations/:organisationId/rounds: newest first. */
export const ZRoundList = z.array(ZRoundSummary);

/** The caller's own part of a round (null when they do not take part). */
export const ZRoundMyPart = z.object({
  dimensions: z.array(ZDimension),
  answered: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  submittedAt: z.string().nullable(),
});

/** GET /api/organisations/:organisationId/rounds/:roundId (members). */
export const ZRoundDetail = ZRoundSummary.extend({
  startedBy: ZRoundPerson,
  /** Per dimension: who answers it (null: every participant). */
  dimensions: z.array(
    z.object({ dimension: ZDimension, label: z.string(), assignedTo: z.array(ZUuid).nullable() }),
  ),
  participants: z.array(ZRoundParticipant),
  myPart: ZRoundMyPart.nullable(),
  /** The caller is the organisation's owner or an admin (may close the round, assign actions). */
  canManage: z.boolean(),
});
export type TRoundDetail = z.infer<typeof ZRoundDetail>;

/**
 * GET /api/organisations/:organisationId/rounds/:roundId/response: the caller's questionnaire (their dimensions only),
 * with the same answers and "Don't know" as the single assessment; PUT …/response/answers saves (autosave) with
 * ZSaveAnswersRequest → ZSaveAnswersResponse; POST …/response/submit marks the part finished.
 */
export const ZRoundResponse = z.object({
  roundId: ZUuid,
  organisationId: ZUuid,
  organisationName: z.string(),
  kind: ZAssessmentKind,
  anonymity: ZRoundAnonymity,
  status: ZRoundStatus,
  deadline: z.string(),
  bankVersion: z.number().int().positive(),
  sections: z.array(
    z.object({ dimension: ZDimension, label: z.string(), questions: z.array(ZAssessmentQuestion) }),
  ),
  answers: z.array(z.object({ questionId: ZQuestionId, value: ZGivenAnswerValue })),
  progress: ZProgress,
  submittedAt: z.string().nullable(),
});
export type TRoundResponse = z.infer<typeof ZRoundResponse>;

export const ZSubmitRoundResponseResult = z.object({ submittedAt: z.string(), progress: ZProgress });
export type TSubmitRoundResponseResult = z.infer<typeof ZSubmitRoundResponseResult>;

// ---------------------------------------------------------------------------------------------------------------
// Results

/** The spread of levels (1-5) the respondents gave: quartiles by linear interpolation; iqr = q3 − q1. */
export const ZLevelSpread = z.object({
  min: z.number().min(1).max(5),
  q1: z.number().min(1).max(5),
  median: z.number().min(1).max(5),
  q3: z.number().min(1).max(5),
  max: z.number().min(1).max(5),
  iqr: z.number().min(0).max(4),
});
export type TLevelSpread = z.infer<typeof ZLevelSpread>;

export const ZRoundDimensionResult = z.object({
  dimension: ZDimension,
  label: z.string(),
  /** The aggregate's score 0-100 (the dimension scored from every answer given, as one assessment scores it). */
  score: z.number().min(0).max(100),
  maturityLevel: ZMaturityLevel,
  /** The median of the respondents' own levels for the dimension (each respondent's mean level), and its spread. */
  medianLevel: z.number().min(1).max(5),
  spread: ZLevelSpread,
  respondents: z.number().int().nonnegative(),
  benchmark: ZBenchmark,
  /** Score minus the organisation's previous closed round of the same kind; null without one. */
  change: z.number().nullable(),
});
export type TRoundDimensionResult = z.infer<typeof ZRoundDimensionResult>;

/** One question's answers, counted: never who gave which. `dontKnow` counts "Don't know". */
export const ZQuestionDisagreement = z.object({
  questionId: ZQuestionId,
  dimension: ZDimension,
  text: z.string(),
  spread: ZLevelSpread,
  respondents: z.number().int().nonnegative(),
  /** How many gave each level 1..5 (index 0 is level 1). */
  levelCounts: z.array(z.number().int().nonnegative()).length(5),
  dontKnow: z.number().int().nonnegative(),
});
export type TQuestionDisagreement = z.infer<typeof ZQuestionDisagreement>;

/** A breakdown group (by organisation role); `dimensions` is null when it has fewer than MIN_GROUP_RESPONDENTS. */
export const ZRoundGroupResult = z.object({
  group: ZRoundRoleGroup,
  label: z.string(),
  respondents: z.number().int().nonnegative(),
  dimensions: z.array(z.object({ dimension: ZDimension, medianLevel: z.number().min(1).max(5) })).nullable(),
});

/** A roadmap action of the organisation: assignable to a member. */
export const ZOrgRoadmapAction = ZRoadmapAction.extend({ assignee: ZRoundPerson.nullable() });
export type TOrgRoadmapAction = z.infer<typeof ZOrgRoadmapAction>;
export const ZOrgRoadmap = z.object({
  phases: z.array(z.object({ name: ZRoadmapPhaseName, actions: z.array(ZOrgRoadmapAction) })),
  progress: ZImplementationProgress,
});
export type TOrgRoadmap = z.infer<typeof ZOrgRoadmap>;

/** GET /api/organisations/:organisationId/rounds/:roundId/results (members; 409 ROUND_OPEN until closed). */
export const ZRoundResults = z.object({
  roundId: ZUuid,
  organisationId: ZUuid,
  organisationName: z.string(),
  kind: ZAssessmentKind,
  anonymity: ZRoundAnonymity,
  industry: ZIndustry,
  companySize: ZCompanySize,
  bankVersion: z.number().int().positive(),
  closedAt: z.string(),
  participants: z.number().int().nonnegative(),
  /** People who answered at least one question. */
  respondents: z.number().int().nonnegative(),
  overallScore: z.number().min(0).max(100),
  maturityLevel: ZMaturityLevel,
  /** Among organisations: each organisation counts once, whatever its number of members. */
  benchmark: ZBenchmark,
  dimensions: z.array(ZRoundDimensionResult),
  /** "Where your leaders disagree": ranked by interquartile range, widest first (ties: the wider range first). */
  disagreements: z.object({
    dimensions: z.array(
      z.object({
        dimension: ZDimension,
        label: z.string(),
        spread: ZLevelSpread,
        respondents: z.number().int().nonnegative(),
      }),
    ),
    questions: z.array(ZQuestionDisagreement),
  }),
  groups: z.array(ZRoundGroupResult),
  /** Named rounds only: each respondent's level per dimension. Always [] in an anonymous round. */
  named: z.array(
    ZRoundPerson.extend({
      dimensions: z.array(z.object({ dimension: ZDimension, level: z.number().min(1).max(5) })),
    }),
  ),
  recommendations: z.array(ZRecommendation),
  roadmap: ZOrgRoadmap,
  previous: z
    .object({
      roundId: ZUuid,
      closedAt: z.string(),
      overallScore: z.number().min(0).max(100),
      overallChange: z.number(),
    })
    .nullable(),
});
export type TRoundResults = z.infer<typeof ZRoundResults>;

/** PATCH /api/organisations/:organisationId/rounds/:roundId/roadmap/:actionId */
export const ZUpdateOrgRoadmapActionRequest = z
  .strictObject({
    done: z.boolean({ error: 'done must be true or false' }).optional(),
    /** Owner or admin only; null unassigns. The assignee must be a member. */
    assigneeId: ZUuid.nullable().optional(),
  })
  .refine((body) => body.done !== undefined || body.assigneeId !== undefined, {
    error: 'send done, assigneeId or both',
  });
export type TUpdateOrgRoadmapActionRequest = z.infer<typeof ZUpdateOrgRoadmapActionRequest>;
export const ZUpdateOrgRoadmapActionResponse = z.object({
  actionId: z.string(),
  done: z.boolean(),
  assignee: ZRoundPerson.nullable(),
  progress: ZImplementationProgress,
});
export type TUpdateOrgRoadmapActionResponse = z.infer<typeof ZUpdateOrgRoadmapActionResponse>;

/** GET /api/user/assigned-actions: the dashboard's "my assigned actions", across the caller's organisations. */
export const ZAssignedActions = z.object({
  actions: z.array(
    z.object({
      organisationId: ZUuid,
      organisationName: z.string(),
      roundId: ZUuid,
      actionId: z.string(),
      title: z.string(),
      dimension: ZDimension,
      phase: ZRoadmapPhaseName,
      done: z.boolean(),
    }),
  ),
});
export type TAssignedActions = z.infer<typeof ZAssignedActions>;

/** GET /api/user/rounds: the open rounds the caller is asked to answer, deadline first. */
export const ZMyRounds = z.array(ZRoundSummary.extend({ myPart: ZRoundMyPart }));
export type TMyRounds = z.infer<typeof ZMyRounds>;

/** The board report job: queue `org-reports`, one render per round and roadmap revision. */
export const ROUND_REPORTS_QUEUE = 'org-reports';
export const ROUND_REPORT_RENDER_JOB = 'round-report.render';
export const ZRoundReportRenderJob = z.strictObject({
  roundId: ZUuid,
  /** The round's roadmap revision (a tick or an assignment makes a new one, and so a new report). */
  revision: z.string().regex(/^\d+$/),
});
export type TRoundReportRenderJob = z.infer<typeof ZRoundReportRenderJob>;

/** The sweep job (queue `round-sweeps`): closes rounds past their deadline and requests reminders. */
export const ROUND_SWEEPS_QUEUE = 'round-sweeps';
export const ROUND_SWEEP_JOB = 'round.sweep';
/** `at`: the minute the sweep was asked for (epoch minutes), which makes its job id: one sweep per minute. */
export const ZRoundSweepJob = z.strictObject({ at: z.string().regex(/^\d+$/) });
export type TRoundSweepJob = z.infer<typeof ZRoundSweepJob>;
