import {
  COMPANY_SIZE_LABELS,
  DIMENSION_LABELS,
  INDUSTRY_LABELS,
  type TAssessmentKind,
  type TCompanySize,
  type TDimension,
  type TIndustry,
  type TQuestion,
  type TRecommendation,
  type TRoi,
} from '@readiness/contracts/assessment';
import { roundTo } from './numbers.ts';
import {
  AI_VALUE_SHARE_OF_REVENUE,
  FIXED_INVESTMENT_SHARE,
  FULL_GAP_INVESTMENT_BY_COMPANY_SIZE,
  INDUSTRY_VALUE_FACTORS,
  REVENUE_BY_COMPANY_SIZE,
  ROI_RANGE,
  ROI_ROUNDING,
} from './roi-model.ts';

export interface TRoiInput {
  companySize: TCompanySize;
  industry: TIndustry;
  kind: TAssessmentKind;
  dimensions: readonly { dimension: TDimension; score: number }[];
  /** The assessment's questions: their roiCorrelation weighs each dimension's gap. */
  questions: readonly Pick<TQuestion, 'dimension' | 'roiCorrelation'>[];
  /** The plan: which recommendation addresses each ROI driver. */
  recommendations?: readonly Pick<TRecommendation, 'id' | 'dimension' | 'title' | 'actions'>[];
}

/** How many dimensions are named as driving the estimate. */
export const ROI_DRIVER_COUNT = 3;

/** The dimensions whose ROI-weighted gaps contribute most to the estimate, largest first. */
export function roiDrivers(input: Pick<TRoiInput, 'dimensions' | 'questions'>): TDimension[] {
  return computeWeightedGap(input)
    .contributions.filter((c) => c.weight * c.gap > 0)
    .sort((a, b) => b.weight * b.gap - a.weight * a.gap)
    .slice(0, ROI_DRIVER_COUNT)
    .map((c) => c.dimension);
}

export function formatUsd(amount: number): string {
  if (amount >= 1_000_000_000) return `$${roundTo(amount / 1_000_000_000, 1)}B`;
  if (amount >= 1_000_000) return `$${roundTo(amount / 1_000_000, 1)}M`;
  if (amount >= 1_000) return `$${Math.round(amount / 1_000)}k`;
  return `$${Math.round(amount)}`;
}

const roundMoney = (amount: number) => Math.round(amount / ROI_ROUNDING) * ROI_ROUNDING;

/**
 * The ROI-weighted readiness gap G in 0..1: each dimension's gap (100 - score) weighted by the mean
 * roiCorrelation of its questions. Raising any gap raises G (or leaves it when the weight is 0).
 */
export function computeWeightedGap(input: Pick<TRoiInput, 'dimensions' | 'questions'>): {
  gap: number;
  contributions: { dimension: TDimension; weight: number; gap: number }[];
} {
  const contributions = input.dimensions.map(({ dimension, score }) => {
    const correlations = input.questions
      .filter((q) => q.dimension === dimension)
      .map((q) => q.roiCorrelation);
    const weight =
      correlations.length === 0 ? 0 : correlations.reduce((a, b) => a + b, 0) / correlations.length;
    return { dimension, weight, gap: Math.min(100, Math.max(0, 100 - score)) / 100 };
  });
  const weightSum = contributions.reduce((sum, c) => sum + c.weight, 0);
  const gap = weightSum === 0 ? 0 : contributions.reduce((sum, c) => sum + c.weight * c.gap, 0) / weightSum;
  return { gap, contributions };
}

/**
 * Estimated annual value of closing the readiness gaps, as a low/expected/high range, and the payback period.
 *   expected = revenue(size) × 2.5% × industry factor × G
 *   investment = full-gap investment(size) × (0.4 + 0.6 × G);  payback = investment ÷ (expected ÷ 12)
 * Bigger gaps never reduce the expected value: the gap is room to improve, and the estimate is the value of
 * closing it. All figures are planning estimates; the assumptions come back as sentences for the screen.
 */
export function predictRoi(input: TRoiInput): TRoi {
  const revenue = REVENUE_BY_COMPANY_SIZE[input.companySize];
  const industryFactor = INDUSTRY_VALUE_FACTORS[input.industry];
  const { gap } = computeWeightedGap(input);

  const exactExpected = revenue * AI_VALUE_SHARE_OF_REVENUE * industryFactor * gap;
  const expected = roundMoney(exactExpected);
  const low = roundMoney(exactExpected * ROI_RANGE.low);
  const high = roundMoney(exactExpected * ROI_RANGE.high);
  const investment =
    FULL_GAP_INVESTMENT_BY_COMPANY_SIZE[input.companySize] *
    (FIXED_INVESTMENT_SHARE + (1 - FIXED_INVESTMENT_SHARE) * gap);
  const paybackMonths = expected > 0 ? Math.ceil((investment / exactExpected) * 12) : null;

  const driverDimensions = roiDrivers(input);
  const drivers = driverDimensions.map((dimension) => DIMENSION_LABELS[dimension]);

  const assumptions = [
    `Figures are estimated annual value in US dollars (cost savings plus revenue uplift) once the roadmap is in place; they are planning estimates, not a forecast.`,
    `A company of ${COMPANY_SIZE_LABELS[input.companySize].toLowerCase()} is taken to have annual revenue of about ${formatUsd(revenue)}.`,
    `At full AI readiness, AI is assumed to be worth about ${AI_VALUE_SHARE_OF_REVENUE * 100}% of annual revenue a year.`,
    `${INDUSTRY_LABELS[input.industry]} is given an industry factor of ×${industryFactor} for how much of that value is typically within reach.`,
    `Your readiness gap, weighting each dimension by how strongly its practices correlate with ROI, is ${Math.round(gap * 100)}%: the share of that value still to be captured.`,
    ...(drivers.length > 0
      ? [`The largest contributions come from closing the gaps in ${drivers.join(', ')}.`]
      : []),
    `The range runs from ${ROI_RANGE.low * 100}% to ${ROI_RANGE.high * 100}% of the expected value to reflect execution risk.`,
    paybackMonths === null
      ? 'No payback period is given because there is no readiness gap left to close.'
      : `Closing the gap is estimated to need a one-off investment of about ${formatUsd(investment)}; payback is that investment divided by the expected monthly value.`,
    ...(input.kind === 'quick'
      ? [
          `Based on the ${input.questions.length}-question quick assessment; the full assessment, which asks every question of the bank, gives a finer estimate.`,
        ]
      : []),
  ];

  const recommendations = input.recommendations ?? [];
  const driverCoverage = driverDimensions.map((dimension) => {
    const index = recommendations.findIndex((recommendation) => recommendation.dimension === dimension);
    const recommendation = recommendations[index];
    const label = DIMENSION_LABELS[dimension];
    return {
      dimension,
      label,
      recommendationId: recommendation?.id ?? null,
      note: recommendation
        ? `Addressed by recommendation ${index + 1} (${recommendation.title}): its next ${recommendation.actions.length === 1 ? 'step is' : 'steps are'} in the roadmap.`
        : `No open action addresses ${label}: every step this plan would recommend for it is already ticked done. Its score, and so the estimate, is updated at your next assessment.`,
    };
  });

  return { currency: 'USD', low, expected, high, paybackMonths, assumptions, drivers: driverCoverage };
}
