import type { TAssessmentDetail, TAssessmentListItem } from '@readiness/contracts/assessment';
import type { Identity } from '@readiness/service';
import { answerRepository, assessmentRepository } from '../repositories/assessment.repository.ts';
import type { CoreContext } from './context.ts';
import { findOwnedAssessment, questionsOf, toDetail, toListItem } from './assessment-views.ts';

/** The caller's assessments, newest first. */
export async function listAssessments(ctx: CoreContext, identity: Identity): Promise<TAssessmentListItem[]> {
  return (await assessmentRepository.listByUser(ctx.db, identity.userId)).map(toListItem);
}

/** One of the caller's assessments with its questions, saved answers and progress. */
export async function getAssessment(
  ctx: CoreContext,
  identity: Identity,
  id: string,
): Promise<TAssessmentDetail> {
  const row = await findOwnedAssessment(ctx.db, id, identity.userId);
  return toDetail(row, await questionsOf(ctx, row), await answerRepository.list(ctx.db, row.id));
}
