import type { Db } from '../db.ts';
import { userDataRepository } from '../repositories/user-data.repository.ts';

/** This service's part of "Download my data": the profile copy and every assessment with its answers. */
export async function exportUserData(db: Db, userId: string) {
  const [profile, assessments] = await Promise.all([
    userDataRepository.profileOf(db, userId),
    userDataRepository.assessmentsWithAnswers(db, userId),
  ]);
  return {
    service: 'assessment',
    data: {
      profile: profile
        ? {
            firstName: profile.firstName,
            lastName: profile.lastName,
            company: profile.company,
            industry: profile.industry,
            companySize: profile.companySize,
          }
        : null,
      assessments: assessments.map((assessment) => ({
        id: assessment.id,
        title: assessment.title,
        kind: assessment.kind,
        status: assessment.status,
        industry: assessment.industry,
        companySize: assessment.companySize,
        createdAt: assessment.createdAt.toISOString(),
        completedAt: assessment.completedAt?.toISOString() ?? null,
        overallScore: assessment.overallScore,
        maturityLevel: assessment.maturityLevel,
        dimensionScores: assessment.dimensionScores,
        answers: assessment.answers.map((answer) => ({
          ...answer,
          answeredAt: answer.answeredAt.toISOString(),
        })),
        roadmapProgress: assessment.roadmapStates.map((state) => ({
          actionId: state.actionId,
          done: state.done,
          updatedAt: state.updatedAt.toISOString(),
        })),
        reports: assessment.reports.map((report) => ({
          kind: report.kind,
          createdAt: report.createdAt.toISOString(),
        })),
      })),
    },
  };
}

/** The admin's details dialog: how many assessments, and the last completed score. */
export async function getUserAssessmentSummary(db: Db, userId: string) {
  const { assessmentsCount, completedCount, last } = await userDataRepository.summaryOf(db, userId);
  return {
    assessmentsCount,
    completedCount,
    lastScore: last?.overallScore ?? null,
    lastCompletedAt: last?.completedAt?.toISOString() ?? null,
  };
}
