import type { TAnswer } from '@readiness/contracts/assessment';

/** The ids of the assessment's questions still unanswered, in question order (the 409 of submit lists them). */
export function findMissingAnswers(
  questionIds: readonly string[],
  answers: readonly Pick<TAnswer, 'questionId'>[],
): string[] {
  const answered = new Set(answers.map((answer) => answer.questionId));
  return questionIds.filter((id) => !answered.has(id));
}
