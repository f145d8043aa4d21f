import { ADVICE_PART_LABELS, adviceProblems } from '@readiness/contracts/advice-rules';
import {
  ZUpdateQuestionRequest,
  type TActionEffort,
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
  allowsNotApplicable: boolean;
  businessOutcomes: string[];
  responseOptions: TResponseOption[];
  /** The four steps (to Developing, Defined, Managed, Optimised); all left blank means no written advice. */
  advice: AdviceStepValues[];
};

export type AdviceStepValues = { action: string; owner: string; effort: TActionEffort; doneWhen: string };

const BLANK_STEP: AdviceStepValues = { action: '', owner: '', effort: 'small', doneWhen: '' };

const isBlankStep = (step: AdviceStepValues) =>
  step.action.trim() === '' && step.owner.trim() === '' && step.doneWhen.trim() === '';

/** Whether the form holds no written advice at all (every step blank). */
export function isAdviceBlank(values: Pick<QuestionFormValues, 'advice'>): boolean {
  return values.advice.every(isBlankStep);
}

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
    allowsNotApplicable: question.allowsNotApplicable ?? false,
    businessOutcomes: [...question.businessOutcomes],
    responseOptions: question.responseOptions.map((option) => ({ ...option })),
    advice: question.advice
      ? question.advice.map((step) => ({ ...step }))
      : [0, 1, 2, 3].map(() => ({ ...BLANK_STEP })),
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
    // The quick question of a dimension always counts: it cannot be left out as not applicable.
    allowsNotApplicable: values.allowsNotApplicable && !values.isQuick,
    ...(isAdviceBlank(values)
      ? {}
      : {
          advice: values.advice.map((step) => ({
            action: step.action.trim(),
            owner: step.owner.trim(),
            effort: step.effort,
            doneWhen: step.doneWhen.trim(),
          })),
        }),
  };
}

/**
 * Checks the form with the contract the server applies (ZUpdateQuestionRequest) and the written advice with the
 * advice rules the server applies (advice-rules in the contracts), before anything is sent.
 */
export function validateQuestionForm(
  values: QuestionFormValues,
): { ok: true; question: TQuestion } | { ok: false; errors: QuestionFormErrors } {
  const question = toQuestion(values);
  const parsed = ZUpdateQuestionRequest.safeParse(question);
  if (parsed.success) {
    const problems = adviceProblems(parsed.data);
    if (problems.length === 0) return { ok: true, question: parsed.data };
    const errors: QuestionFormErrors = {};
    // Every problem of a field at once ("Done when is too short … and is phrased as an absence …").
    for (const problem of problems) {
      const known = errors[problem.field];
      errors[problem.field] = known
        ? `${known} and ${problem.problem}`
        : `${ADVICE_PART_LABELS[problem.part]} ${problem.problem}`;
    }
    return { ok: false, errors };
  }
  // Blank outcome rows are not sent, so an outcome's index in the question is not its row in the form.
  const outcomeRows = values.businessOutcomes.flatMap((outcome, row) => (outcome.trim() ? [row] : []));
  const errors: QuestionFormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    if (path[0] === 'businessOutcomes' && path[1] !== undefined)
      path[1] = String(outcomeRows[Number(path[1])]);
    const key = path.join('.') || 'form';
    errors[key] ??= describeIssue(issue);
  }
  return { ok: false, errors };
}

type ContractIssue = NonNullable<
  ReturnType<typeof ZUpdateQuestionRequest.safeParse>['error']
>['issues'][number];

/** What the fields are called on the form, for messages that name the field the contract's way. */
const FIELD_LABELS: Record<string, string> = {
  text: 'Question text',
  explanation: 'Explanation',
  category: 'Category',
  weight: 'Weight',
  roiCorrelation: 'ROI correlation',
  businessOutcomes: 'Business outcomes',
  responseOptions: 'Response options',
  description: 'Description',
  action: 'Action',
  owner: 'Owner',
  doneWhen: 'Done when',
  effort: 'Effort',
};

function labelOf(path: readonly PropertyKey[]): string {
  const last = path.findLast((part) => typeof part === 'string');
  if (path[0] === 'businessOutcomes' && path.length > 1) return 'Business outcome';
  return (typeof last === 'string' && FIELD_LABELS[last]) || 'This field';
}

/**
 * A contract issue in the form's words: "weight must be from 1 to 10" becomes "Weight must be from 1 to 10", and
 * length limits (which the contract leaves to zod's generic wording) say how many characters are allowed.
 */
export function describeIssue(issue: ContractIssue): string {
  const label = labelOf(issue.path);
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `${label} must be at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.path[0] !== 'advice')
    return `${label} is required`;
  if (issue.code === 'too_big' && issue.origin === 'array')
    return `${label}: at most ${String(issue.maximum)}`;
  if (issue.code === 'too_small' && issue.path.length === 1 && issue.path[0] === 'businessOutcomes')
    return 'Add at least one business outcome';
  const field = issue.path.findLast((part) => typeof part === 'string');
  const message =
    typeof field === 'string' && issue.message.startsWith(`${field} `)
      ? `${label}${issue.message.slice(field.length)}`
      : issue.message;
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
}
