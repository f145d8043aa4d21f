import {
  DIMENSIONS,
  DIMENSION_LABELS,
  MAX_ANSWER,
  RESPONSE_LEVEL_LABELS,
  type TAnswer,
  type TDimension,
  type TLevel,
  type TPriority,
  type TQuestion,
  type TRecommendation,
  type TRecommendationAction,
} from '@readiness/contracts/assessment';
import { DIMENSION_GUIDANCE } from '../../question-bank/dimension-guidance.ts';
import { determineMaturityLevel } from './determine-maturity-level.ts';
import { LEVEL_POINTS, roundTo } from './numbers.ts';

export const MAX_RECOMMENDATIONS = 5;
export const MAX_ACTIONS_PER_RECOMMENDATION = 3;
/** priorityScore thresholds of the priority labels. */
export const PRIORITY_THRESHOLDS = { high: 80, medium: 40 } as const;

export interface TRecommendationInput {
  /** The assessment's questions (its bank version and kind). */
  questions: readonly TQuestion[];
  answers: readonly TAnswer[];
  dimensions: readonly { dimension: TDimension; score: number }[];
  maxRecommendations?: number;
  maxActionsPerRecommendation?: number;
}

/** The stable id of the action that lifts a question's practice to a level: the same answers give the same id. */
export function actionId(questionId: string, toLevel: number): string {
  return `${questionId}-l${toLevel}`;
}

function weightedPoints(questions: readonly TQuestion[], pick: (question: TQuestion) => TLevel): number {
  const weights = questions.reduce((sum, question) => sum + question.weight, 0);
  return (
    questions.reduce((sum, question) => sum + question.weight * LEVEL_POINTS[pick(question)], 0) / weights
  );
}

function describePoints(points: number): TLevel {
  return points < 1.5 ? 'low' : points < 2.5 ? 'medium' : 'high';
}

export function priorityOf(priorityScore: number): TPriority {
  if (priorityScore >= PRIORITY_THRESHOLDS.high) return 'high';
  if (priorityScore >= PRIORITY_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/**
 * Recommendations for the weakest dimensions. Each dimension below 100 gets
 *   priorityScore = gap × impact ÷ complexity
 * where gap = 100 − score and impact and complexity are the weight-weighted means of its questions'
 * businessImpact and technicalComplexity (low 1, medium 2, high 3). The highest scores win (ties: lower score,
 * then dimension order). Each recommendation's actions lift its weakest practices one level each: the answered
 * questions below 5, ordered by (5 − answer) × weight, each action described by the next level of its question.
 */
export function prioritiseRecommendations(input: TRecommendationInput): TRecommendation[] {
  const maxRecommendations = input.maxRecommendations ?? MAX_RECOMMENDATIONS;
  const maxActions = input.maxActionsPerRecommendation ?? MAX_ACTIONS_PER_RECOMMENDATION;
  const values = new Map(input.answers.map((answer) => [answer.questionId, answer.value]));

  const candidates = input.dimensions
    .filter(({ score }) => score < 100)
    .map(({ dimension, score }) => {
      const questions = input.questions.filter((question) => question.dimension === dimension);
      const impact = weightedPoints(questions, (question) => question.businessImpact);
      const complexity = weightedPoints(questions, (question) => question.technicalComplexity);
      const gap = 100 - score;
      return {
        dimension,
        score,
        gap,
        impact,
        complexity,
        questions,
        priorityScore: roundTo((gap * impact) / complexity, 1),
      };
    })
    .filter((candidate) => candidate.questions.length > 0)
    .sort(
      (a, b) =>
        b.priorityScore - a.priorityScore ||
        a.score - b.score ||
        DIMENSIONS.indexOf(a.dimension) - DIMENSIONS.indexOf(b.dimension),
    );

  const recommendations: TRecommendation[] = [];
  for (const candidate of candidates) {
    if (recommendations.length >= maxRecommendations) break;
    const weakest = candidate.questions
      .map((question, index) => ({ question, index, value: values.get(question.id) }))
      .filter(
        (entry): entry is { question: TQuestion; index: number; value: number } =>
          entry.value !== undefined && entry.value < MAX_ANSWER,
      )
      .sort(
        (a, b) =>
          (MAX_ANSWER - b.value) * b.question.weight - (MAX_ANSWER - a.value) * a.question.weight ||
          a.index - b.index,
      )
      .slice(0, maxActions);
    if (weakest.length === 0) continue;

    const actions: TRecommendationAction[] = weakest.map(({ question, value }) => {
      const toLevel = value + 1;
      const target = question.responseOptions.find((option) => option.value === toLevel);
      const label = target?.label ?? RESPONSE_LEVEL_LABELS[toLevel - 1]!;
      return {
        id: actionId(question.id, toLevel),
        title: `${question.category} – reach ${label}: ${target?.description ?? question.text}`,
        questionId: question.id,
        dimension: candidate.dimension,
        fromLevel: value,
        toLevel,
        technicalComplexity: question.technicalComplexity,
      };
    });

    const label = DIMENSION_LABELS[candidate.dimension];
    const weakestPractices = weakest
      .map(({ question, value }) => `${question.category} (${RESPONSE_LEVEL_LABELS[value - 1]})`)
      .join(', ');
    recommendations.push({
      id: `rec-${candidate.dimension}`,
      dimension: candidate.dimension,
      title: `${label}: ${DIMENSION_GUIDANCE[candidate.dimension].recommendation}`,
      rationale:
        `${label} scores ${candidate.score}/100 (${determineMaturityLevel(candidate.score).name}), ` +
        `${roundTo(candidate.gap, 1)} points short of the top level. Its practices carry ${describePoints(candidate.impact)} ` +
        `business impact at ${describePoints(candidate.complexity)} technical complexity. ` +
        `Weakest practices: ${weakestPractices}.`,
      priority: priorityOf(candidate.priorityScore),
      priorityScore: candidate.priorityScore,
      actions,
    });
  }
  return recommendations;
}
