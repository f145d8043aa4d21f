import type { TCompanySize, TIndustry } from '@readiness/contracts/assessment';

/**
 * The planning assumptions of the ROI estimate (see services/assessment/docs/scoring.md). They are stated to
 * the user with every estimate; none of them is measured data.
 */

/** Annual revenue taken for each company-size band, in USD (a rough midpoint of typical revenue per band). */
export const REVENUE_BY_COMPANY_SIZE: Record<TCompanySize, number> = {
  '1-50': 5_000_000,
  '51-200': 25_000_000,
  '201-1000': 120_000_000,
  '1001-5000': 600_000_000,
  '5000+': 3_000_000_000,
};

/** Annual value of AI at full readiness, as a share of revenue (cost savings plus revenue uplift). */
export const AI_VALUE_SHARE_OF_REVENUE = 0.025;

/** One-off investment to close the whole readiness gap (scores 0 → 100) over the 18-month roadmap, in USD. */
export const FULL_GAP_INVESTMENT_BY_COMPANY_SIZE: Record<TCompanySize, number> = {
  '1-50': 90_000,
  '51-200': 450_000,
  '201-1000': 2_100_000,
  '1001-5000': 10_000_000,
  '5000+': 50_000_000,
};

/** Part of the investment that does not shrink with the gap (platform, governance and skills foundations). */
export const FIXED_INVESTMENT_SHARE = 0.4;

/** How much of the AI value pool an industry can typically address, relative to an average industry (1.0). */
export const INDUSTRY_VALUE_FACTORS: Record<TIndustry, number> = {
  technology: 1.3,
  'financial-services': 1.25,
  'media-telecom': 1.2,
  retail: 1.1,
  'professional-services': 1.1,
  healthcare: 1.0,
  manufacturing: 1.0,
  logistics: 1.0,
  'energy-utilities': 0.9,
  other: 0.9,
  'public-sector': 0.7,
  education: 0.7,
};

/** The range around the expected value, for execution uncertainty. */
export const ROI_RANGE = { low: 0.6, high: 1.5 } as const;

/** Amounts are rounded to this many dollars. */
export const ROI_ROUNDING = 1_000;
