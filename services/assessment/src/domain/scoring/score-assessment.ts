import {
  DIMENSIONS,
  MAX_ANSWER,
  MIN_ANSWER,
  type TAnswer,
  type TDimension,
  type TGivenAnswer,
  type TMaturityLevel,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { determineMaturityLevel } from './determine-maturity-level.ts';
import { roundTo } from './numbers.ts';

export type TScoringQuestion = Pick<TQuestion, 'id' | 'dimension' | 'weight' | 'allowsNotApplicable'>;

export interface TDimensionScore {
  dimension: TDimension;
  /** 0-100, one decimal. */
  score: number;
  maturityLevel: TMaturityLevel;
  /** Answers given in the dimension, of any kind. */
  answered: number;
  total: number;
  /** Of those, "dont-know" (scored as the lowest level) and "not-applicable" (left out of the score). */
  dontKnow: number;
  notApplicable: number;
}

export interface TAssessmentScores {
  /** 0-100, one decimal: the unweighted mean of the dimension scores. */
  overallScore: number;
  maturityLevel: TMaturityLevel;
  /** In the contract's dimension order; only dimensions with at least one answered question. */
  dimensions: TDimensionScore[];
}

/** An answer on the 1..5 scale as points on the 0..100 scale: 1 → 0, 2 → 25, 3 → 50, 4 → 75, 5 → 100. */
export function answerToPoints(value: number): number {
  return ((value - MIN_ANSWER) / (MAX_ANSWER - MIN_ANSWER)) * 100;
}

/** "Don't know" scores as the lowest level: not knowing a practice is taken as not having it (yet). */
export const DONT_KNOW_LEVEL = MIN_ANSWER;

/**
 * The answers on the level scale, as recommendations and the ROI model read them: "dont-know" counts as the
 * lowest level (so the practice is recommended), "not-applicable" is left out (nothing to recommend).
 */
export function levelAnswers(answers: readonly TGivenAnswer[]): TAnswer[] {
  return answers.flatMap((answer) =>
    answer.value === 'not-applicable'
      ? []
      : [
          {
            questionId: answer.questionId,
            value: answer.value === 'dont-know' ? DONT_KNOW_LEVEL : answer.value,
          },
        ],
  );
}

/**
 * Scores an assessment from its questions and answers (services/assessment/docs/scoring.md).
 * - Dimension score: the weight-weighted mean of the answered questions' points. "Don't know" counts as the
 *   lowest level (0 points); "not applicable" is left out of the mean (its weight too). The bank lets at most
 *   2 of a dimension's 5 questions be "not applicable" and none asked by the quick assessment, so a score
 *   always rests on most of its dimension; a dimension answered "not applicable" throughout gets no score.
 * - Overall score: the plain mean of the dimension scores, so each of the 15 dimensions counts equally whatever
 *   the weights or the number of questions in it (which keeps quick and full scores comparable).
 * Answers on the level scale score exactly as before these choices existed, so older assessments keep their scores.
 * Unanswered questions are left out; an answer to a question that is not in the list, a value off the
 * scale or "not applicable" on a question that does not allow it is a programming error and throws. Scores are
 * rounded to one decimal at the end only.
 */
export function scoreAssessment(
  questions: readonly TScoringQuestion[],
  answers: readonly TGivenAnswer[],
): TAssessmentScores {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const values = new Map<string, TGivenAnswer['value']>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) throw new RangeError(`answer to unknown question ${answer.questionId}`);
    if (answer.value === 'dont-know') {
      values.set(answer.questionId, answer.value);
      continue;
    }
    if (answer.value === 'not-applicable') {
      if (!question.allowsNotApplicable)
        throw new RangeError(`${answer.questionId} does not allow "not applicable"`);
      values.set(answer.questionId, answer.value);
      continue;
    }
    if (!Number.isInteger(answer.value) || answer.value < MIN_ANSWER || answer.value > MAX_ANSWER) {
      throw new RangeError(
        `answer ${answer.value} to ${answer.questionId} is off the ${MIN_ANSWER}..${MAX_ANSWER} scale`,
      );
    }
    values.set(answer.questionId, answer.value);
  }

  const raw: Omit<TDimensionScore, 'maturityLevel'>[] = [];
  for (const dimension of DIMENSIONS) {
    const ofDimension = questions.filter((question) => question.dimension === dimension);
    let weightSum = 0;
    let pointSum = 0;
    let answered = 0;
    let dontKnow = 0;
    let notApplicable = 0;
    for (const question of ofDimension) {
      const value = values.get(question.id);
      if (value === undefined) continue;
      answered += 1;
      if (value === 'not-applicable') {
        notApplicable += 1;
        continue;
      }
      if (value === 'dont-know') dontKnow += 1;
      weightSum += question.weight;
      pointSum += question.weight * answerToPoints(value === 'dont-know' ? DONT_KNOW_LEVEL : value);
    }
    if (weightSum > 0)
      raw.push({
        dimension,
        score: pointSum / weightSum,
        answered,
        total: ofDimension.length,
        dontKnow,
        notApplicable,
      });
  }
  if (raw.length === 0) throw new RangeError('there are no answers to score');

  const overall = roundTo(raw.reduce((sum, dimension) => sum + dimension.score, 0) / raw.length, 1);
  return {
    overallScore: overall,
    maturityLevel: determineMaturityLevel(overall),
    dimensions: raw.map((dimension) => {
      const score = roundTo(dimension.score, 1);
      return { ...dimension, score, maturityLevel: determineMaturityLevel(score) };
    }),
  };
}
