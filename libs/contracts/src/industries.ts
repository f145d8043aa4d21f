// The industries and company sizes a profile, an organisation and an assessment choose from: a module of its own, so
// that the auth contract (registration, on the sign-in page's first load) checks them without the assessment's.
import { z } from 'zod';

export const INDUSTRIES = [
  'technology',
  'financial-services',
  'healthcare',
  'retail',
  'manufacturing',
  'professional-services',
  'public-sector',
  'education',
  'energy-utilities',
  'media-telecom',
  'logistics',
  'other',
] as const;
export const ZIndustry = z.enum(INDUSTRIES, { error: `industry must be one of: ${INDUSTRIES.join(', ')}` });
export type TIndustry = z.infer<typeof ZIndustry>;

export const INDUSTRY_LABELS: Record<TIndustry, string> = {
  technology: 'Technology & Software',
  'financial-services': 'Financial Services & Insurance',
  healthcare: 'Healthcare & Life Sciences',
  retail: 'Retail & E-commerce',
  manufacturing: 'Manufacturing',
  'professional-services': 'Professional Services',
  'public-sector': 'Public Sector & Government',
  education: 'Education',
  'energy-utilities': 'Energy & Utilities',
  'media-telecom': 'Media & Telecommunications',
  logistics: 'Transport & Logistics',
  other: 'Other',
};

export const COMPANY_SIZES = ['1-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export const ZCompanySize = z.enum(COMPANY_SIZES, {
  error: `companySize must be one of: ${COMPANY_SIZES.join(', ')}`,
});
export type TCompanySize = z.infer<typeof ZCompanySize>;

export const COMPANY_SIZE_LABELS: Record<TCompanySize, string> = {
  '1-50': '1–50 employees',
  '51-200': '51–200 employees',
  '201-1000': '201–1,000 employees',
  '1001-5000': '1,001–5,000 employees',
  '5000+': 'More than 5,000 employees',
};

/** A profile's industry and size come from these lists, or stay empty (not told yet). */
export const ZProfileIndustry = z.union([z.literal(''), z.enum(INDUSTRIES)], {
  error: `industry must be one of: ${INDUSTRIES.join(', ')} (or empty)`,
});
export const ZProfileCompanySize = z.union([z.literal(''), z.enum(COMPANY_SIZES)], {
  error: `companySize must be one of: ${COMPANY_SIZES.join(', ')} (or empty)`,
});
