import type { TAssessmentDetail } from '@readiness/contracts/assessment';
import type { Identity } from '@readiness/service';
import { answerRepository } from '../repositories/assessment.repository.ts';
import type { CoreContext } from './context.ts';
import { findOwnedAssessment, questionsOf, toDetail } from './assessment-views.ts';

/** One of the caller's assessments with its questions, saved answers and progress. */
export async function getAssessment(
  ctx: CoreContext,
  identity: Identity,
  id: string,
): Promise<TAssessmentDetail> {
  const row = await findOwnedAssessment(ctx.db, id, identity.userId);
  return toDetail(row, await questionsOf(ctx, row), await answerRepository.list(ctx.db, row.id));
}
