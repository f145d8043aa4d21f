import type { TQuestion } from '@readiness/contracts/assessment';

const FIELDS: ReadonlyArray<keyof TQuestion> = [
  'id',
  'text',
  'explanation',
  'dimension',
  'category',
  'weight',
  'businessImpact',
  'technicalComplexity',
  'roiCorrelation',
  'businessOutcomes',
  'responseOptions',
  'isQuick',
  'allowsNotApplicable',
];

/** Whether two questions are the same in every field (key order and option key order aside). */
export function isSameQuestion(a: TQuestion, b: TQuestion): boolean {
  return FIELDS.every((field) => {
    if (field === 'responseOptions') {
      return (
        a.responseOptions.length === b.responseOptions.length &&
        a.responseOptions.every(
          (option, index) =>
            option.value === b.responseOptions[index]?.value &&
            option.label === b.responseOptions[index]?.label &&
            option.description === b.responseOptions[index]?.description,
        )
      );
    }
    if (field === 'allowsNotApplicable') return Boolean(a[field]) === Boolean(b[field]);
    return JSON.stringify(a[field]) === JSON.stringify(b[field]);
  });
}

/**
 * Puts changed and new questions into a bank: a changed one keeps its place, a new one goes after the last
 * question of its dimension. A question newly marked quick becomes its dimension's only quick question, unless
 * another question of the same change is marked quick there too (the bank check then rejects the pair).
 */
export function applyQuestionChanges(bank: readonly TQuestion[], changes: readonly TQuestion[]): TQuestion[] {
  const next = [...bank];
  for (const change of changes) {
    const index = next.findIndex((question) => question.id === change.id);
    if (index >= 0) {
      // A change that does not mention "not applicable" (an older export, an admin form without it) keeps the flag.
      next[index] =
        change.allowsNotApplicable === undefined
          ? { ...change, allowsNotApplicable: next[index]!.allowsNotApplicable ?? false }
          : change;
    } else {
      let last = -1;
      next.forEach((question, position) => {
        if (question.dimension === change.dimension) last = position;
      });
      next.splice(last >= 0 ? last + 1 : next.length, 0, change);
    }
  }
  const changedIds = new Set(changes.map((change) => change.id));
  const quickDimensions = new Set(
    changes.filter((change) => change.isQuick).map((change) => change.dimension),
  );
  return next.map((question) =>
    question.isQuick && quickDimensions.has(question.dimension) && !changedIds.has(question.id)
      ? { ...question, isQuick: false }
      : question,
  );
}
