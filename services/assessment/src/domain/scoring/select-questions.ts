import { DIMENSIONS, type TAssessmentKind, type TQuestion } from '@readiness/contracts/assessment';

/**
 * The questions an assessment of this kind asks, in the order it asks them: dimension by dimension in the
 * contract order, and within a dimension in bank order. Quick asks only the question marked quick in each dimension.
 */
export function selectQuestions<T extends Pick<TQuestion, 'dimension' | 'isQuick'>>(
  bank: readonly T[],
  kind: TAssessmentKind,
): T[] {
  const chosen = kind === 'quick' ? bank.filter((question) => question.isQuick) : [...bank];
  const rank = (question: T) => DIMENSIONS.indexOf(question.dimension);
  return chosen
    .map((question, index) => ({ question, index }))
    .sort((a, b) => rank(a.question) - rank(b.question) || a.index - b.index)
    .map(({ question }) => question);
}
