import {
  INDUSTRY_LABELS,
  type TBenchmark,
  type TDimension,
  type TIndustry,
} from '@readiness/contracts/assessment';
import {
  REFERENCE_BASELINE,
  type TReferenceBaseline,
  type TReferenceDistribution,
} from '../../question-bank/reference-baseline.ts';
import { roundTo } from './numbers.ts';

/** Below this many peers a cohort is too small to compare with, and the next wider one is used. */
export const MIN_COHORT_SIZE = 5;

/** One other completed assessment, as benchmarks need it. The caller leaves out the assessment being benchmarked. */
export interface TPeerResult {
  industry: TIndustry;
  overallScore: number;
  dimensionScores: Partial<Record<TDimension, number>>;
}

/** Share of the cohort strictly below the score plus half of those equal to it, as a 0-100 percentile. */
export function computePercentile(score: number, cohort: readonly number[]): number {
  if (cohort.length === 0) throw new RangeError('cannot place a score in an empty cohort');
  let below = 0;
  let equal = 0;
  for (const other of cohort) {
    if (other < score) below += 1;
    else if (other === score) equal += 1;
  }
  return roundTo(((below + equal / 2) / cohort.length) * 100, 0);
}

/** Standard normal cumulative distribution (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export interface TBenchmarkCohorts {
  industry: TIndustry;
  /** Scores of peers in the same industry. */
  industryScores: readonly number[];
  /** Scores of peers in every industry (including the same one). */
  allScores: readonly number[];
  reference: TReferenceDistribution;
}

/**
 * Places a score among its peers: the same industry when at least 5 exist, otherwise all industries when at
 * least 5 exist there, otherwise the modelled reference baseline (its label says so).
 */
export function computeBenchmark(score: number, cohorts: TBenchmarkCohorts): TBenchmark {
  const industryLabel = INDUSTRY_LABELS[cohorts.industry];
  if (cohorts.industryScores.length >= MIN_COHORT_SIZE) {
    return {
      percentile: computePercentile(score, cohorts.industryScores),
      average: roundTo(mean(cohorts.industryScores), 1),
      cohortSize: cohorts.industryScores.length,
      source: 'industry',
      label: `${cohorts.industryScores.length} organisations in ${industryLabel}`,
    };
  }
  if (cohorts.allScores.length >= MIN_COHORT_SIZE) {
    return {
      percentile: computePercentile(score, cohorts.allScores),
      average: roundTo(mean(cohorts.allScores), 1),
      cohortSize: cohorts.allScores.length,
      source: 'all',
      label: `${cohorts.allScores.length} organisations across all industries (fewer than ${MIN_COHORT_SIZE} in ${industryLabel} so far)`,
    };
  }
  const { mean: referenceMean, sd } = cohorts.reference;
  const percentile = Math.min(100, Math.max(0, roundTo(normalCdf((score - referenceMean) / sd) * 100, 0)));
  return {
    percentile,
    average: roundTo(referenceMean, 1),
    cohortSize: 0,
    source: 'reference',
    label: `Reference baseline (modelled estimate, not survey data): fewer than ${MIN_COHORT_SIZE} completed assessments to compare with yet`,
  };
}

export interface TBenchmarkInput {
  industry: TIndustry;
  overallScore: number;
  dimensions: readonly { dimension: TDimension; score: number }[];
  peers: readonly TPeerResult[];
  reference?: TReferenceBaseline;
}

export interface TBenchmarks {
  overall: TBenchmark;
  dimensions: Partial<Record<TDimension, TBenchmark>>;
}

/** The overall benchmark and one per dimension; each picks its cohort on its own by the same fallback rule. */
export function computeBenchmarks(input: TBenchmarkInput): TBenchmarks {
  const reference = input.reference ?? REFERENCE_BASELINE;
  const sameIndustry = input.peers.filter((peer) => peer.industry === input.industry);
  const overall = computeBenchmark(input.overallScore, {
    industry: input.industry,
    industryScores: sameIndustry.map((peer) => peer.overallScore),
    allScores: input.peers.map((peer) => peer.overallScore),
    reference: reference.overall,
  });
  const dimensions: Partial<Record<TDimension, TBenchmark>> = {};
  for (const { dimension, score } of input.dimensions) {
    const scoresOf = (peers: readonly TPeerResult[]) =>
      peers
        .map((peer) => peer.dimensionScores[dimension])
        .filter((value): value is number => value !== undefined);
    dimensions[dimension] = computeBenchmark(score, {
      industry: input.industry,
      industryScores: scoresOf(sameIndustry),
      allScores: scoresOf(input.peers),
      reference: reference.dimensions[dimension],
    });
  }
  return { overall, dimensions };
}
