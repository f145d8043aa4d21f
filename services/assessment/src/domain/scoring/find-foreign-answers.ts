import type { TAnswer } from '@readiness/contracts/assessment';

/** The question ids in a save request that are not questions of this assessment (a 400 when any). */
export function findForeignAnswers(
  questionIds: readonly string[],
  answers: readonly Pick<TAnswer, 'questionId'>[],
): string[] {
  const own = new Set(questionIds);
  return [...new Set(answers.map((answer) => answer.questionId).filter((id) => !own.has(id)))];
}
