import {
  DIMENSIONS,
  MAX_ANSWER,
  MIN_ANSWER,
  type TAnswer,
  type TDimension,
  type TMaturityLevel,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { determineMaturityLevel } from './determine-maturity-level.ts';
import { roundTo } from './numbers.ts';

export type TScoringQuestion = Pick<TQuestion, 'id' | 'dimension' | 'weight'>;

export interface TDimensionScore {
  dimension: TDimension;
  /** 0-100, one decimal. */
  score: number;
  maturityLevel: TMaturityLevel;
  answered: number;
  total: number;
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

/**
 * Scores an assessment from its questions and answers.
 * - Dimension score: the weight-weighted mean of the answered questions' points.
 * - Overall score: the plain mean of the dimension scores, so each of the 15 dimensions counts equally whatever
 *   the weights or the number of questions in it (which keeps quick and full scores comparable).
 * Unanswered questions are left out; an answer to a question that is not in the list, or a value off the
 * scale, is a programming error and throws. Scores are rounded to one decimal at the end only.
 */
export function scoreAssessment(
  questions: readonly TScoringQuestion[],
  answers: readonly TAnswer[],
): TAssessmentScores {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const values = new Map<string, number>();
  for (const answer of answers) {
    if (!byId.has(answer.questionId)) throw new RangeError(`answer to unknown question ${answer.questionId}`);
    if (!Number.isInteger(answer.value) || answer.value < MIN_ANSWER || answer.value > MAX_ANSWER) {
      throw new RangeError(
        `answer ${answer.value} to ${answer.questionId} is off the ${MIN_ANSWER}..${MAX_ANSWER} scale`,
      );
    }
    values.set(answer.questionId, answer.value);
  }

  const raw: { dimension: TDimension; score: number; answered: number; total: number }[] = [];
  for (const dimension of DIMENSIONS) {
    const ofDimension = questions.filter((question) => question.dimension === dimension);
    let weightSum = 0;
    let pointSum = 0;
    let answered = 0;
    for (const question of ofDimension) {
      const value = values.get(question.id);
      if (value === undefined) continue;
      answered += 1;
      weightSum += question.weight;
      pointSum += question.weight * answerToPoints(value);
    }
    if (answered > 0)
      raw.push({ dimension, score: pointSum / weightSum, answered, total: ofDimension.length });
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
