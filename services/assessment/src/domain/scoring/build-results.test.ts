import { ZAssessmentResults, ZUserStats, type TAssessmentListItem } from '@readiness/contracts/assessment';
import { describe, expect, it } from 'vitest';
import { buildResults, type TBuildResultsInput } from './build-results.ts';
import { buildUserStats } from './build-user-stats.ts';
import type { TPeerResult } from './compute-benchmark.ts';
import { FULL_QUESTIONS, QUICK_QUESTIONS, answerAll } from './test-fixtures.ts';

const ID = '11111111-1111-4111-8111-111111111111';
const PREVIOUS_ID = '22222222-2222-4222-8222-222222222222';

function input(overrides: Partial<TBuildResultsInput> = {}): TBuildResultsInput {
  return {
    assessment: {
      id: ID,
      kind: 'full',
      industry: 'manufacturing',
      companySize: '201-1000',
      bankVersion: 3,
      completedAt: '2026-11-21T12:00:00.000Z',
    },
    questions: FULL_QUESTIONS,
    // weak data and infrastructure, everything else Managed
    answers: answerAll(FULL_QUESTIONS, (id) =>
      id.startsWith('data-') ? 2 : id.startsWith('infra-') ? 1 : 4,
    ),
    peers: [],
    previous: null,
    doneActionIds: [],
    isPremium: true,
    ...overrides,
  };
}

describe('buildResults', () => {
  it('gives premium users everything, valid against the contract', () => {
    const results = buildResults(input({ doneActionIds: ['data-01-l3'] }));
    expect(ZAssessmentResults.parse(results)).toEqual(results);
    expect(results.locked).toEqual([]);
    expect(results.dimensions).toHaveLength(15);
    expect(results.dimensions.find((d) => d.dimension === 'data-management')).toMatchObject({
      score: 25,
      change: null,
    });
    expect(results.dimensions.every((d) => d.benchmark?.source === 'reference')).toBe(true);
    expect(results.benchmark.source).toBe('reference');
    expect(results.roi!.expected).toBeGreaterThan(0);
    expect(results.recommendations.map((r) => r.dimension).slice(0, 2)).toEqual(
      expect.arrayContaining(['technology-infrastructure', 'data-management']),
    );
    expect(results.roadmap!.progress.done).toBe(1);
    expect(results.previous).toBeNull();
  });

  it('leaves the locked parts out for free users and names them', () => {
    const results = buildResults(input({ isPremium: false }));
    expect(ZAssessmentResults.parse(results)).toEqual(results);
    expect(results.locked).toEqual([
      'dimensionBenchmarks',
      'roi',
      'roadmap',
      'allRecommendations',
      'fullReport',
    ]);
    expect(results.roi).toBeUndefined();
    expect(results.roadmap).toBeUndefined();
    expect(results.dimensions.every((d) => d.benchmark === undefined)).toBe(true);
    expect(results.recommendations).toHaveLength(3);
    expect(results.benchmark).toBeDefined();
  });

  it('does not claim more recommendations are locked when there are no more', () => {
    const answers = answerAll(QUICK_QUESTIONS, (id) => (id === 'data-01' ? 2 : 5));
    const results = buildResults(input({ isPremium: false, questions: QUICK_QUESTIONS, answers }));
    expect(results.recommendations).toHaveLength(1);
    expect(results.locked).not.toContain('allRecommendations');
  });

  it('benchmarks against peers and shows the change since the previous assessment', () => {
    const peers: TPeerResult[] = [20, 30, 40, 50, 60].map((score) => ({
      industry: 'manufacturing',
      overallScore: score,
      dimensionScores: { operations: score },
    }));
    const results = buildResults(
      input({
        peers,
        previous: {
          assessmentId: PREVIOUS_ID,
          completedAt: '2026-06-01T12:00:00.000Z',
          overallScore: 50,
          dimensions: [{ dimension: 'operations', score: 60 }],
        },
      }),
    );
    // 13 dimensions at 75, data 25, infrastructure 0 → (975 + 25) / 15 = 66.7
    expect(results.overallScore).toBe(66.7);
    expect(results.benchmark).toMatchObject({
      source: 'industry',
      cohortSize: 5,
      percentile: 100,
      average: 40,
    });
    const operations = results.dimensions.find((d) => d.dimension === 'operations')!;
    expect(operations.change).toBe(15);
    expect(operations.benchmark).toMatchObject({ source: 'industry', percentile: 100 });
    expect(results.dimensions.find((d) => d.dimension === 'partnerships')!.change).toBeNull();
    expect(results.previous).toEqual({
      assessmentId: PREVIOUS_ID,
      completedAt: '2026-06-01T12:00:00.000Z',
      overallScore: 50,
      overallChange: 16.7,
    });
  });
});

describe('buildUserStats', () => {
  const item = (
    id: string,
    createdAt: string,
    status: TAssessmentListItem['status'],
  ): TAssessmentListItem => ({
    id,
    title: 'Assessment',
    status,
    kind: 'quick',
    industry: 'manufacturing',
    companySize: '201-1000',
    createdAt,
    completedAt: status === 'completed' ? createdAt : null,
    overallScore: status === 'completed' ? 50 : null,
  });
  const list = [
    item('11111111-1111-4111-8111-111111111111', '2026-11-21T10:00:00.000Z', 'completed'),
    item('22222222-2222-4222-8222-222222222222', '2026-06-01T10:00:00.000Z', 'completed'),
    item('33333333-3333-4333-8333-333333333333', '2026-11-22T10:00:00.000Z', 'in_progress'),
    item('44444444-4444-4444-8444-444444444444', '2026-01-01T10:00:00.000Z', 'completed'),
  ];

  it('sums up the assessments and the latest results for the dashboard', () => {
    const latest = buildResults(input({ doneActionIds: ['infra-01-l2'] }));
    const stats = buildUserStats(list, latest);
    expect(ZUserStats.parse(stats)).toEqual(stats);
    expect(stats).toMatchObject({
      totalAssessments: 4,
      completedAssessments: 3,
      inProgressAssessmentId: '33333333-3333-4333-8333-333333333333',
      latestAssessmentId: ID,
      latestScore: latest.overallScore,
      scoreChange: null,
    });
    expect(stats.recentAssessments.map((a) => a.id)).toEqual([
      '33333333-3333-4333-8333-333333333333',
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
    ]);
    expect(stats.dimensionScores).toHaveLength(15);
    expect(stats.implementationProgress).toMatchObject({ done: 1 });
    expect(stats.recommendedActions).toHaveLength(3);
    expect(stats.recommendedActions[0]!.id).toBe(latest.recommendations[0]!.actions[0]!.id);
  });

  it('has no score figures before the first completed assessment, and no progress when the roadmap is locked', () => {
    expect(buildUserStats([], null)).toMatchObject({
      totalAssessments: 0,
      latestScore: null,
      implementationProgress: null,
      dimensionScores: [],
      recommendedActions: [],
    });
    expect(buildUserStats(list, buildResults(input({ isPremium: false }))).implementationProgress).toBeNull();
  });
});
