import {
  DIMENSIONS,
  DIMENSION_LABELS,
  MAX_ANSWER,
  RESPONSE_LEVEL_LABELS,
  type TActionEffort,
  type TAnswer,
  type TDimension,
  type TLevel,
  type TPriority,
  type TQuestion,
  type TRecommendation,
  type TRecommendationAction,
  ZDimension,
} from '@readiness/contracts/assessment';
import { ADVICE, writtenAdvice } from '../../question-bank/advice/index.ts';
import { DIMENSION_GUIDANCE } from '../../question-bank/dimension-guidance.ts';
import { determineMaturityLevel } from './determine-maturity-level.ts';
import { belowMedian, biggestGaps } from './find-gaps.ts';
import { LEVEL_POINTS, roundTo } from './numbers.ts';

export const MAX_RECOMMENDATIONS = 5;
export const MAX_ACTIONS_PER_RECOMMENDATION = 3;
/** How many dimensions get sustain-and-lead advice when nothing is left to improve. */
export const MAX_SUSTAIN_RECOMMENDATIONS = 3;
/** priorityScore thresholds of the priority labels. */
export const PRIORITY_THRESHOLDS = { high: 80, medium: 40 } as const;

export interface TRecommendationInput {
  /** The assessment's questions (its bank version and kind). */
  questions: readonly TQuestion[];
  /** Answers on the level scale ("don't know" already counted as the lowest level). */
  answers: readonly TAnswer[];
  dimensions: readonly { dimension: TDimension; score: number }[];
  /** Actions the owner ticked done: never recommended again; the practice's next step is recommended instead. */
  doneActionIds?: Iterable<string>;
  /** Dimensions the plan must address even outside the top recommendations (the ROI drivers). */
  cover?: readonly TDimension[];
  maxRecommendations?: number;
  maxActionsPerRecommendation?: number;
}

/** The stable id of the action that lifts a question's practice to a level: the same answers give the same id. */
export function actionId(questionId: string, toLevel: number): string {
  return `${questionId}-l${toLevel}`;
}

