import {
  DIMENSIONS,
  type TDimension,
  type TGivenAnswer,
  type TMaturityLevel,
} from '@readiness/contracts/assessment';
import {
  MIN_GROUP_RESPONDENTS,
  type TLevelSpread,
  type TRoundRoleGroup,
} from '@readiness/contracts/org-rounds';
import { determineMaturityLevel } from './determine-maturity-level.ts';
import { roundTo } from './numbers.ts';
import { DONT_KNOW_LEVEL, scoreAssessment, type TScoringQuestion } from './score-assessment.ts';

export type TRoleGroup = TRoundRoleGroup;

export interface TRoundRespondent {
  participantId: string;
  roleGroup: TRoleGroup;
  /** Their answers as given (their part of the round only). */
  answers: readonly TGivenAnswer[];
}

export interface TRoundAggregate {
  participants: number;
  /** People who gave at least one answer that scores. */
  respondents: number;
  overallScore: number;
  maturityLevel: TMaturityLevel;
  dimensions: {
    dimension: TDimension;
    score: number;
    maturityLevel: TMaturityLevel;
    medianLevel: number;
    spread: TLevelSpread;
    respondents: number;
  }[];
  questions: {
    questionId: string;
    dimension: TDimension;
    /** Null when nobody answered it on the scale. */
    spread: TLevelSpread | null;
    respondents: number;
    levelCounts: number[];
    dontKnow: number;
    /** The median of the answers as scoring reads them ("don't know" as the lowest level), rounded down: 1-5. */
    scoringLevel: number | null;
  }[];
  groups: {
    group: TRoleGroup;
    respondents: number;
    dimensions: { dimension: TDimension; medianLevel: number }[] | null;
  }[];
  /** Each respondent's level per dimension (shown only in a named round). */
  byParticipant: { participantId: string; dimensions: { dimension: TDimension; level: number }[] }[];
}

/** The q-quantile of sorted values, by linear interpolation between the closest ranks. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('no values');
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** Min, quartiles, median and max of levels, two decimals; the interquartile range measures disagreement. */
export function measureSpread(levels: readonly number[]): TLevelSpread {
  const sorted = [...levels].sort((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  return {
    min: roundTo(sorted[0]!, 2),
    q1: roundTo(q1, 2),
    median: roundTo(quantile(sorted, 0.5), 2),
    q3: roundTo(q3, 2),
    max: roundTo(sorted[sorted.length - 1]!, 2),
    iqr: roundTo(q3 - q1, 2),
  };
}

/** A dimension score 0-100 as a level 1-5 (the inverse of the answer scale's points). */
export const scoreToLevel = (score: number) => 1 + score / 25;

/**
 * Aggregates a round's answers (docs/scoring.md, "Organisation rounds"): each respondent's dimensions are scored as
 * one assessment scores them; a dimension's score is the median of its respondents' scores (its median level is the
 * same figure on the 1-5 scale) with their spread; the overall score is the mean of the dimension scores. Questions
 * get the spread of the levels given ("don't know" counted apart). Never returns who answered what except
 * `byParticipant`, which only a named round shows.
 */
export function aggregateRound(
  questions: readonly TScoringQuestion[],
  respondents: readonly TRoundRespondent[],
): TRoundAggregate {
  const byDimension = new Map<TDimension, number[]>();
  const byGroupDimension = new Map<string, number[]>();
  const groupRespondents = { leadership: 0, members: 0 };
  const byParticipant: TRoundAggregate['byParticipant'] = [];
  let scored = 0;
  for (const respondent of respondents) {
    if (respondent.answers.length === 0) continue;
    let scores;
    try {
      scores = scoreAssessment(questions, respondent.answers);
    } catch (error) {
      // Only "not applicable" throughout: nothing of theirs scores.
      if (error instanceof RangeError && error.message === 'there are no answers to score') continue;
      throw error;
    }
    scored += 1;
    groupRespondents[respondent.roleGroup] += 1;
    const levels = scores.dimensions.map(({ dimension, score }) => {
      const level = scoreToLevel(score);
      const list = byDimension.get(dimension) ?? [];
      list.push(score);
      byDimension.set(dimension, list);
      const key = `${respondent.roleGroup}:${dimension}`;
      const groupList = byGroupDimension.get(key) ?? [];
      groupList.push(level);
      byGroupDimension.set(key, groupList);
      return { dimension, level: roundTo(level, 2) };
    });
    byParticipant.push({ participantId: respondent.participantId, dimensions: levels });
  }
  if (scored === 0) throw new RangeError('there are no answers to aggregate');

  const dimensions = DIMENSIONS.flatMap((dimension) => {
    const scores = byDimension.get(dimension);
    if (!scores) return [];
    const sorted = [...scores].sort((a, b) => a - b);
    const score = roundTo(quantile(sorted, 0.5), 1);
    return [
      {
        dimension,
        score,
        maturityLevel: determineMaturityLevel(score),
        medianLevel: roundTo(scoreToLevel(quantile(sorted, 0.5)), 2),
        spread: measureSpread(scores.map(scoreToLevel)),
        respondents: scores.length,
      },
    ];
  });
  const overallScore = roundTo(dimensions.reduce((sum, item) => sum + item.score, 0) / dimensions.length, 1);

  const given = new Map<string, (number | 'dont-know')[]>();
  for (const respondent of respondents) {
    for (const answer of respondent.answers) {
      if (answer.value === 'not-applicable') continue;
      const list = given.get(answer.questionId) ?? [];
      list.push(answer.value);
      given.set(answer.questionId, list);
    }
  }
  const questionStats = questions.map((question) => {
    const values = given.get(question.id) ?? [];
    const levels = values.filter((value): value is number => value !== 'dont-know');
    const levelCounts = [0, 0, 0, 0, 0];
    for (const level of levels) levelCounts[level - 1]! += 1;
    const scoring = values
      .map((value) => (value === 'dont-know' ? DONT_KNOW_LEVEL : value))
      .sort((a, b) => a - b);
    return {
      questionId: question.id,
      dimension: question.dimension,
      spread: levels.length > 0 ? measureSpread(levels) : null,
      respondents: values.length,
      levelCounts,
      dontKnow: values.length - levels.length,
      scoringLevel: scoring.length > 0 ? Math.floor(quantile(scoring, 0.5)) : null,
    };
  });

  const groups = (['leadership', 'members'] as const).map((group) => ({
    group,
    respondents: groupRespondents[group],
    dimensions:
      groupRespondents[group] >= MIN_GROUP_RESPONDENTS
        ? DIMENSIONS.flatMap((dimension) => {
            const levels = byGroupDimension.get(`${group}:${dimension}`);
            if (!levels || levels.length < MIN_GROUP_RESPONDENTS) return [];
            return [
              {
                dimension,
                medianLevel: roundTo(
                  quantile(
                    [...levels].sort((a, b) => a - b),
                    0.5,
                  ),
                  2,
                ),
              },
            ];
          })
        : null,
  }));

  return {
    participants: respondents.length,
    respondents: scored,
    overallScore,
    maturityLevel: determineMaturityLevel(overallScore),
    dimensions,
    questions: questionStats,
    groups,
    byParticipant,
  };
}

/** Widest interquartile range first; ties: the wider full range, then the lower median (the weaker practice). */
export function rankByDisagreement<T extends { spread: TLevelSpread }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      b.spread.iqr - a.spread.iqr ||
      b.spread.max - b.spread.min - (a.spread.max - a.spread.min) ||
      a.spread.median - b.spread.median,
  );
}
