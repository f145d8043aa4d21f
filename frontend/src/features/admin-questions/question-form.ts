import {
  ZUpdateQuestionRequest,
  type TDimension,
  type TLevel,
  type TQuestion,
  type TResponseOption,
} from '@readiness/contracts/assessment';

/** The edit dialog's state: numbers stay the text the admin typed until the form is sent. */
export type QuestionFormValues = {
  id: string;
  text: string;
  explanation: string;
  dimension: TDimension;
  category: string;
  weight: string;
  roiCorrelation: string;
  businessImpact: TLevel;
  technicalComplexity: TLevel;
  isQuick: boolean;
  businessOutcomes: string[];
  responseOptions: TResponseOption[];
};

/** Field errors keyed by the question's path: `weight`, `businessOutcomes.1`, `responseOptions.2.description`. */
export type QuestionFormErrors = Partial<Record<string, string>>;

export function toFormValues(question: TQuestion): QuestionFormValues {
  return {
    id: question.id,
    text: question.text,
    explanation: question.explanation,
    dimension: question.dimension,
    category: question.category,
    weight: String(question.weight),
    roiCorrelation: String(question.roiCorrelation),
    businessImpact: question.businessImpact,
    technicalComplexity: question.technicalComplexity,
    isQuick: question.isQuick,
    businessOutcomes: [...question.businessOutcomes],
    responseOptions: question.responseOptions.map((option) => ({ ...option })),
  };
}

/** Spec section 5: a value that is not a number takes the field's default (weight 1, ROI correlation 0). */
export function numberOr(value: string, fallback: number): number {
  const parsed = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export const DEFAULT_WEIGHT = 1;
export const DEFAULT_ROI_CORRELATION = 0;

/** The question to send: numbers applied with their defaults, blank outcome rows dropped, texts trimmed. */
export function toQuestion(values: QuestionFormValues): TQuestion {
  return {
    id: values.id,
    text: values.text.trim(),
    explanation: values.explanation.trim(),
    dimension: values.dimension,
    category: values.category.trim(),
    weight: numberOr(values.weight, DEFAULT_WEIGHT),
    businessImpact: values.businessImpact,
    technicalComplexity: values.technicalComplexity,
    roiCorrelation: numberOr(values.roiCorrelation, DEFAULT_ROI_CORRELATION),
    businessOutcomes: values.businessOutcomes.map((outcome) => outcome.trim()).filter(Boolean),
    responseOptions: values.responseOptions.map((option) => ({
      ...option,
      description: option.description.trim(),
    })),
    isQuick: values.isQuick,
  };
}

/** Checks the form with the contract the server applies (ZUpdateQuestionRequest), before anything is sent. */
export function validateQuestionForm(
  values: QuestionFormValues,
): { ok: true; question: TQuestion } | { ok: false; errors: QuestionFormErrors } {
  const question = toQuestion(values);
  const parsed = ZUpdateQuestionRequest.safeParse(question);
  if (parsed.success) return { ok: true, question: parsed.data };
  // Blank outcome rows are not sent, so an outcome's index in the question is not its row in the form.
  const outcomeRows = values.businessOutcomes.flatMap((outcome, row) => (outcome.trim() ? [row] : []));
  const errors: QuestionFormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    if (path[0] === 'businessOutcomes' && path[1] !== undefined) path[1] = String(outcomeRows[Number(path[1])]);
    const key = path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