/** The stable id of a sustain or lead action of a dimension at the top. */
export function topActionId(dimension: TDimension, kind: 'sustain' | 'lead'): string {
  return `${dimension}-${kind}`;
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

const EFFORT_BY_COMPLEXITY: Record<TLevel, TActionEffort> = { low: 'small', medium: 'medium', high: 'large' };

/**
 * The action that lifts a question's practice to `toLevel` (2..5): the written advice for that step (the
 * question's own, as an admin wrote it, or the seed bank's), its usual owner and effort, and its finish
 * criterion (what exists, who signed it off, what number moved). A question without written advice gets a
 * stated step whose criterion is a sign-off and the next assessment's answer.
 */
export function describeAction(question: TQuestion, toLevel: number): TRecommendationAction {
  const target = question.responseOptions.find((option) => option.value === toLevel);
  const label = target?.label ?? RESPONSE_LEVEL_LABELS[toLevel - 1]!;
  const owner = `Executive owner of ${DIMENSION_LABELS[question.dimension]}`;
  const advice = writtenAdvice(question, toLevel) ?? {
    action: `Agree an owner and a written plan for ${question.category}, with the practice the organisation will have once it is done.`,
    owner,
    effort: EFFORT_BY_COMPLEXITY[question.technicalComplexity],
    doneWhen: `The ${owner} has signed off the plan, and the next assessment answers “${question.text}” at ${label} (level ${toLevel}) or above.`,
  };
  return {
    id: actionId(question.id, toLevel),
    title: `${question.category}: ${advice.action}`,
    questionId: question.id,
    dimension: question.dimension,
    fromLevel: toLevel - 1,
    toLevel,
    technicalComplexity: question.technicalComplexity,
    kind: 'improve',
    action: advice.action,
    owner: advice.owner,
    effort: advice.effort,
    evidence: advice.doneWhen,
  };
}

/** The sustain or lead action of a dimension at the top, attached to its most heavily weighted practice. */
export function describeTopAction(
  dimension: TDimension,
  kind: 'sustain' | 'lead',
  questions: readonly TQuestion[],
): TRecommendationAction | undefined {
  const key = questions
    .filter((question) => question.dimension === dimension)
    .reduce<TQuestion | undefined>(
      (best, question) => (!best || question.weight > best.weight ? question : best),
      undefined,
    );
  if (!key) return undefined;
  const advice = ADVICE[dimension][kind];
  const label = DIMENSION_LABELS[dimension];
  return {
    id: topActionId(dimension, kind),
    title: `${label} – ${kind === 'sustain' ? 'sustain the top level' : 'lead others'}: ${advice.action}`,
    questionId: key.id,
    dimension,
    fromLevel: MAX_ANSWER,
    toLevel: MAX_ANSWER,
    technicalComplexity: key.technicalComplexity,
    kind,
    action: advice.action,
    owner: advice.owner,
    effort: advice.effort,
    evidence: advice.doneWhen,
  };
}

/** The action ticked done that a stored id names, if it belongs to these questions (for the roadmap's done work). */
export function actionFromId(id: string, questions: readonly TQuestion[]): TRecommendationAction | undefined {
  const top = /^(.+)-(sustain|lead)$/.exec(id);
  // The id was read from the database: a dimension this build does not know names no action.
  const dimension = ZDimension.safeParse(top?.[1]);
  if (top && dimension.success) {
    return describeTopAction(dimension.data, top[2] === 'lead' ? 'lead' : 'sustain', questions);
  }
  const step = /^(.+)-l([2-5])$/.exec(id);
  const question = step && questions.find((candidate) => candidate.id === step[1]);
  return question ? describeAction(question, Number(step[2])) : undefined;
}

/**
 * Recommendations for the weakest dimensions. Each dimension below 100 gets
 *   priorityScore = gap × impact ÷ complexity
 * where gap = 100 − score and impact and complexity are the weight-weighted means of its questions'
 * businessImpact and technicalComplexity (low 1, medium 2, high 3). The highest scores win (ties: lower score,
 * then dimension order); the dimensions that must be addressed are added when they miss the cut: the three
 * biggest gaps (named so in the report), every dimension below the organisation's median score, and those in
 * `cover` (the ROI drivers). Each
 * recommendation's actions take its weakest practices one level up: a practice's next step is the first level
 * above its answer whose action is not ticked done, so done work is never recommended again. Practices are
 * ordered by (5 − answer) × weight. When nothing is left to improve, the strongest dimensions get
 * sustain-and-lead advice instead, so even a perfect score has a next step.
 */
export function prioritiseRecommendations(input: TRecommendationInput): TRecommendation[] {
  const maxRecommendations = input.maxRecommendations ?? MAX_RECOMMENDATIONS;
  const maxActions = input.maxActionsPerRecommendation ?? MAX_ACTIONS_PER_RECOMMENDATION;
  const values = new Map(input.answers.map((answer) => [answer.questionId, answer.value]));
  const done = new Set(input.doneActionIds ?? []);
  const cover = new Set(input.cover ?? []);
  const gaps = new Set(biggestGaps(input.dimensions));
  const lagging = new Set(belowMedian(input.dimensions));
  const mustCover = new Set([...cover, ...gaps, ...lagging]);

  /** The first level above the answer whose action is not done, or undefined when all are. */
  const nextLevel = (question: TQuestion): number | undefined => {
    const value = values.get(question.id);
    if (value === undefined) return undefined;
    for (let level = value + 1; level <= MAX_ANSWER; level += 1) {
      if (!done.has(actionId(question.id, level))) return level;
    }
    return undefined;
  };

  const compare = (
    a: { priorityScore: number; score: number; dimension: TDimension },
    b: { priorityScore: number; score: number; dimension: TDimension },
  ) =>
    b.priorityScore - a.priorityScore ||
    a.score - b.score ||
    DIMENSIONS.indexOf(a.dimension) - DIMENSIONS.indexOf(b.dimension);

  const candidates = input.dimensions
    .filter(({ score }) => score < 100)
    .map(({ dimension, score }) => {
      const questions = input.questions.filter((question) => question.dimension === dimension);
      const impact = questions.length ? weightedPoints(questions, (question) => question.businessImpact) : 0;
      const complexity = questions.length
        ? weightedPoints(questions, (question) => question.technicalComplexity)
        : 1;
      const gap = 100 - score;
      // Ordered by the answer, not by progress since, so ticking a step done keeps the same practices in the plan.
      const steps = questions
        .map((question, index) => ({
          question,
          index,
          value: values.get(question.id) ?? MAX_ANSWER,
          toLevel: nextLevel(question),
        }))
        .filter(
          (entry): entry is { question: TQuestion; index: number; value: number; toLevel: number } =>
            !!entry.toLevel,
        )
        .sort(
          (a, b) =>
            (MAX_ANSWER - b.value) * b.question.weight - (MAX_ANSWER - a.value) * a.question.weight ||
            a.index - b.index,
        )
        .slice(0, maxActions);
      return {
        dimension,
        score,
        gap,
        impact,
        complexity,
        steps,
        priorityScore: roundTo((gap * impact) / complexity, 1),
      };
    })
    .filter((candidate) => candidate.steps.length > 0)
    .sort(compare);

  const chosen = candidates.slice(0, maxRecommendations);
  for (const candidate of candidates.slice(maxRecommendations)) {
    if (mustCover.has(candidate.dimension)) chosen.push(candidate);
  }
  chosen.sort(compare);

  const recommendations = chosen.map((candidate): TRecommendation => {
    const label = DIMENSION_LABELS[candidate.dimension];
    const weakestPractices = candidate.steps
      .map(({ question, toLevel }) => `${question.category} (${RESPONSE_LEVEL_LABELS[toLevel - 2]})`)
      .join(', ');
    return {
      id: `rec-${candidate.dimension}`,
      dimension: candidate.dimension,
      title: `${label}: ${DIMENSION_GUIDANCE[candidate.dimension].recommendation}`,
      rationale:
        `${label} scores ${candidate.score}/100 (${determineMaturityLevel(candidate.score).name}), ` +
        `${roundTo(candidate.gap, 1)} points short of the top level. Its practices carry ${describePoints(candidate.impact)} ` +
        `business impact at ${describePoints(candidate.complexity)} technical complexity. ` +
        `Weakest practices: ${weakestPractices}.` +
        (gaps.has(candidate.dimension)
          ? ' It is one of your three biggest gaps.'
          : lagging.has(candidate.dimension)
            ? ' It lags your organisation’s median dimension score.'
            : '') +
        (cover.has(candidate.dimension) ? ' It is one of the dimensions that drive the ROI estimate.' : ''),
      priority: priorityOf(candidate.priorityScore),
      priorityScore: candidate.priorityScore,
      actions: candidate.steps.map(({ question, toLevel }) => describeAction(question, toLevel)),
    };
  });
  if (recommendations.length > 0) return recommendations;
  return sustainAndLead(input, done);
}

/** For an assessment with nothing left to improve: how to stay at the top, and where to lead, in the strongest dimensions. */
function sustainAndLead(input: TRecommendationInput, done: ReadonlySet<string>): TRecommendation[] {
  const impactOf = (dimension: TDimension) => {
    const questions = input.questions.filter((question) => question.dimension === dimension);
    return questions.length ? weightedPoints(questions, (question) => question.businessImpact) : 0;
  };
  return [...input.dimensions]
    .sort(
      (a, b) =>
        b.score - a.score ||
        impactOf(b.dimension) - impactOf(a.dimension) ||
        DIMENSIONS.indexOf(a.dimension) - DIMENSIONS.indexOf(b.dimension),
    )
    .map(({ dimension, score }) => ({
      dimension,
      score,
      actions: (['sustain', 'lead'] as const)
        .filter((kind) => !done.has(topActionId(dimension, kind)))
        .flatMap((kind) => describeTopAction(dimension, kind, input.questions) ?? []),
    }))
    .filter((candidate) => candidate.actions.length > 0)
    .slice(0, MAX_SUSTAIN_RECOMMENDATIONS)
    .map(({ dimension, score, actions }) => {
      const label = DIMENSION_LABELS[dimension];
      return {
        id: `rec-${dimension}`,
        dimension,
        title: `${label}: Sustain the top level and set the pace for others`,
        rationale:
          `${label} scores ${score}/100 (${determineMaturityLevel(score).name}) and every practice in it is ` +
          `at its top level or already being raised. Staying there takes deliberate upkeep, and your experience ` +
          `can now shape how others work.`,
        priority: 'low' as const,
        priorityScore: 0,
        actions,
      };
    });
}
