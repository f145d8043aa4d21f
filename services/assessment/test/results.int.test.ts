import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAssessmentResults,
  ZUpdateRoadmapActionResponse,
  ZUserStats,
  type TAssessmentResults,
} from '@readiness/contracts/assessment';
import {
  begin,
  call,
  completeAssessment,
  startAssessmentService,
  type RunningAssessment,
  type TestUser,
} from './harness.ts';

let app: RunningAssessment;

beforeAll(async () => {
  app = await startAssessmentService();
});
afterAll(async () => {
  await app?.stop();
});

/** Uneven answers, so that dimensions differ and recommendations have something to rank. */
const uneven = (_id: string, index: number) => [1, 2, 3, 4, 2, 1, 3][index % 7]!;

async function resultsOf(user: TestUser, id: string) {
  const response = await call<TAssessmentResults>(
    app.url,
    'GET',
    `/api/assessments/${id}/results`,
    undefined,
    user.headers,
  );
  expect(response.status).toBe(200);
  return ZAssessmentResults.parse(response.data);
}

describe('results by tier', () => {
  it('free users get scores, the overall benchmark and the top 3 recommendations; the rest is absent and named in locked', async () => {
    const user = await app.user();
    const detail = await begin(app, user, { industry: 'retail', companySize: '51-200' });
    await completeAssessment(app, user, detail, uneven);
    const results = await resultsOf(user, detail.id);

    expect(results.dimensions).toHaveLength(15);
    for (const dimension of results.dimensions) {
      expect(dimension.score).toBeGreaterThanOrEqual(0);
      expect(dimension.score).toBeLessThanOrEqual(100);
      expect(dimension).not.toHaveProperty('benchmark');
      expect(dimension.change).toBeNull();
    }
    expect(results.benchmark).toMatchObject({ source: 'reference', cohortSize: 0 });
    expect(results).not.toHaveProperty('roi');
    expect(results).not.toHaveProperty('roadmap');
    expect(results.recommendations.length).toBeGreaterThan(0);
    expect(results.recommendations.length).toBeLessThanOrEqual(3);
    expect(results.locked).toEqual(
      expect.arrayContaining(['dimensionBenchmarks', 'roi', 'roadmap', 'fullReport']),
    );
    expect(results.previous).toBeNull();
  });

  it('premium users get per-dimension benchmarks, ROI, every recommendation and the roadmap', async () => {
    const user = await app.user({ tier: 'premium' });
    const detail = await begin(app, user, {
      kind: 'full',
      industry: 'financial-services',
      companySize: '1001-5000',
    });
    await completeAssessment(app, user, detail, uneven);
    const results = await resultsOf(user, detail.id);

    expect(results.locked).toEqual([]);
    expect(results.kind).toBe('full');
    expect(results.dimensions.every((dimension) => dimension.benchmark !== undefined)).toBe(true);
    expect(results.roi).toMatchObject({ currency: 'USD' });
    expect(results.roi!.low).toBeLessThanOrEqual(results.roi!.expected);
    expect(results.roi!.expected).toBeLessThanOrEqual(results.roi!.high);
    expect(results.roi!.assumptions.length).toBeGreaterThan(3);
    expect(results.recommendations.length).toBeGreaterThan(3);
    expect(results.roadmap!.phases.map((phase) => phase.name)).toEqual([
      '0-3 months',
      '3-9 months',
      '9-18 months',
    ]);
    const actions = results.roadmap!.phases.flatMap((phase) => phase.actions);
    expect(actions.length).toBeGreaterThan(0);
    expect(results.roadmap!.progress).toEqual({ done: 0, total: actions.length, percent: 0 });
  });
});

