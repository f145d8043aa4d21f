import {
  DIMENSION_LABELS,
  DIMENSIONS,
  MATURITY_LEVEL_NAMES,
  type TAssessmentResults,
  type TBenchmark,
  type TMaturityLevel,
} from '@readiness/contracts/assessment';
import { ASSESSMENT_ID } from '../assessment/test-fixtures.ts';

export { ASSESSMENT_ID };

const level = (value: number): TMaturityLevel => ({
  level: value,
  name: MATURITY_LEVEL_NAMES[value - 1]!,
  description: `Description of level ${value}.`,
});

/** Scores 20, 25, ... 90 across the 15 dimensions, so each is told apart. */
const SCORES = DIMENSIONS.map((_, index) => 20 + index * 5);

const OVERALL_BENCHMARK: TBenchmark = {
  percentile: 62,
  average: 51.5,
  cohortSize: 23,
  source: 'industry',
  label: '23 Healthcare organisations',
  standing: 'above 15 of the 23 organisations compared',
};

/** The results a premium user gets: every part. */
export const PREMIUM_RESULTS: TAssessmentResults = {
  assessmentId: ASSESSMENT_ID,
  kind: 'quick',
  industry: 'healthcare',
  companySize: '51-200',
  bankVersion: 1,
  completedAt: '2026-03-02T10:00:00.000Z',
  overallScore: 55,
  maturityLevel: level(3),
  dimensions: DIMENSIONS.map((dimension, index) => ({
    dimension,
    label: DIMENSION_LABELS[dimension],
    score: SCORES[index]!,
    maturityLevel: level(Math.min(5, Math.floor(SCORES[index]! / 20) + 1)),
    benchmark: {
      percentile: 40 + index,
      average: 47.5,
      cohortSize: 23,
      source: 'industry',
      label: '23 Healthcare organisations',
      standing: `above ${9 + index} of the 23 organisations compared`,
    },
    change: null,
  })),
  benchmark: OVERALL_BENCHMARK,
  roi: {
    currency: 'USD',
    low: 850_000,
    expected: 1_200_000,
    high: 2_400_000,
    paybackMonths: 7,
    assumptions: ['A company of 51-200 employees', 'Healthcare margins'],
    drivers: [
      {
        dimension: 'ai-strategy',
        label: 'AI Strategy',
        recommendationId: 'rec-ai-strategy',
        note: 'Addressed by recommendation 1 (Write down an AI strategy) with 1 action in the roadmap.',
      },
      {
        dimension: 'partnerships',
        label: 'Partnerships',
        recommendationId: null,
        note: 'No open action addresses Partnerships: every step this plan would recommend for it is already ticked done.',
      },
    ],
  },
  recommendations: [
    {
      id: 'rec-ai-strategy',
      dimension: 'ai-strategy',
      title: 'Write down an AI strategy',
      rationale: 'Your weakest dimension, with a high business impact.',
      priority: 'high',
      priorityScore: 9,
      actions: [
        {
          id: 'act-ai-strategy-q',
          title: 'Agree the AI vision with the board',
          questionId: 'ai-strategy-q',
          dimension: 'ai-strategy',
          fromLevel: 1,
          toLevel: 2,
          technicalComplexity: 'low',
          kind: 'improve',
          action: 'Hold a half-day leadership workshop and write down three AI ambitions.',
          owner: 'Chief Executive',
          effort: 'small',
          evidence: 'AI ambitions appear in a board paper.',
        },
      ],
    },
    {
      id: 'rec-data-management',
      dimension: 'data-management',
      title: 'Catalogue your data',
      rationale: 'Data is the ground every AI use stands on.',
      priority: 'medium',
      priorityScore: 6,
      actions: [],
    },
    {
      id: 'rec-operations',
      dimension: 'operations',
      title: 'Automate one operational process',
      rationale: 'A visible first win.',
      priority: 'low',
      priorityScore: 3,
      actions: [],
    },
  ],
  roadmap: {
    phases: [
      {
        name: '0-3 months',
        actions: [
          {
            id: 'act-ai-strategy-q',
            title: 'Agree the AI vision with the board',
            dimension: 'ai-strategy',
            done: true,
            owner: 'Chief Executive',
            effort: 'small',
            reason: 'Foundation: quick win that later work builds on.',
          },
        ],
      },
      {
        name: '3-9 months',
        actions: [
          {
            id: 'act-data-q',
            title: 'Appoint data owners',
            dimension: 'data-management',
            done: false,
            owner: 'Chief Data Officer',
            effort: 'medium',
            reason: 'Medium effort (one to two quarters) at low technical complexity: fits 3-9 months.',
          },
        ],
      },
      { name: '9-18 months', actions: [] },
    ],
    progress: { done: 1, total: 2, percent: 50 },
  },
  previous: null,
  knowledgeGaps: [],
  notApplicable: [],
  locked: [],
};

/** The results a free user gets: the premium parts absent and named in `locked`, the top recommendations only. */
export const FREE_RESULTS: TAssessmentResults = {
  ...PREMIUM_RESULTS,
  dimensions: PREMIUM_RESULTS.dimensions.map(({ benchmark: _benchmark, ...dimension }) => dimension),
  roi: undefined,
  roadmap: undefined,
  recommendations: PREMIUM_RESULTS.recommendations.slice(0, 2),
  locked: ['dimensionBenchmarks', 'roi', 'roadmap', 'allRecommendations', 'fullReport'],
};
