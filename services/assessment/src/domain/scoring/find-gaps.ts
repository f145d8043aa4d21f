import { DIMENSIONS, type TDimension } from '@readiness/contracts/assessment';

/** How many dimensions the results and the full report name as "the biggest gaps". */
export const BIGGEST_GAP_COUNT = 3;

type TScored = { dimension: TDimension; score: number };

/**
 * The dimensions named as the biggest gaps: the lowest scores below 100, ties in dimension order. The report's
 * executive summary and the recommendations use this one function, so every gap named has its recommendation.
 */
export function biggestGaps(dimensions: readonly TScored[], count = BIGGEST_GAP_COUNT): TDimension[] {
  return dimensions
    .filter(({ score }) => score < 100)
    .sort((a, b) => a.score - b.score || DIMENSIONS.indexOf(a.dimension) - DIMENSIONS.indexOf(b.dimension))
    .slice(0, count)
    .map(({ dimension }) => dimension);
}

/** The median of the dimension scores (the mean of the middle two for an even count). */
export function medianScore(dimensions: readonly TScored[]): number {
  const scores = dimensions.map(({ score }) => score).sort((a, b) => a - b);
  if (scores.length === 0) return 0;
  const middle = Math.floor(scores.length / 2);
  return scores.length % 2 === 1 ? scores[middle]! : (scores[middle - 1]! + scores[middle]!) / 2;
}

/** The dimensions scoring below the organisation's own median: they lag the rest of the organisation. */
export function belowMedian(dimensions: readonly TScored[]): TDimension[] {
  const median = medianScore(dimensions);
  return dimensions.filter(({ score }) => score < median).map(({ dimension }) => dimension);
}
