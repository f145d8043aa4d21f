// Shared by the tests of this folder only.
import { ANSWER_VALUES, type TAnswer, type TQuestion } from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { QUESTION_BANK } from '../../question-bank/questions.ts';
import { selectQuestions } from './select-questions.ts';

export const FULL_QUESTIONS = selectQuestions(QUESTION_BANK, 'full');
export const QUICK_QUESTIONS = selectQuestions(QUESTION_BANK, 'quick');

export function answerAll(
  questions: readonly Pick<TQuestion, 'id'>[],
  value: number | ((id: string) => number),
): TAnswer[] {
  return questions.map((question) => ({
    questionId: question.id,
    value: typeof value === 'number' ? value : value(question.id),
  }));
}

/** Arbitrary: one answer value per question of the given set. */
export function arbitraryAnswers(questions: readonly Pick<TQuestion, 'id'>[]): fc.Arbitrary<TAnswer[]> {
  return fc
    .array(fc.constantFrom(...ANSWER_VALUES), { minLength: questions.length, maxLength: questions.length })
    .map((values) =>
      questions.map((question, index) => ({ questionId: question.id, value: values[index]! })),
    );
}

/** Arbitrary: the quick or the full question set. */
export const arbitraryQuestionSet = fc.constantFrom(QUICK_QUESTIONS, FULL_QUESTIONS);
