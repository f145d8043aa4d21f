import { RESPONSE_LEVEL_LABELS, type TQuestion } from '@readiness/contracts/assessment';

/** A valid question of the bank; override what a test is about. */
export function makeQuestion(overrides: Partial<TQuestion> = {}): TQuestion {
  const id = overrides.id ?? 'strategy-01';
  return {
    id,
    text: `Does the organisation have a written AI strategy? (${id})`,
    explanation: 'A written strategy ties AI work to business goals.',
    dimension: 'ai-strategy',
    category: 'Vision',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.7,
    businessOutcomes: ['Faster decisions', 'Aligned investment'],
    responseOptions: RESPONSE_LEVEL_LABELS.map((label, index) => ({
      value: index + 1,
      label,
      description: `Level ${index + 1} practice for ${id}.`,
    })),
    isQuick: true,
    allowsNotApplicable: false,
    ...overrides,
  };
}
