import {
  DIMENSION_LABELS,
  type TAssessmentListItem,
  type TAssessmentResults,
  type TDimension,
  type TUserStats,
} from '@readiness/contracts/assessment';

export const RECENT_ASSESSMENT_COUNT = 3;
export const RECOMMENDED_ACTION_COUNT = 3;

/**
 * The dashboard's figures from the owner's assessments and the results of their latest completed one (null
 * when none is completed). Implementation progress is null when the roadmap is locked or there is no result.
 */
export function buildUserStats(
  assessments: readonly TAssessmentListItem[],
  latest: TAssessmentResults | null,
): TUserStats {
  const newestFirst = [...assessments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const inProgress = newestFirst.find((assessment) => assessment.status === 'in_progress');
  return {
    totalAssessments: assessments.length,
    completedAssessments: assessments.filter((assessment) => assessment.status === 'completed').length,
    inProgressAssessmentId: inProgress?.id ?? null,
    latestAssessmentId: latest?.assessmentId ?? null,
    latestScore: latest?.overallScore ?? null,
    latestMaturityLevel: latest?.maturityLevel ?? null,
    scoreChange: latest?.previous?.overallChange ?? null,
    implementationProgress: latest?.roadmap?.progress ?? null,
    dimensionScores:
      latest?.dimensions.map(({ dimension, score }) => ({
        dimension,
        label: DIMENSION_LABELS[dimension],
        score,
      })) ?? [],
    recentAssessments: newestFirst.slice(0, RECENT_ASSESSMENT_COUNT),
    recommendedActions: latest
      ? nextActions(latest)
          .slice(0, RECOMMENDED_ACTION_COUNT)
          .map(({ id, title, dimension }) => ({ id, title, dimension, assessmentId: latest.assessmentId }))
      : [],
  };
}

/**
 * What is next: the roadmap's open actions in plan order (earliest phase, foundations first) when the roadmap is
 * unlocked, otherwise the first action of each recommendation. Actions ticked done are never among them.
 */
function nextActions(latest: TAssessmentResults): { id: string; title: string; dimension: TDimension }[] {
  if (latest.roadmap) {
    return latest.roadmap.phases.flatMap((phase) => phase.actions.filter((action) => !action.done));
  }
  return latest.recommendations.flatMap((recommendation) => recommendation.actions.slice(0, 1));
}
