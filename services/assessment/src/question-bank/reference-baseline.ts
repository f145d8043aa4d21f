import { DIMENSIONS, type TDimension } from '@readiness/contracts/assessment';

/**
 * The benchmark used while fewer than 5 completed assessments exist across all industries. It is a MODELLED
 * baseline derived from the assumptions in services/assessment/docs/reference-baseline.md, not survey data:
 * each score is taken to be normally distributed with the mean and standard deviation below. It is labelled as
 * such wherever it is shown.
 */
export interface TReferenceDistribution {
  mean: number;
  sd: number;
}

export interface TReferenceBaseline {
  id: string;
  label: string;
  overall: TReferenceDistribution;
  dimensions: Record<TDimension, TReferenceDistribution>;
}

/** Modelled mean score per dimension (0-100); see the doc for the reasoning behind each. */
const DIMENSION_MEANS: Record<TDimension, number> = {
  'ai-strategy': 42,
  'data-management': 40,
  'technology-infrastructure': 48,
  'talent-skills': 38,
  'governance-ethics': 32,
  'change-management': 36,
  'risk-management': 34,
  'customer-experience': 44,
  operations: 42,
  'innovation-culture': 45,
  partnerships: 42,
  'regulatory-compliance': 40,
  'performance-measurement': 33,
  'resource-allocation': 38,
  'future-planning': 36,
};

/** Spread of a single dimension's score between organisations. */
const DIMENSION_SD = 20;
/** The overall score averages 15 correlated dimensions, so it spreads less than any one of them. */
const OVERALL_SD = 16;

const overallMean =
  DIMENSIONS.reduce((sum, dimension) => sum + DIMENSION_MEANS[dimension], 0) / DIMENSIONS.length;

export const REFERENCE_BASELINE: TReferenceBaseline = {
  id: 'modelled-2026-11',
  label: 'Reference baseline (modelled estimate, not survey data)',
  overall: { mean: Math.round(overallMean * 10) / 10, sd: OVERALL_SD },
  dimensions: Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, { mean: DIMENSION_MEANS[dimension], sd: DIMENSION_SD }]),
  ) as Record<TDimension, TReferenceDistribution>,
};
