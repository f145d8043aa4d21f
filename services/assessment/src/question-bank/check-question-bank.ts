import {
  DIMENSIONS,
  DIMENSION_LABELS,
  MAX_NOT_APPLICABLE_PER_DIMENSION,
  QUESTIONS_PER_DIMENSION,
  ZQuestion,
  type TQuestion,
} from '@readiness/contracts/assessment';

export interface TQuestionBankRules {
  /** Each dimension must hold exactly this many questions; null allows any number from 1. */
  questionsPerDimension: number | null;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The invariants a question bank must keep before it can be stored as a version: every question valid, unique
 * ids, no two questions or level descriptions alike, each dimension covered with exactly one quick question.
 * Returns the problems found (empty when the bank is sound).
 */
export function checkQuestionBank(
  questions: readonly TQuestion[],
  rules: TQuestionBankRules = { questionsPerDimension: QUESTIONS_PER_DIMENSION },
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const texts = new Map<string, string>();
  const descriptions = new Map<string, string>();

  for (const question of questions) {
    const parsed = ZQuestion.safeParse(question);
    if (!parsed.success) {
      problems.push(`${question.id}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    }
    if (ids.has(question.id)) problems.push(`${question.id}: the id is used more than once`);
    ids.add(question.id);

    const text = normalise(question.text);
    const sameText = texts.get(text);
    if (sameText) problems.push(`${question.id}: same text as ${sameText}`);
    texts.set(text, question.id);

    for (const option of question.responseOptions) {
      const description = normalise(option.description);
      const sameDescription = descriptions.get(description);
      if (sameDescription)
        problems.push(`${question.id}: level ${option.value} repeats a description of ${sameDescription}`);
      descriptions.set(description, `${question.id} level ${option.value}`);
    }
  }

  for (const dimension of DIMENSIONS) {
    const ofDimension = questions.filter((question) => question.dimension === dimension);
    const label = DIMENSION_LABELS[dimension];
    if (rules.questionsPerDimension !== null && ofDimension.length !== rules.questionsPerDimension) {
      problems.push(`${label}: has ${ofDimension.length} questions, needs ${rules.questionsPerDimension}`);
    } else if (ofDimension.length === 0) {
      problems.push(`${label}: has no questions`);
    }
    const quick = ofDimension.filter((question) => question.isQuick).length;
    if (quick !== 1) problems.push(`${label}: has ${quick} quick-assessment questions, needs exactly 1`);
    // "Not applicable" leaves a question out of its dimension's score: the quick assessment's only question of a
    // dimension may not be left out, and most of a dimension's questions must always count.
    for (const question of ofDimension) {
      if (question.isQuick && question.allowsNotApplicable)
        problems.push(`${question.id}: a quick-assessment question cannot allow "not applicable"`);
    }
    const optional = ofDimension.filter((question) => question.allowsNotApplicable).length;
    if (optional > MAX_NOT_APPLICABLE_PER_DIMENSION)
      problems.push(
        `${label}: ${optional} questions allow "not applicable", at most ${MAX_NOT_APPLICABLE_PER_DIMENSION} may`,
      );
  }
  return problems;
}
