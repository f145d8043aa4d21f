import type { TUserStats } from '@readiness/contracts/assessment';

/** The figures of a user who has taken no assessment yet. */
export const EMPTY_STATS: TUserStats = {
  totalAssessments: 0,
  completedAssessments: 0,
  inProgressAssessmentId: null,
  latestAssessmentId: null,
  latestScore: null,
  latestMaturityLevel: null,
  scoreChange: null,
  implementationProgress: null,
  dimensionScores: [],
  recentAssessments: [],
  recommendedActions: [],
};
