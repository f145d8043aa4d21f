import type { TAssessmentListItem } from '@readiness/contracts/assessment';
import type { Identity } from '@readiness/service';
import { assessmentRepository } from '../repositories/assessment.repository.ts';
import type { CoreContext } from './context.ts';
import { toListItem } from './assessment-views.ts';

/** The caller's assessments, newest first. */
export async function listAssessments(ctx: CoreContext, identity: Identity): Promise<TAssessmentListItem[]> {
  return (await assessmentRepository.listByUser(ctx.db, identity.userId)).map(toListItem);
}
