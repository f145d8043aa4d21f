import {
  DIMENSIONS,
  DIMENSION_LABELS,
  type TAssessmentDetail,
  type TQuestion,
} from '@readiness/contracts/assessment';

/** The questions of an assessment as its taker sees them: one section per dimension, no weights or ROI figures. */
export function groupIntoSections(questions: readonly TQuestion[]): TAssessmentDetail['sections'] {
  return DIMENSIONS.map((dimension) => ({
    dimension,
    label: DIMENSION_LABELS[dimension],
    questions: questions
      .filter((question) => question.dimension === dimension)
      .map(({ id, text, explanation, category, responseOptions, allowsNotApplicable }) => ({
        id,
        text,
        explanation,
        category,
        options: responseOptions.map((option) => ({ ...option })),
        allowsNotApplicable: allowsNotApplicable ?? false,
      })),
  })).filter((section) => section.questions.length > 0);
}
