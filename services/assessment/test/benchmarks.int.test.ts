import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIMENSIONS,
  ZAssessmentResults,
  type TAssessmentResults,
  type TIndustry,
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
let user: TestUser;
let id: string;

/** A completed assessment of another organisation, written straight into the table (scores as the service stores them). */
async function seedPeer(
  industry: TIndustry,
  overallScore: number,
  options: { userId?: string; completedAt?: Date } = {},
) {
  const dimensionScores = Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, overallScore]));
  await app.db.pool.query(
    `INSERT INTO assessments (id, user_id, kind, industry, company_size, bank_version, status, question_ids, title,
                              completed_at, overall_score, maturity_level, dimension_scores)
     VALUES ($1, $2, 'quick', $3, '51-200', 1, 'completed', '{}', 'Seeded peer', $4, $5, 3, $6)`,
    [
      randomUUID(),
      options.userId ?? randomUUID(),
      industry,
      options.completedAt ?? new Date(),
      overallScore,
      JSON.stringify(dimensionScores),
    ],
  );
}

async function results(as: TestUser = user): Promise<TAssessmentResults> {
  const response = await call(app.url, 'GET', `/api/assessments/${id}/results`, undefined, as.headers);
  expect(response.status).toBe(200);
  return ZAssessmentResults.parse(response.data);
}

beforeAll(async () => {
  app = await startAssessmentService();
  user = await app.user({ tier: 'premium' });
  const detail = await begin(app, user, { industry: 'healthcare', companySize: '201-1000' });
  await completeAssessment(app, user, detail, () => 3); // 50 everywhere
  id = detail.id;
});
afterAll(async () => {
  await app?.stop();
});

describe('benchmark cohorts and their fallbacks', () => {
  it('uses the modelled reference baseline, labelled as such, while fewer than 5 peers exist anywhere', async () => {
    for (const score of [20, 40, 60, 80]) await seedPeer('healthcare', score);
    const { benchmark, dimensions } = await results();
    expect(benchmark).toMatchObject({ source: 'reference', cohortSize: 0 });
    expect(benchmark.label).toMatch(/Reference baseline \(modelled estimate, not survey data\)/);
    expect(dimensions.every((dimension) => dimension.benchmark?.source === 'reference')).toBe(true);
  });

  it('falls back to all industries from 5 peers, while the industry has fewer than 5', async () => {
    await seedPeer('retail', 90);
    const { benchmark } = await results();
    // Peers 20, 40, 60, 80, 90: two below 50, mean 58.
    expect(benchmark).toMatchObject({ source: 'all', cohortSize: 5, percentile: 40, average: 58 });
    expect(benchmark.label).toMatch(/5 organisations across all industries \(fewer than 5 in Healthcare/);
  });

  it('compares with the same industry from 5 peers there', async () => {
    await seedPeer('healthcare', 50);
    const { benchmark, dimensions } = await results();
    // Healthcare peers 20, 40, 50, 60, 80: two below, one equal → (2 + 0.5) / 5 = 50th percentile; mean 50.
    expect(benchmark).toMatchObject({ source: 'industry', cohortSize: 5, percentile: 50, average: 50 });
    expect(benchmark.label).toMatch(/^5 organisations in Healthcare/);
    expect(dimensions[0]!.benchmark).toMatchObject({ source: 'industry', cohortSize: 5 });
  });

  it('counts each other organisation once (its latest assessment) and never the user themself', async () => {
    const repeat = randomUUID();
    await seedPeer('healthcare', 10, { userId: repeat, completedAt: new Date(Date.now() - 86_400_000) });
    await seedPeer('healthcare', 100, { userId: repeat });
    // The user's own second assessment is not a peer of the first.
    const second = await begin(app, user, { industry: 'healthcare', companySize: '201-1000' });
    await completeAssessment(app, user, second, () => 5);
    const { benchmark } = await results();
    expect(benchmark).toMatchObject({ source: 'industry', cohortSize: 6 });
    // Peers 20, 40, 50, 60, 80, 100: mean 58.3.
    expect(benchmark.average).toBe(58.3);
  });

  it('shows free users the overall benchmark only', async () => {
    const freeUser = await app.user();
    const detail = await begin(app, freeUser, { industry: 'healthcare', companySize: '1-50' });
    await completeAssessment(app, freeUser, detail, () => 3);
    const response = await call(
      app.url,
      'GET',
      `/api/assessments/${detail.id}/results`,
      undefined,
      freeUser.headers,
    );
    const free = ZAssessmentResults.parse(response.data);
    expect(free.benchmark).toMatchObject({ source: 'industry', cohortSize: 7 });
    expect(free.dimensions.every((dimension) => dimension.benchmark === undefined)).toBe(true);
  });
});
