import {
  answerLabel,
  type TGivenAnswer,
  type TGivenAnswerValue,
  type TQuestion,
} from '@readiness/contracts/assessment';

export type TReportAnswer = Pick<TGivenAnswer, 'questionId' | 'value'>;

/**
 * How the report's appendix states an answer: the label every screen uses (answerLabel: "Level 3: Defined",
 * "Don't know", "Not applicable"), and for a level, what that level says about the practice.
 */
export function describeAnswer(
  value: TGivenAnswerValue,
  question: Pick<TQuestion, 'responseOptions'>,
): string {
  const label = answerLabel(value, question.responseOptions);
  const option =
    typeof value === 'number'
      ? question.responseOptions.find((candidate) => candidate.value === value)
      : undefined;
  return option ? `${label} – ${option.description}` : label;
}