describe('roadmap and progress', () => {
  let user: TestUser;
  let id: string;
  let actionIds: string[];

  beforeAll(async () => {
    user = await app.user({ tier: 'premium' });
    const detail = await begin(app, user, { industry: 'healthcare', companySize: '201-1000' });
    await completeAssessment(app, user, detail, uneven);
    id = detail.id;
    actionIds = (await resultsOf(user, id)).roadmap!.phases.flatMap((phase) =>
      phase.actions.map((action) => action.id),
    );
  });

  it('ticks actions off and back; implementation progress is the share ticked', async () => {
    const total = actionIds.length;
    const first = await call(
      app.url,
      'PATCH',
      `/api/assessments/${id}/roadmap/${actionIds[0]}`,
      { done: true },
      user.headers,
    );
    expect(first.status).toBe(200);
    expect(ZUpdateRoadmapActionResponse.parse(first.data)).toEqual({
      actionId: actionIds[0],
      done: true,
      progress: { done: 1, total, percent: Math.round(100 / total) },
    });
    await call(
      app.url,
      'PATCH',
      `/api/assessments/${id}/roadmap/${actionIds[1]}`,
      { done: true },
      user.headers,
    );
    const results = await resultsOf(user, id);
    const ticked = results.roadmap!.phases.flatMap((phase) => phase.actions).filter((action) => action.done);
    expect(ticked.map((action) => action.id).sort()).toEqual([actionIds[0], actionIds[1]].sort());
    expect(results.roadmap!.progress.done).toBe(2);

    const undone = await call(
      app.url,
      'PATCH',
      `/api/assessments/${id}/roadmap/${actionIds[1]}`,
      { done: false },
      user.headers,
    );
    expect(undone.data).toMatchObject({ done: false, progress: { done: 1, total } });

    const stats = ZUserStats.parse(
      (await call(app.url, 'GET', '/api/user/stats', undefined, user.headers)).data,
    );
    expect(stats.implementationProgress).toEqual({ done: 1, total, percent: Math.round(100 / total) });
  });

  it('refuses unknown actions (404), bad bodies (400), unfinished assessments (409) and free users (403)', async () => {
    const unknown = await call(
      app.url,
      'PATCH',
      `/api/assessments/${id}/roadmap/no-such-action`,
      { done: true },
      user.headers,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.data.error).toMatch(/No action "no-such-action"/);
    for (const body of [{}, { done: 'yes' }, { done: true, extra: 1 }]) {
      const bad = await call(
        app.url,
        'PATCH',
        `/api/assessments/${id}/roadmap/${actionIds[0]}`,
        body,
        user.headers,
      );
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const badId = await call(
      app.url,
      'PATCH',
      `/api/assessments/${id}/roadmap/Not%20An%20Id`,
      { done: true },
      user.headers,
    );
    expect(badId.status).toBe(400);

    const open = await begin(app, user, { industry: 'healthcare', companySize: '201-1000' });
    const unfinished = await call(
      app.url,
      'PATCH',
      `/api/assessments/${open.id}/roadmap/${actionIds[0]}`,
      { done: true },
      user.headers,
    );
    expect(unfinished.status).toBe(409);

    const freeUser = await app.user();
    const freeDetail = await begin(app, freeUser);
    await completeAssessment(app, freeUser, freeDetail, uneven);
    const freeAction = (await resultsOf(freeUser, freeDetail.id)).recommendations[0]!.actions[0]!.id;
    const refused = await call(
      app.url,
      'PATCH',
      `/api/assessments/${freeDetail.id}/roadmap/${freeAction}`,
      { done: true },
      freeUser.headers,
    );
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe('PREMIUM_REQUIRED');
  });
});

describe('changes against the previous assessment, and the dashboard stats', () => {
  it('shows each score change since the previous completed assessment', async () => {
    const user = await app.user({ tier: 'premium' });
    const before = await begin(app, user, { industry: 'logistics', companySize: '51-200' });
    await completeAssessment(app, user, before, () => 2);
    const after = await begin(app, user, { industry: 'logistics', companySize: '51-200' });
    await completeAssessment(app, user, after, () => 4);

    const results = await resultsOf(user, after.id);
    expect(results.overallScore).toBe(75);
    expect(results.previous).toMatchObject({ assessmentId: before.id, overallScore: 25, overallChange: 50 });
    expect(results.dimensions.every((dimension) => dimension.change === 50)).toBe(true);
    // The first one stays as it was: it has no previous.
    expect((await resultsOf(user, before.id)).previous).toBeNull();

    const stats = ZUserStats.parse(
      (await call(app.url, 'GET', '/api/user/stats', undefined, user.headers)).data,
    );
    expect(stats).toMatchObject({
      totalAssessments: 2,
      completedAssessments: 2,
      inProgressAssessmentId: null,
      latestAssessmentId: after.id,
      latestScore: 75,
      scoreChange: 50,
    });
    expect(stats.latestMaturityLevel?.name).toBe('Managed');
    expect(stats.dimensionScores).toHaveLength(15);
    expect(stats.recentAssessments.map((assessment) => assessment.id)).toEqual([after.id, before.id]);
    expect(stats.implementationProgress).toMatchObject({ done: 0 });
    expect(stats.recommendedActions.length).toBeGreaterThan(0);
    expect(stats.recommendedActions.every((action) => action.assessmentId === after.id)).toBe(true);
  });

  it('compares like with like: a full assessment taken the day of a quick one shows no change from the questionnaire alone', async () => {
    const user = await app.user({ tier: 'premium' });
    const quick = await begin(app, user, { kind: 'quick' });
    await completeAssessment(app, user, quick, () => 2);
    const full = await begin(app, user, { kind: 'full' });
    await completeAssessment(app, user, full, (_id, index) => (index % 2 === 0 ? 2 : 4));
    const fullResults = await resultsOf(user, full.id);
    expect(fullResults.overallScore).not.toBe((await resultsOf(user, quick.id)).overallScore);
    expect(fullResults.previous).toBeNull();
    expect(fullResults.dimensions.every((dimension) => dimension.change === null)).toBe(true);
    const stats = ZUserStats.parse(
      (await call(app.url, 'GET', '/api/user/stats', undefined, user.headers)).data,
    );
    expect(stats.scoreChange).toBeNull();

    // The next quick assessment compares with the quick one, not with the full one in between.
    const again = await begin(app, user, { kind: 'quick' });
    await completeAssessment(app, user, again, () => 3);
    expect((await resultsOf(user, again.id)).previous).toMatchObject({
      assessmentId: quick.id,
      overallChange: 25,
    });
  });

  it('gives a new user empty figures, and a free user no implementation progress', async () => {
    const newcomer = await app.user();
    const empty = ZUserStats.parse(
      (await call(app.url, 'GET', '/api/user/stats', undefined, newcomer.headers)).data,
    );
    expect(empty).toMatchObject({
      totalAssessments: 0,
      completedAssessments: 0,
      latestScore: null,
      latestMaturityLevel: null,
      implementationProgress: null,
      dimensionScores: [],
      recentAssessments: [],
      recommendedActions: [],
    });

    const detail = await begin(app, newcomer);
    const inProgress = ZUserStats.parse(
      (await call(app.url, 'GET', '/api/user/stats', undefined, newcomer.headers)).data,
    );
    expect(inProgress).toMatchObject({
      totalAssessments: 1,
      completedAssessments: 0,
      inProgressAssessmentId: detail.id,
    });

    await completeAssessment(app, newcomer, detail, uneven);
    const done = ZUserStats.parse(
      (await call(app.url, 'GET', '/api/user/stats', undefined, newcomer.headers)).data,
    );
    expect(done.completedAssessments).toBe(1);
    expect(done.implementationProgress).toBeNull();
    expect(done.latestScore).not.toBeNull();
    expect((await call(app.url, 'GET', '/api/user/stats')).status).toBe(401);
  });
});
