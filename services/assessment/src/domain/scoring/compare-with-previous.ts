import type { TDimension } from '@readiness/contracts/assessment';
import { roundTo } from './numbers.ts';

export interface TScoreSnapshot {
  overallScore: number;
  dimensions: readonly { dimension: TDimension; score: number }[];
}

export interface TScoreChanges {
  /** Current minus previous overall score; null without a previous assessment. */
  overall: number | null;
  /** For each of the current dimensions: current minus previous; null when either has no score for it. */
  dimensions: Partial<Record<TDimension, number | null>>;
}

/** How each score moved since the previous completed assessment (one decimal; positive is better). */
export function compareWithPrevious(current: TScoreSnapshot, previous: TScoreSnapshot | null): TScoreChanges {
  const before = new Map(previous?.dimensions.map(({ dimension, score }) => [dimension, score]) ?? []);
  const dimensions: TScoreChanges['dimensions'] = {};
  for (const { dimension, score } of current.dimensions) {
    const previousScore = before.get(dimension);
    dimensions[dimension] = previousScore === undefined ? null : roundTo(score - previousScore, 1);
  }
  return { overall: previous ? roundTo(current.overallScore - previous.overallScore, 1) : null, dimensions };
}
