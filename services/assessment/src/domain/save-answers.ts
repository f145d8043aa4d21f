import type { TSaveAnswersRequest, TSaveAnswersResponse } from '@readiness/contracts/assessment';
import { AppError, badRequest, type Identity } from '@readiness/service';
import { answerRepository, assessmentRepository } from '../repositories/assessment.repository.ts';
import type { CoreContext } from './context.ts';
import { findOwnedAssessment, questionsOf } from './assessment-views.ts';
import { findForeignAnswers } from './scoring/find-foreign-answers.ts';

export const assessmentCompleted = () =>
  new AppError(
    'ASSESSMENT_COMPLETED',
    'This assessment has been submitted; its answers can no longer change',
  );

/**
 * Saves (or changes) some answers of an assessment in progress; the others stay as they are. An answer is a level
 * 1-5 or "dont-know" on any question, or "not-applicable" on a question that allows it (otherwise a 400, nothing saved).
 */
export async function saveAnswers(
  ctx: CoreContext,
  identity: Identity,
  id: string,
  input: TSaveAnswersRequest,
): Promise<TSaveAnswersResponse> {
  const row = await findOwnedAssessment(ctx.db, id, identity.userId);
  // The limit follows the assessment's own questions (its bank version and kind), not a fixed number.
  if (input.answers.length > row.questionIds.length) {
    throw badRequest(`answers must hold at most ${row.questionIds.length} answers`);
  }
  const foreign = findForeignAnswers(row.questionIds, input.answers);
  if (foreign.length > 0) {
    throw badRequest(`Not questions of this assessment: ${foreign.join(', ')}`, { questionIds: foreign });
  }
  if (input.answers.some((answer) => answer.value === 'not-applicable')) {
    const allowing = new Set(
      (await questionsOf(ctx, row)).filter((q) => q.allowsNotApplicable).map((q) => q.id),
    );
    const refused = input.answers
      .filter((answer) => answer.value === 'not-applicable' && !allowing.has(answer.questionId))
      .map((answer) => answer.questionId);
    if (refused.length > 0) {
      throw badRequest(
        `"Not applicable" is not an answer to ${refused.join(', ')}: choose a level or "Don't know"`,
        { questionIds: refused },
      );
    }
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
