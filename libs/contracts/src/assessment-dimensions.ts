// The dimensions and the seed bank's question counts: plain constants, no zod, so that a page that only counts
// (the landing page) does not load the schemas of assessment.ts. assessment.ts re-exports them.

/** The 15 dimensions, in the order the assessment walks through them. Stable slugs; labels below. */
export const DIMENSIONS = [
  'ai-strategy',
  'data-management',
  'technology-infrastructure',
  'talent-skills',
  'governance-ethics',
  'change-management',
  'risk-management',
  'customer-experience',
  'operations',
  'innovation-culture',
  'partnerships',
  'regulatory-compliance',
  'performance-measurement',
  'resource-allocation',
  'future-planning',
] as const;

/** The seed bank's shape. Counts shown or said come from the live bank (GET /api/questions/counts), not these. */
export const QUESTIONS_PER_DIMENSION = 5;
export const FULL_QUESTION_COUNT = DIMENSIONS.length * QUESTIONS_PER_DIMENSION; // 75
export const QUICK_QUESTION_COUNT = DIMENSIONS.length; // 15
