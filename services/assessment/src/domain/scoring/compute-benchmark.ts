import {
  COMPANY_SIZE_LABELS,
  INDUSTRY_LABELS,
  type TBenchmark,
  type TCompanySize,
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
  /** Absent for peers read before sizes were compared: they then count in no size cohort. */
  companySize?: TCompanySize;
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
  /** The company-size band; without it the industry-and-size and size cohorts are skipped. */
  companySize?: TCompanySize;
  /** Scores of peers in the same industry and size band. */
  industrySizeScores?: readonly number[];
  /** Scores of peers in the same industry (every size). */
  industryScores: readonly number[];
  /** Scores of peers in the same size band (every industry). */
  sizeScores?: readonly number[];
  /** Scores of peers in every industry and size. */
  allScores: readonly number[];
  reference: TReferenceDistribution;
}

const organisations = (count: number) => `${count} organisation${count === 1 ? '' : 's'}`;

/**
 * Where a score stands in a cohort, in the words a person uses: never "0th percentile", but "below all 9
 * organisations compared", "above 6 of the 9 organisations compared, level with 1".
 */
export function describeStanding(score: number, cohort: readonly number[]): string {
  const below = cohort.filter((other) => other < score).length;
  const equal = cohort.filter((other) => other === score).length;
  const above = cohort.length - below - equal;
  const n = cohort.length;
  const compared = `${organisations(n)} compared`;
  if (n === 1)
    return below === 1
      ? 'above the 1 organisation compared'
      : above === 1
        ? 'below the 1 organisation compared'
        : 'level with the 1 organisation compared';
  if (below === n) return `above all ${compared}`;
  if (above === n) return `below all ${compared}`;
  if (equal === n) return `level with all ${compared}`;
  if (below === 0) return `level with ${equal} of the ${compared}, below the rest`;
  return `above ${below} of the ${compared}${equal > 0 ? `, level with ${equal}` : ''}`;
}

/** The same for the modelled baseline, where only a share can be given. */
function describeReferenceStanding(percentile: number): string {
  if (percentile <= 2) return 'below almost every organisation in the modelled baseline';
  if (percentile >= 98) return 'above almost every organisation in the modelled baseline';
  return `above about ${percentile}% of organisations in the modelled baseline`;
}

function fromCohort(
  score: number,
  scores: readonly number[],
  source: TBenchmark['source'],
  label: string,
): TBenchmark {
  return {
    percentile: computePercentile(score, scores),
    average: roundTo(mean(scores), 1),
    cohortSize: scores.length,
    source,
    label,
    standing: describeStanding(score, scores),
  };
}

/**
 * Places a score among its peers, comparing like with like: the same industry AND company-size band when at
 * least 5 such peers exist, else the same industry (every size), else the same size band (every industry), else
 * every organisation, each from 5 peers; below that the modelled reference baseline (its label says so). The
 * label always names the cohort and how many organisations are in it.
 */
export function computeBenchmark(score: number, cohorts: TBenchmarkCohorts): TBenchmark {
  const industryLabel = INDUSTRY_LABELS[cohorts.industry];
  const size = cohorts.companySize;
  const sizeLabel = size ? COMPANY_SIZE_LABELS[size] : undefined;
  const industrySize = cohorts.industrySizeScores ?? [];
  const sameSize = cohorts.sizeScores ?? [];
  const enough = (scores: readonly number[]) => scores.length >= MIN_COHORT_SIZE;
  if (sizeLabel && enough(industrySize)) {
    return fromCohort(
      score,
      industrySize,
      'industry-size',
      `${organisations(industrySize.length)} in ${industryLabel} with ${sizeLabel}`,
    );
  }
  const tooFewBoth = sizeLabel ? ` with ${sizeLabel}` : '';
  if (enough(cohorts.industryScores)) {
    return fromCohort(
      score,
      cohorts.industryScores,
      'industry',
      sizeLabel
        ? `${organisations(cohorts.industryScores.length)} in ${industryLabel}, every size (fewer than ${MIN_COHORT_SIZE} with ${sizeLabel} so far)`
        : `${organisations(cohorts.industryScores.length)} in ${industryLabel}`,
    );
  }
  if (sizeLabel && enough(sameSize)) {
    return fromCohort(
      score,
      sameSize,
      'size',
      `${organisations(sameSize.length)} with ${sizeLabel}, across all industries (fewer than ${MIN_COHORT_SIZE} in ${industryLabel} so far)`,
    );
  }
  if (enough(cohorts.allScores)) {
    return fromCohort(
      score,
      cohorts.allScores,
      'all',
      `${organisations(cohorts.allScores.length)} across all industries${sizeLabel ? ' and sizes' : ''} (fewer than ${MIN_COHORT_SIZE} in ${industryLabel}${sizeLabel ? ` or${tooFewBoth}` : ''} so far)`,
    );
  }
  const { mean: referenceMean, sd } = cohorts.reference;
  const percentile = Math.min(100, Math.max(0, roundTo(normalCdf((score - referenceMean) / sd) * 100, 0)));
  return {
    percentile,
    average: roundTo(referenceMean, 1),
    cohortSize: 0,
    source: 'reference',
    label: `Reference baseline (modelled estimate, not survey data): fewer than ${MIN_COHORT_SIZE} completed assessments to compare with yet`,
    standing: describeReferenceStanding(percentile),
  };
}

export interface TBenchmarkInput {
  industry: TIndustry;
  companySize?: TCompanySize;
  overallScore: number;
  dimensions: readonly { dimension: TDimension; score: number }[];
  peers: readonly TPeerResult[];
  reference?: TReferenceBaseline;
}

export interface TBenchmarks {
  overall: TBenchmark;
  dimensions: Partial<Record<TDimension, TBenchmark>>;
}

/** The overall benchmark and one per dimension; each picks its cohort on its own by the same widening rule. */
export function computeBenchmarks(input: TBenchmarkInput): TBenchmarks {
  const reference = input.reference ?? REFERENCE_BASELINE;
  const size = input.companySize;
  const sameIndustry = input.peers.filter((peer) => peer.industry === input.industry);
  const sameSize = size ? input.peers.filter((peer) => peer.companySize === size) : [];
  const sameBoth = sameIndustry.filter((peer) => size && peer.companySize === size);
  const context = { industry: input.industry, ...(size ? { companySize: size } : {}) };
  const overall = computeBenchmark(input.overallScore, {
    ...context,
    industrySizeScores: sameBoth.map((peer) => peer.overallScore),
    industryScores: sameIndustry.map((peer) => peer.overallScore),
    sizeScores: sameSize.map((peer) => peer.overallScore),
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
      ...context,
      industrySizeScores: scoresOf(sameBoth),
      industryScores: scoresOf(sameIndustry),
      sizeScores: scoresOf(sameSize),
      allScores: scoresOf(input.peers),
      reference: reference.dimensions[dimension],
    });
  }
  return { overall, dimensions };
}
