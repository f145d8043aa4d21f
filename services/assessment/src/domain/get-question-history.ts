import type { TQuestionHistory } from '@readiness/contracts/assessment';
import { notFound } from '@readiness/service';
import { questionRepository } from '../repositories/question.repository.ts';
import type { CoreContext } from './context.ts';

/** Who changed a question, in which bank version, which fields and why, newest first (the seed is not a change). */
export async function getQuestionHistory(ctx: CoreContext, questionId: string): Promise<TQuestionHistory> {
  if (!(await questionRepository.isKnown(ctx.db, questionId))) {
    throw notFound(`No question "${questionId}" in any bank version`);
  }
  return { questionId, changes: await questionRepository.listChanges(ctx.db, questionId) };
}
