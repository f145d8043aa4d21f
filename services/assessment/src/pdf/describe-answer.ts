import { RESPONSE_LEVEL_LABELS, type TQuestion } from '@readiness/contracts/assessment';

/** An answer as given: a level 1-5 (and, once the bank offers them, "dont-know" or "not-applicable"). */
export interface TReportAnswer {
  questionId: string;
  value: number | string;
}

/**
 * How the report's appendix states an answer: "Level 3: Defined – <what that level says about the practice>".
 * The one place the report turns an answer into words.
 */
export function describeAnswer(value: number | string, question: Pick<TQuestion, 'responseOptions'>): string {
  if (typeof value !== 'number') return value;
  const option = question.responseOptions.find((candidate) => candidate.value === value);
  const label = option?.label ?? RESPONSE_LEVEL_LABELS[value - 1];
  return option ? `Level ${value}: ${label} – ${option.description}` : `Level ${value}: ${label}`;
}
