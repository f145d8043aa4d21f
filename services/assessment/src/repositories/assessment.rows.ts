import {
  ZAnswerChoice,
  ZAssessmentKind,
  ZAssessmentStatus,
  ZCompanySize,
  ZDimension,
  ZIndustry,
  ZMaturityLevel,
  type TAssessmentKind,
  type TAssessmentStatus,
  type TCompanySize,
  type TDimension,
  type TGivenAnswer,
  type TIndustry,
} from '@readiness/contracts/assessment';
import {
  ZLevelSpread,
  ZRoundAnonymity,
  ZRoundCloseReason,
  ZRoundRoleGroup,
  ZRoundStatus,
  type TRoundAnonymity,
  type TRoundCloseReason,
  type TRoundRoleGroup,
  type TRoundStatus,
} from '@readiness/contracts/org-rounds';
import { z } from 'zod';
import type { TRoundAggregate } from '../domain/scoring/aggregate-round.ts';
import type { Assessment, Round, RoundParticipant } from '../generated/prisma/client.ts';

// Rows into the contracts' types, parsed once here: kinds, statuses, industries, sizes, anonymity and role groups
// are text columns and scores JSON, so a value the contract does not know fails here rather than reaching a client.

/** Scores by dimension, as stored in a JSON column. */
export const ZDimensionScores = z.partialRecord(ZDimension, z.number());
export type DimensionScores = z.infer<typeof ZDimensionScores>;

/** A closed round's aggregate (aggregateRound's answer), as stored in its JSON column. */
export const ZRoundAggregate: z.ZodType<TRoundAggregate> = z.object({
  participants: z.number().int(),
  respondents: z.number().int(),
  overallScore: z.number(),
  maturityLevel: ZMaturityLevel,
  dimensions: z.array(
    z.object({
      dimension: ZDimension,
      score: z.number(),
      maturityLevel: ZMaturityLevel,
      medianLevel: z.number(),
      spread: ZLevelSpread,
      respondents: z.number().int(),
    }),
  ),
  questions: z.array(
    z.object({
      questionId: z.string(),
      dimension: ZDimension,
      spread: ZLevelSpread.nullable(),
      respondents: z.number().int(),
      levelCounts: z.array(z.number().int()),
      dontKnow: z.number().int(),
      scoringLevel: z.number().nullable(),
    }),
  ),
  groups: z.array(
    z.object({
      group: ZRoundRoleGroup,
      respondents: z.number().int(),
      dimensions: z.array(z.object({ dimension: ZDimension, medianLevel: z.number() })).nullable(),
    }),
  ),
  byParticipant: z.array(
    z.object({
      participantId: z.string(),
      dimensions: z.array(z.object({ dimension: ZDimension, level: z.number() })),
    }),
  ),
});

/** Industry and size as the contracts know them. */
export const toContext = (row: { industry: string; companySize: string }) => ({
  industry: ZIndustry.parse(row.industry),
  companySize: ZCompanySize.parse(row.companySize),
});

export type AssessmentRow = Omit<
  Assessment,
  'kind' | 'status' | 'industry' | 'companySize' | 'dimensionScores'
> & {
  kind: TAssessmentKind;
  status: TAssessmentStatus;
  industry: TIndustry;
  companySize: TCompanySize;
  dimensionScores: DimensionScores | null;
};

export function toAssessmentRow(row: Assessment): AssessmentRow {
  return {
    ...row,
    ...toContext(row),
    kind: ZAssessmentKind.parse(row.kind),
    status: ZAssessmentStatus.parse(row.status),
    dimensionScores: ZDimensionScores.nullable().parse(row.dimensionScores),
  };
}

export type RoundRow = Omit<
  Round,
  'kind' | 'anonymity' | 'status' | 'industry' | 'companySize' | 'closeReason' | 'dimensionScores' | 'results'
> & {
  kind: TAssessmentKind;
  anonymity: TRoundAnonymity;
  status: TRoundStatus;
  industry: TIndustry;
  companySize: TCompanySize;
  closeReason: TRoundCloseReason | null;
  dimensionScores: DimensionScores | null;
  /** The aggregate, once a round closed with answers. */
  results: TRoundAggregate | null;
};

export function toRoundRow(row: Round): RoundRow {
  return {
    ...row,
    ...toContext(row),
    kind: ZAssessmentKind.parse(row.kind),
    anonymity: ZRoundAnonymity.parse(row.anonymity),
    status: ZRoundStatus.parse(row.status),
    closeReason: ZRoundCloseReason.nullable().parse(row.closeReason),
    dimensionScores: ZDimensionScores.nullable().parse(row.dimensionScores),
    results: ZRoundAggregate.nullable().parse(row.results),
  };
}

export type ParticipantRow = Omit<RoundParticipant, 'dimensions' | 'roleGroup'> & {
  dimensions: TDimension[];
  roleGroup: TRoundRoleGroup;
};

export function toParticipantRow(row: RoundParticipant): ParticipantRow {
  return {
    ...row,
    dimensions: z.array(ZDimension).parse(row.dimensions),
    roleGroup: ZRoundRoleGroup.parse(row.roleGroup),
  };
}

export const orNull =
  <T, R>(to: (row: T) => R) =>
  (row: T | null): R | null =>
    row ? to(row) : null;

/** An answer as given: a level, or the choice ("dont-know", "not-applicable") stored instead of one. */
export const toGivenAnswer = (row: {
  questionId: string;
  value: number | null;
  choice: string | null;
}): TGivenAnswer => ({
  questionId: row.questionId,
  value: row.value ?? ZAnswerChoice.parse(row.choice),
});
