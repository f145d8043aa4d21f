import type { TQuestion } from '@readiness/contracts/assessment';
import { seedAdvice } from '../question-bank/advice/index.ts';

/** A question with its written advice: its own, or the seed bank's for a seed question. */
export function withAdvice(question: TQuestion): TQuestion {
  if (question.advice) return question;
  const advice = seedAdvice(question.dimension, question.id);
  return advice ? { ...question, advice } : question;
}
