// Issue 11, answers people can give honestly: "Don't know" and "Not applicable" through the API, their scoring
// and the results' knowledge gaps; an assessment in progress is never silently changed by a new Begin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAssessmentDetail,
  ZAssessmentResults,
  ZInProgressDetails,
  type TAssessmentDetail,
  type TGivenAnswer,
} from '@readiness/contracts/assessment';
import { QUESTION_BANK } from '../src/question-bank/questions.ts';
import { scoreAssessment } from '../src/domain/scoring/score-assessment.ts';
import {
  begin,
  call,
  completeAssessment,
  questionIdsOf,
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

const post = (user: TestUser, body: unknown) => call(app.url, 'POST', '/api/assessments', body, user.headers);
const save = (user: TestUser, id: string, answers: unknown[]) =>
  call(app.url, 'PUT', `/api/assessments/${id}/answers`, { answers }, user.headers);
const detailOf = async (user: TestUser, id: string) => {
  const response = await call(app.url, 'GET', `/api/assessments/${id}`, undefined, user.headers);
  return { status: response.status, detail: response.data as unknown as TAssessmentDetail };
};

describe('Begin while an assessment is in progress', () => {
  let user: TestUser;
  let first: TAssessmentDetail;

  beforeAll(async () => {
    user = await app.user();
    first = await begin(app, user, { industry: 'retail', companySize: '51-200' });
    const ids = questionIdsOf(first);
    expect(
      (
        await save(user, first.id, [
          { questionId: ids[0], value: 4 },
          { questionId: ids[1], value: 'dont-know' },
        ])
      ).status,
    ).toBe(200);
  });

  it('resumes it when the industry and size are the same (200)', async () => {
    const again = await post(user, { kind: 'quick', industry: 'retail', companySize: '51-200' });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ id: first.id, progress: { answered: 2 } });
  });

  it('asks, with a 409 naming it, when the industry or size differ, and changes nothing', async () => {
    for (const body of [
      { kind: 'quick', industry: 'manufacturing', companySize: '51-200' },
      { kind: 'quick', industry: 'retail', companySize: '5000+' },
    ]) {
      const asked = await post(user, body);
      expect(asked.status).toBe(409);
      expect(asked.data).toMatchObject({ code: 'ASSESSMENT_IN_PROGRESS' });
      expect(String(asked.data.error)).toMatch(
        /quick assessment in progress for Retail & E-commerce, 51–200 employees \(2 of 15 answered\): continue it, or discard it/,
      );
      expect(ZInProgressDetails.parse(asked.data.details)).toEqual({
        assessmentId: first.id,
        kind: 'quick',
        industry: 'retail',
        companySize: '51-200',
        createdAt: first.createdAt,
        answered: 2,
        total: 15,
      });
    }
    const { detail } = await detailOf(user, first.id);
    expect(detail).toMatchObject({ industry: 'retail', companySize: '51-200', progress: { answered: 2 } });
    const list = await call(app.url, 'GET', '/api/assessments', undefined, user.headers);
    expect(list.data).toHaveLength(1);
  });

  it('refuses an unknown choice with a 400', async () => {
    const bad = await post(user, {
      kind: 'quick',
      industry: 'manufacturing',
      companySize: '1-50',
      inProgress: 'merge',
    });
    expect(bad.status).toBe(400);
    expect(String(bad.data.error)).toMatch(/inProgress must be "continue" or "discard"/);
  });

  it('"continue" resumes it as it is: its own industry, size and answers', async () => {
    const resumed = await post(user, {
      kind: 'quick',
      industry: 'manufacturing',
      companySize: '1-50',
      inProgress: 'continue',
    });
    expect(resumed.status).toBe(200);
    const detail = ZAssessmentDetail.parse(resumed.data);
    expect(detail).toMatchObject({ id: first.id, industry: 'retail', companySize: '51-200' });
    expect(detail.answers).toEqual(
      expect.arrayContaining([{ questionId: questionIdsOf(first)[1], value: 'dont-know' }]),
    );
  });

  it('"discard" deletes it with its answers and starts afresh (201)', async () => {
    const fresh = await post(user, {
      kind: 'quick',
      industry: 'manufacturing',
      companySize: '1-50',
      inProgress: 'discard',
    });
    expect(fresh.status).toBe(201);
    const detail = ZAssessmentDetail.parse(fresh.data);
    expect(detail.id).not.toBe(first.id);
    expect(detail).toMatchObject({
      industry: 'manufacturing',
      companySize: '1-50',
      progress: { answered: 0 },
    });
    expect((await detailOf(user, first.id)).status).toBe(404);
    const { rows } = await app.db.pool.query(
      'SELECT count(*)::int AS n FROM answers WHERE assessment_id = $1',
      [first.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
    const list = await call(app.url, 'GET', '/api/assessments', undefined, user.headers);
    expect((list.data as unknown as { id: string }[]).map((a) => a.id)).toEqual([detail.id]);
  });
});

describe('"Don\'t know" and "Not applicable"', () => {
  let user: TestUser;
  let full: TAssessmentDetail;

  beforeAll(async () => {
    user = await app.user({ tier: 'premium' });
    full = ZAssessmentDetail.parse(
      await begin(app, user, { kind: 'full', industry: 'healthcare', companySize: '1-50' }),
    );
  });

  it('tells the taker which questions allow "not applicable" (the bank\'s flag; never a quick question)', () => {
    const allowing = full.sections.flatMap((s) =>
      s.questions.filter((q) => q.allowsNotApplicable).map((q) => q.id),
    );
    expect(allowing.sort()).toEqual(
      QUESTION_BANK.filter((q) => q.allowsNotApplicable)
        .map((q) => q.id)
        .sort(),
    );
    expect(allowing).toContain('cx-02');
    expect(allowing).not.toContain('cx-01');
  });

  it('refuses "not applicable" where it is not offered, and saves nothing of that request', async () => {
    const refused = await save(user, full.id, [
      { questionId: 'cx-02', value: 'not-applicable' },
      { questionId: 'cx-01', value: 'not-applicable' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ code: 'BAD_REQUEST', details: { questionIds: ['cx-01'] } });
    expect((await detailOf(user, full.id)).detail.answers).toEqual([]);
  });

  it('stores both choices, changes them back to levels, and scores them as documented', async () => {
    const ids = questionIdsOf(full);
    const given: TGivenAnswer[] = ids.map((questionId) => ({
      questionId,
      value: ['strategy-02', 'data-01', 'cx-04'].includes(questionId)
        ? 'dont-know'
        : ['cx-02', 'partnerships-03'].includes(questionId)
          ? 'not-applicable'
          : 4,
    }));
    expect((await save(user, full.id, given)).status).toBe(200);
    // A choice can be changed to a level and back.
    expect((await save(user, full.id, [{ questionId: 'cx-04', value: 2 }])).status).toBe(200);
    expect((await save(user, full.id, [{ questionId: 'cx-04', value: 'dont-know' }])).status).toBe(200);
    const { detail } = await detailOf(user, full.id);
    expect(detail.progress).toEqual({ answered: 75, total: 75 });
    expect(detail.answers).toEqual(expect.arrayContaining(given));

    const submitted = await call(
      app.url,
      'POST',
      `/api/assessments/${full.id}/submit`,
      undefined,
      user.headers,
    );
    expect(submitted.status).toBe(200);
    const results = ZAssessmentResults.parse(submitted.data);
    const expected = scoreAssessment(QUESTION_BANK, given);
    expect(results.overallScore).toBe(expected.overallScore);
    // Don't know is the lowest level: AI Strategy is below the 75 of answering 4 throughout.
    const strategy = results.dimensions.find((d) => d.dimension === 'ai-strategy')!;
    expect(strategy.score).toBeLessThan(75);
    // Not applicable leaves the question out: Partnerships is 75 on the four answered 4.
    expect(results.dimensions.find((d) => d.dimension === 'partnerships')!.score).toBe(75);
    expect(results.knowledgeGaps.map((gap) => gap.questionId)).toEqual(['strategy-02', 'data-01', 'cx-04']);
    expect(results.knowledgeGaps[0]!.dimension).toBe('ai-strategy');
    expect(results.knowledgeGaps[0]!.text).toMatch(/use cases/);
    expect(results.notApplicable.map((item) => item.questionId)).toEqual(['cx-02', 'partnerships-03']);
    // The stored score (list, events, peers) is the same as the results'.
    const list = await call(app.url, 'GET', '/api/assessments', undefined, user.headers);
    expect((list.data as unknown as { overallScore: number }[])[0]!.overallScore).toBe(results.overallScore);
    // A "don't know" practice is recommended from the lowest level.
    const actions = (results.recommendations ?? []).flatMap((r) => r.actions);
    const fromDontKnow = actions.find((action) => action.questionId === 'strategy-02');
    if (fromDontKnow) expect(fromDontKnow.fromLevel).toBe(1);
    expect(actions.some((action) => action.questionId === 'cx-02')).toBe(false);
  });

  it('keeps older assessments comparable: answers on the scale alone score as they always did', async () => {
    const older = await app.user();
    const quick = await begin(app, older, { industry: 'retail', companySize: '1-50' });
    const results = ZAssessmentResults.parse(
      await completeAssessment(app, older, quick, (_id, index) => (index % 5) + 1),
    );
    // Scored from the same answers by the pre-existing rule: weighted mean per dimension, plain mean overall.
    expect(results.overallScore).toBe(
      scoreAssessment(
        QUESTION_BANK.filter((q) => q.isQuick),
        questionIdsOf(quick).map((questionId, index) => ({
          questionId,
          value: (index % 5) + 1,
        })),
      ).overallScore,
    );
    expect(results.knowledgeGaps).toEqual([]);
    expect(results.notApplicable).toEqual([]);
  });
});
