import type { TAssessmentResults } from '@readiness/contracts/assessment';
import { AppError, conflict, type Identity } from '@readiness/service';
import { answerRepository, assessmentRepository } from '../repositories/assessment.repository.ts';
import { enqueueEvent } from '@readiness/bus';
import type { AssessmentContext } from './context.ts';
import { findOwnedAssessment, questionsOf } from './assessment-views.ts';
import { getResults } from './get-results.ts';
import { findMissingAnswers } from './scoring/find-missing-answers.ts';
import { scoreAssessment } from './scoring/score-assessment.ts';

/**
 * Submits a complete assessment: scores it with the questions of its own bank version, stores the scores and
 * announces `assessment.assessment.completed` in the same transaction. Answers the results the caller may see.
 */
export async function submitAssessment(
  ctx: AssessmentContext,
  identity: Identity,
  id: string,
): Promise<TAssessmentResults> {
  const row = await findOwnedAssessment(ctx.db, id, identity.userId);
  const questions = await questionsOf(ctx, row);
  await ctx.db.$transaction(async (tx) => {
    if ((await assessmentRepository.lockStatus(tx, row.id)) !== 'in_progress') {
      throw new AppError('ALREADY_SUBMITTED', 'This assessment has already been submitted');
    }
    const answers = await answerRepository.list(tx, row.id);
    const missing = findMissingAnswers(row.questionIds, answers);
    if (missing.length > 0) {
      throw conflict(`${missing.length} of ${row.questionIds.length} questions are not answered yet`, {
        missingQuestionIds: missing,
      });
    }
    const own = new Set(row.questionIds);
    const scores = scoreAssessment(
      questions,
      answers.filter((answer) => own.has(answer.questionId)),
    );
    const dimensionScores = Object.fromEntries(
      scores.dimensions.map((dimension) => [dimension.dimension, dimension.score]),
    );
    const completedAt = new Date();
    await assessmentRepository.complete(tx, row.id, {
      completedAt,
      overallScore: scores.overallScore,
      maturityLevel: scores.maturityLevel.level,
      dimensionScores,
    });
    await enqueueEvent(tx, 'assessment.assessment.completed', {
      assessmentId: row.id,
      userId: row.userId,
      kind: row.kind,
      industry: row.industry,
      companySize: row.companySize,
      bankVersion: row.bankVersion,
      overallScore: scores.overallScore,
      maturityLevel: scores.maturityLevel.name,
      dimensionScores,
      completedAt: completedAt.toISOString(),
    });
  });
  ctx.onEventsCommitted();
  ctx.logger.info({ assessmentId: row.id }, 'assessment submitted');
  return getResults(ctx, identity, row.id);
}
