import type { TRecentAssessment } from '@readiness/contracts/assessment';
import { assessmentRepository } from '../repositories/assessment.repository.ts';
import type { CoreContext } from './context.ts';

/** The admin dashboard's latest completed assessments, with the names auth announced when the users registered. */
export async function listRecentAssessments(ctx: CoreContext, limit: number): Promise<TRecentAssessment[]> {
  const rows = await assessmentRepository.recentCompleted(ctx.db, limit);
  return rows.map((row) => ({
    id: row.id,
    user: { firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
    company: row.company ?? '',
    industry: row.industry,
    companySize: row.companySize,
    kind: row.kind,
    totalScore: row.overallScore,
    maturityLevel: row.maturityLevel,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt.toISOString(),
  }));
}
