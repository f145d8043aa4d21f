import type { TSaveAnswersRequest, TSaveAnswersResponse } from '@readiness/contracts/assessment';
import { AppError, badRequest, type Identity } from '@readiness/service';
import { answerRepository, assessmentRepository } from '../repositories/assessment.repository.ts';
import type { CoreContext } from './context.ts';
import { findOwnedAssessment } from './assessment-views.ts';
import { findForeignAnswers } from './scoring/find-foreign-answers.ts';

export const assessmentCompleted = () =>
  new AppError(
    'ASSESSMENT_COMPLETED',
    'This assessment has been submitted; its answers can no longer change',
  );

/** Saves (or changes) some answers of an assessment in progress; the others stay as they are. */
export async function saveAnswers(
  ctx: CoreContext,
  identity: Identity,
  id: string,
  input: TSaveAnswersRequest,
): Promise<TSaveAnswersResponse> {
  const row = await findOwnedAssessment(ctx.db, id, identity.userId);
  const foreign = findForeignAnswers(row.questionIds, input.answers);
  if (foreign.length > 0) {
    throw badRequest(`Not questions of this assessment: ${foreign.join(', ')}`, { questionIds: foreign });
  }
  const answered = await ctx.db.$transaction(async (tx) => {
    // The row lock orders this save against a concurrent submit: no answer lands after the scores are taken.
    if ((await assessmentRepository.lockStatus(tx, row.id)) !== 'in_progress') throw assessmentCompleted();
    await answerRepository.upsert(tx, row.id, input.answers, new Date());
    await assessmentRepository.touch(tx, row.id);
    return answerRepository.count(tx, row.id);
  });
  return { saved: input.answers.length, progress: { answered, total: row.questionIds.length } };
}
