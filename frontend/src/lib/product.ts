/** Product constants of spec sections 1 and 9. */
export const ASSESSMENT_MINUTES = '20-30';
export const PREMIUM_PRICE_USD = 49;

export const DIMENSIONS = [
  'AI Strategy',
  'Data Management',
  'Technology Infrastructure',
  'Talent & Skills',
  'Governance & Ethics',
  'Change Management',
  'Risk Management',
  'Customer Experience',
  'Operations',
  'Innovation Culture',
  'Partnerships',
  'Regulatory Compliance',
  'Performance Measurement',
  'Resource Allocation',
  'Future Planning',
] as const;
