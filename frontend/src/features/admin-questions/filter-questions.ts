import type { TDimension, TQuestion } from '@readiness/contracts/assessment';

export type QuestionFilter = { search: string; dimension: TDimension | '' };

/** The search box looks in the id (e.g. strategy-04), the text, the explanation and the business outcomes, ignoring case. */
export function filterQuestions(
  questions: readonly TQuestion[],
  { search, dimension }: QuestionFilter,
): TQuestion[] {
  const needle = search.trim().toLowerCase();
  return questions.filter(
    (question) =>
      (dimension === '' || question.dimension === dimension) &&
      (needle === '' ||
        [question.id, question.text, question.explanation, ...question.businessOutcomes].some((field) =>
          field.toLowerCase().includes(needle),
        )),
  );
}

/** Spec: a card shows the first 3 business outcomes, then '+N more'. */
export const VISIBLE_OUTCOMES = 3;

export function splitOutcomes(outcomes: readonly string[]): { shown: string[]; hidden: string[] } {
  return { shown: outcomes.slice(0, VISIBLE_OUTCOMES), hidden: outcomes.slice(VISIBLE_OUTCOMES) };
}

/** ROI correlation (0-1) as the card shows it: a whole percentage. */
export function formatRoiCorrelation(value: number): string {
  return `${Math.round(value * 100)}%`;
}
