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

  it('addresses every dimension that drives the ROI estimate in the recommendations and the roadmap', () => {
    // Everything at Initial: by gap × impact ÷ complexity, Operations and Performance Measurement rank 8th and
    // 12th, outside the top five, yet with AI Strategy they drive the ROI estimate.
    const results = buildResults(input({ answers: answerAll(FULL_QUESTIONS, 1) }));
    expect(results.roi!.drivers.map((d) => d.dimension)).toEqual([
      'ai-strategy',
      'operations',
      'performance-measurement',
    ]);
    const drivers = results.roi!.drivers;
    expect(drivers.length).toBe(3);
    expect(results.roi!.assumptions.join(' ')).toContain(drivers.map((d) => d.label).join(', '));
    const roadmapDimensions = new Set(
      results.roadmap!.phases.flatMap((p) => p.actions.map((a) => a.dimension)),
    );
    for (const driver of drivers) {
      const recommendation = results.recommendations.find((r) => r.id === driver.recommendationId);
      expect(recommendation?.dimension, driver.label).toBe(driver.dimension);
      expect(driver.note).toContain('Addressed by recommendation');
      expect(roadmapDimensions.has(driver.dimension)).toBe(true);
    }
  });

  it('says why a driver has no action when all its steps are done', () => {
    const answers = answerAll(FULL_QUESTIONS, (id) => (id.startsWith('resources-') ? 4 : 5));
    const done = FULL_QUESTIONS.filter((q) => q.id.startsWith('resources-')).map((q) => `${q.id}-l5`);
    const results = buildResults(input({ answers, doneActionIds: done }));
    const driver = results.roi!.drivers.find((d) => d.dimension === 'resource-allocation')!;
    expect(driver.recommendationId).toBeNull();
    expect(driver.note).toContain('already ticked done');
    expect(results.roadmap!.progress).toMatchObject({ done: 5 });
  });

  it('gives a perfect score sustain-and-lead advice, in the recommendations and the roadmap', () => {
    const results = buildResults(input({ answers: answerAll(FULL_QUESTIONS, 5) }));
    expect(results.overallScore).toBe(100);
    expect(results.recommendations.length).toBeGreaterThan(0);
    const actions = results.roadmap!.phases.flatMap((p) => p.actions);
    expect(actions.length).toBeGreaterThan(0);
    expect(results.roi!.drivers).toEqual([]);
    expect(ZAssessmentResults.parse(results)).toEqual(results);
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
    // What is next: the roadmap's first open action (a foundation in the first phase).
    const firstOpen = latest.roadmap!.phases.flatMap((p) => p.actions).find((a) => !a.done)!;
    expect(stats.recommendedActions[0]!.id).toBe(firstOpen.id);
    expect(stats.recommendedActions.map((a) => a.id)).not.toContain('infra-01-l2');
  });

  it('never lists an action ticked done on the dashboard: it shows what is next in the plan', () => {
    const before = buildUserStats(list, buildResults(input()));
    const first = before.recommendedActions[0]!.id;
    const after = buildUserStats(list, buildResults(input({ doneActionIds: [first] })));
    expect(after.recommendedActions.map((a) => a.id)).not.toContain(first);
    expect(after.recommendedActions).toHaveLength(3);
    // The next open actions of the roadmap, in its order.
    const latest = buildResults(input({ doneActionIds: [first] }));
    const open = latest.roadmap!.phases.flatMap((p) => p.actions).filter((a) => !a.done);
    expect(after.recommendedActions.map((a) => a.id)).toEqual(open.slice(0, 3).map((a) => a.id));
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
