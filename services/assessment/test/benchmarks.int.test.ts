import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIMENSIONS,
  ZAssessmentResults,
  type TAssessmentResults,
  type TCompanySize,
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
  options: { userId?: string; completedAt?: Date; companySize?: TCompanySize } = {},
) {
  const dimensionScores = Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, overallScore]));
  await app.db.pool.query(
    `INSERT INTO assessments (id, user_id, kind, industry, company_size, bank_version, status, question_ids, title,
                              completed_at, overall_score, maturity_level, dimension_scores)
     VALUES ($1, $2, 'quick', $3, $7, 1, 'completed', '{}', 'Seeded peer', $4, $5, 3, $6)`,
    [
      randomUUID(),
      options.userId ?? randomUUID(),
      industry,
      options.completedAt ?? new Date(),
      overallScore,
      JSON.stringify(dimensionScores),
      options.companySize ?? '51-200',
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
    expect(benchmark.label).toMatch(
      /^5 organisations across all industries and sizes \(fewer than 5 in Healthcare & Life Sciences or with 201–1,000 employees so far\)$/,
    );
    expect(benchmark.standing).toBe('above 2 of the 5 organisations compared');
  });

  it('compares with the same industry from 5 peers there', async () => {
    await seedPeer('healthcare', 50);
    const { benchmark, dimensions } = await results();
    // Healthcare peers 20, 40, 50, 60, 80: two below, one equal → (2 + 0.5) / 5 = 50th percentile; mean 50.
    expect(benchmark).toMatchObject({ source: 'industry', cohortSize: 5, percentile: 50, average: 50 });
    expect(benchmark.label).toMatch(
      /^5 organisations in Healthcare & Life Sciences, every size \(fewer than 5 with 201–1,000 employees so far\)$/,
    );
    expect(benchmark.standing).toBe('above 2 of the 5 organisations compared, level with 1');
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

describe('cohort widening by industry and company size (stored peers, through the API)', () => {
  let widening: RunningAssessment;
  let owner: TestUser;
  let assessmentId: string;
  const seed = async (industry: TIndustry, companySize: TCompanySize, scores: number[]) => {
    for (const score of scores) {
      const dimensionScores = Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, score]));
      await widening.db.pool.query(
        `INSERT INTO assessments (id, user_id, kind, industry, company_size, bank_version, status, question_ids,
                                  title, completed_at, overall_score, maturity_level, dimension_scores)
         VALUES ($1, $2, 'full', $3, $4, 1, 'completed', '{}', 'Seeded peer', now(), $5, 3, $6)`,
        [randomUUID(), randomUUID(), industry, companySize, score, JSON.stringify(dimensionScores)],
      );
    }
  };
  const overall = async () => {
    const response = await call(
      widening.url,
      'GET',
      `/api/assessments/${assessmentId}/results`,
      undefined,
      owner.headers,
    );
    expect(response.status).toBe(200);
    return ZAssessmentResults.parse(response.data);
  };

  beforeAll(async () => {
    widening = await startAssessmentService();
    owner = await widening.user({ tier: 'premium' });
    const detail = await begin(widening, owner, { industry: 'retail', companySize: '1-50' });
    await completeAssessment(widening, owner, detail, () => 2); // 25 everywhere
    assessmentId = detail.id;
  });
  afterAll(async () => {
    await widening?.stop();
  });

  it('widens from all organisations to the size band, the industry, then industry and size as peers arrive', async () => {
    // 5 peers, none of them retail or 1-50: every organisation.
    await seed('technology', '5000+', [10, 20, 30, 40, 50]);
    expect((await overall()).benchmark).toMatchObject({ source: 'all', cohortSize: 5 });

    // 5 with 1-50 employees in other industries: the size band, across industries.
    await seed('education', '1-50', [30, 30, 30, 30, 30]);
    let { benchmark } = await overall();
    expect(benchmark).toMatchObject({ source: 'size', cohortSize: 5, average: 30, percentile: 0 });
    expect(benchmark.label).toBe(
      '5 organisations with 1–50 employees, across all industries (fewer than 5 in Retail & E-commerce so far)',
    );
    expect(benchmark.standing).toBe('below all 5 organisations compared');

    // 5 retail organisations of other sizes: the industry (every size) comes before the size band.
    await seed('retail', '201-1000', [10, 10, 10, 60, 60]);
    ({ benchmark } = await overall());
    expect(benchmark).toMatchObject({ source: 'industry', cohortSize: 5, average: 30 });
    expect(benchmark.label).toMatch(
      /^5 organisations in Retail & E-commerce, every size \(fewer than 5 with 1–50/,
    );
    expect(benchmark.standing).toBe('above 3 of the 5 organisations compared');

    // 5 retail organisations with 1-50 employees: like with like.
    await seed('retail', '1-50', [20, 25, 90, 90, 90]);
    const results = await overall();
    expect(results.benchmark).toMatchObject({ source: 'industry-size', cohortSize: 5, percentile: 30 });
    expect(results.benchmark.label).toBe('5 organisations in Retail & E-commerce with 1–50 employees');
    expect(results.benchmark.standing).toBe('above 1 of the 5 organisations compared, level with 1');
    // Every dimension compares with the same cohort (the peers have all 15).
    expect(results.dimensions.every((d) => d.benchmark?.source === 'industry-size')).toBe(true);
    for (const benchmark of [results.benchmark, ...results.dimensions.map((d) => d.benchmark!)]) {
      expect(`${benchmark.label} ${benchmark.standing}`).not.toMatch(/percentile|\d(st|nd|rd|th)\b/);
    }
  });
});
