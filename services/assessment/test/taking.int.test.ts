import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIMENSIONS,
  FULL_QUESTION_COUNT,
  QUICK_QUESTION_COUNT,
  ZAssessmentDetail,
  ZAssessmentList,
  ZAssessmentResults,
  type TAssessmentDetail,
} from '@readiness/contracts/assessment';
import { eventually, readEvents } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import {
  begin,
  call,
  completeAssessment,
  questionIdsOf,
  startAssessmentService,
  type RunningAssessment,
  type TestUser,
  anyString,
  matching,
} from './harness.ts';

let app: RunningAssessment;
let free: TestUser;
let premium: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  app = await startAssessmentService();
  free = await app.user();
  premium = await app.user({ tier: 'premium' });
  stranger = await app.user({ tier: 'premium' });
});
afterAll(async () => {
  await app?.stop();
});

describe('health and unknown routes', () => {
  it('is alive, ready when PostgreSQL, Redis and NATS answer, and answers unknown routes with a JSON 404', async () => {
    expect((await call(app.url, 'GET', '/healthz')).status).toBe(200);
    const ready = await call(app.url, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.data).toEqual({
      status: 'ok',
      checks: { postgres: { ok: true }, redis: { ok: true }, nats: { ok: true } },
    });
    const unknown = await call(app.url, 'GET', '/api/assessments-and-more', undefined, free.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('starting and resuming', () => {
  it('needs a signed-in user', async () => {
    expect((await call(app.url, 'GET', '/api/assessments')).status).toBe(401);
    expect(
      (
        await call(app.url, 'POST', '/api/assessments', {
          kind: 'quick',
          industry: 'retail',
          companySize: '1-50',
        })
      ).status,
    ).toBe(401);
    const forged = await call(app.url, 'GET', '/api/assessments', undefined, {
      authorization: 'Bearer not.a.token',
    });
    expect(forged.status).toBe(401);
  });

  it('starts a quick assessment of one question per dimension (201), then resumes it (200)', async () => {
    const first = await call<TAssessmentDetail>(
      app.url,
      'POST',
      '/api/assessments',
      { kind: 'quick', industry: 'retail', companySize: '51-200' },
      free.headers,
    );
    expect(first.status).toBe(201);
    const detail = ZAssessmentDetail.parse(first.data);
    expect(detail.status).toBe('in_progress');
    expect(detail.kind).toBe('quick');
    expect(detail.bankVersion).toBe(1);
    expect(detail.progress).toEqual({ answered: 0, total: QUICK_QUESTION_COUNT });
    expect(detail.sections.map((section) => section.dimension)).toEqual([...DIMENSIONS]);
    expect(detail.sections.every((section) => section.questions.length === 1)).toBe(true);
    const option = detail.sections[0]!.questions[0]!.options[0]!;
    expect(option).toEqual({ value: 1, label: 'Initial', description: anyString() });
    // Takers do not see weights or ROI figures.
    expect(detail.sections[0]!.questions[0]).not.toHaveProperty('weight');

    const again = await call<TAssessmentDetail>(
      app.url,
      'POST',
      '/api/assessments',
      { kind: 'quick', industry: 'retail', companySize: '51-200' },
      free.headers,
    );
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(detail.id);
    // Another industry or size is a choice to make, never a silent change (test/in-progress.int.test.ts).

    const list = await call(app.url, 'GET', '/api/assessments', undefined, free.headers);
    expect(ZAssessmentList.parse(list.data)).toEqual([
      expect.objectContaining({
        id: detail.id,
        status: 'in_progress',
        kind: 'quick',
        completedAt: null,
        overallScore: null,
      }),
    ]);
  });

  it('keeps the full assessment for premium users: a free user asking for it gets 403', async () => {
    const refused = await call(
      app.url,
      'POST',
      '/api/assessments',
      { kind: 'full', industry: 'retail', companySize: '1-50' },
      free.headers,
    );
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({ code: 'PREMIUM_REQUIRED', error: matching(/Premium/) });

    const full = await begin(app, premium, { kind: 'full' });
    expect(full.progress.total).toBe(FULL_QUESTION_COUNT);
    expect(full.sections.every((section) => section.questions.length === 5)).toBe(true);

    const admin = await app.user({ role: 'admin' });
    expect((await begin(app, admin, { kind: 'full' })).kind).toBe('full');
  });

  it('two Begin clicks at once give one assessment', async () => {
    const user = await app.user();
    const body = { kind: 'quick', industry: 'education', companySize: '1-50' };
    const [a, b] = await Promise.all([
      call<TAssessmentDetail>(app.url, 'POST', '/api/assessments', body, user.headers),
      call<TAssessmentDetail>(app.url, 'POST', '/api/assessments', body, user.headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.data.id).toBe(b.data.id);
  });

  it('rejects bad bodies with a 400 that says what is wrong, and creates nothing', async () => {
    const user = await app.user();
    const cases: Array<[unknown, RegExp]> = [
      [{ kind: 'huge', industry: 'retail', companySize: '1-50' }, /kind must be "quick" or "full"/],
      [{ kind: 'quick', industry: 'mining', companySize: '1-50' }, /industry must be one of/],
      [{ kind: 'quick', industry: 'retail', companySize: '7' }, /companySize must be one of/],
      [{ kind: 'quick', industry: 'retail' }, /companySize/],
      [{ kind: 'quick', industry: 'retail', companySize: '1-50', extra: true }, /unknown field/],
      ['[1,2', /not valid JSON/],
    ];
    for (const [body, message] of cases) {
      const response = await call(app.url, 'POST', '/api/assessments', body, user.headers);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(String(response.data.error)).toMatch(message);
    }
    expect((await call<unknown[]>(app.url, 'GET', '/api/assessments', undefined, user.headers)).data).toEqual(
      [],
    );
  });
});

describe('answering and submitting', () => {
  let detail: TAssessmentDetail;
  let user: TestUser;

  beforeAll(async () => {
    user = await app.user();
    detail = await begin(app, user, { kind: 'quick', industry: 'technology', companySize: '1001-5000' });
  });

  it('saves answers as they are given and can change them; progress counts answered questions', async () => {
    const ids = questionIdsOf(detail);
    const saved = await call(
      app.url,
      'PUT',
      `/api/assessments/${detail.id}/answers`,
      { answers: [{ questionId: ids[0], value: 2 }] },
      user.headers,
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ saved: 1, progress: { answered: 1, total: QUICK_QUESTION_COUNT } });

    const changed = await call(
      app.url,
      'PUT',
      `/api/assessments/${detail.id}/answers`,
      {
        answers: [
          { questionId: ids[0], value: 4 },
          { questionId: ids[1], value: 5 },
        ],
      },
      user.headers,
    );
    expect(changed.data).toEqual({ saved: 2, progress: { answered: 2, total: QUICK_QUESTION_COUNT } });

    // Resumed on another device: the saved answers come back with the questions.
    const resumed = await call<TAssessmentDetail>(
      app.url,
      'GET',
      `/api/assessments/${detail.id}`,
      undefined,
      user.headers,
    );
    expect(resumed.status).toBe(200);
    expect(resumed.data.answers).toEqual(
      expect.arrayContaining([
        { questionId: ids[0], value: 4 },
        { questionId: ids[1], value: 5 },
      ]),
    );
    expect(resumed.data.progress).toEqual({ answered: 2, total: QUICK_QUESTION_COUNT });
  });

  it('refuses values off the scale and questions not in this assessment with a 400, saving nothing', async () => {
    const ids = questionIdsOf(detail);
    const notInQuick = 'strategy-02';
    expect(ids).not.toContain(notInQuick);
    const cases: Array<[unknown, RegExp]> = [
      [{ answers: [{ questionId: ids[2], value: 6 }] }, /value must be from 1 to 5/],
      [{ answers: [{ questionId: ids[2], value: 0 }] }, /value must be from 1 to 5/],
      [{ answers: [{ questionId: ids[2], value: 2.5 }] }, /whole number/],
      [{ answers: [{ questionId: ids[2], value: '3' }] }, /whole number from 1 to 5, "dont-know" or/],
      [{ answers: [{ questionId: ids[2], value: 'maybe' }] }, /"dont-know" or "not-applicable"/],
      // A quick question never allows "not applicable" (it is its dimension's only question).
      [
        { answers: [{ questionId: ids[2], value: 'not-applicable' }] },
        /"Not applicable" is not an answer to/,
      ],
      [
        {
          answers: [
            { questionId: ids[2], value: 3 },
            { questionId: notInQuick, value: 3 },
          ],
        },
        /Not questions of this assessment: strategy-02/,
      ],
      [{ answers: [{ questionId: 'no-such-question', value: 3 }] }, /Not questions of this assessment/],
      [{ answers: [] }, /at least one answer/],
      [
        {
          answers: [
            { questionId: ids[2], value: 3 },
            { questionId: ids[2], value: 4 },
          ],
        },
        /same question twice/,
      ],
      [{ answers: [{ questionId: 'Bad Id!', value: 3 }] }, /lowercase/],
      [{}, /answers/],
    ];
    for (const [body, message] of cases) {
      const response = await call(
        app.url,
        'PUT',
        `/api/assessments/${detail.id}/answers`,
        body,
        user.headers,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(String(response.data.error)).toMatch(message);
    }
    const after = await call<TAssessmentDetail>(
      app.url,
      'GET',
      `/api/assessments/${detail.id}`,
      undefined,
      user.headers,
    );
    expect(after.data.progress.answered).toBe(2);
  });

  it('submits only when complete: a 409 lists the missing question ids', async () => {
    const ids = questionIdsOf(detail);
    const incomplete = await call(
      app.url,
      'POST',
      `/api/assessments/${detail.id}/submit`,
      undefined,
      user.headers,
    );
    expect(incomplete.status).toBe(409);
    expect(incomplete.data.error).toBe(`${ids.length - 2} of ${ids.length} questions are not answered yet`);
    expect(incomplete.data.details).toEqual({ missingQuestionIds: ids.slice(2) });
    const notYet = await call(
      app.url,
      'GET',
      `/api/assessments/${detail.id}/results`,
      undefined,
      user.headers,
    );
    expect(notYet.status).toBe(409);
    expect(notYet.data.code).toBe('NOT_COMPLETED');
  });

  it('scores a complete assessment, and its answers cannot change afterwards', async () => {
    const results = ZAssessmentResults.parse(await completeAssessment(app, user, detail, () => 3));
    // Every answer at level 3 of 5 is 50 points everywhere.
    expect(results.overallScore).toBe(50);
    expect(results.maturityLevel.name).toBe('Defined');
    expect(results.dimensions).toHaveLength(15);
    expect(results.dimensions.every((dimension) => dimension.score === 50)).toBe(true);

    const ids = questionIdsOf(detail);
    const late = await call(
      app.url,
      'PUT',
      `/api/assessments/${detail.id}/answers`,
      { answers: [{ questionId: ids[0], value: 5 }] },
      user.headers,
    );
    expect(late.status).toBe(409);
    expect(late.data.code).toBe('ASSESSMENT_COMPLETED');
    const twice = await call(
      app.url,
      'POST',
      `/api/assessments/${detail.id}/submit`,
      undefined,
      user.headers,
    );
    expect(twice.status).toBe(409);
    expect(twice.data.code).toBe('ALREADY_SUBMITTED');

    const list = ZAssessmentList.parse(
      (await call(app.url, 'GET', '/api/assessments', undefined, user.headers)).data,
    );
    expect(list[0]).toMatchObject({
      id: detail.id,
      status: 'completed',
      overallScore: 50,
      completedAt: anyString(),
    });

    // A new Begin after completion starts a new assessment.
    const next = await call<TAssessmentDetail>(
      app.url,
      'POST',
      '/api/assessments',
      { kind: 'quick', industry: 'technology', companySize: '1001-5000' },
      user.headers,
    );
    expect(next.status).toBe(201);
    expect(next.data.id).not.toBe(detail.id);
  });

  it('announces started and completed through the outbox to JetStream', async () => {
    const completed = await eventually(
      () => readEvents(TEST_NATS_URL, app.natsPrefix, 'assessment.assessment.completed'),
      (events) => events.some((event) => event.data.assessmentId === detail.id),
    );
    const event = completed.find((candidate) => candidate.data.assessmentId === detail.id)!;
    expect(event.data).toMatchObject({
      userId: user.userId,
      kind: 'quick',
      industry: 'technology',
      companySize: '1001-5000',
      bankVersion: 1,
      overallScore: 50,
      maturityLevel: 'Defined',
    });
    expect(Object.keys(event.data.dimensionScores as object)).toHaveLength(15);

    const started = await eventually(
      () => readEvents(TEST_NATS_URL, app.natsPrefix, 'assessment.assessment.started'),
      (events) => events.some((candidate) => candidate.data.assessmentId === detail.id),
    );
    expect(started.find((candidate) => candidate.data.assessmentId === detail.id)!.data).toMatchObject({
      userId: user.userId,
      kind: 'quick',
      bankVersion: 1,
    });
  });
});

describe('owner only', () => {
  it("answers 404 for another user's assessment on every call, and 400 for an id that is not one", async () => {
    const owner = await app.user({ tier: 'premium' });
    const done = await begin(app, owner);
    await completeAssessment(app, owner, done);
    const open = await begin(app, owner);
    const ids = questionIdsOf(open);

    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/assessments/${open.id}`],
      ['PUT', `/api/assessments/${open.id}/answers`, { answers: [{ questionId: ids[0], value: 1 }] }],
      ['POST', `/api/assessments/${open.id}/submit`],
      ['GET', `/api/assessments/${done.id}/results`],
      ['PATCH', `/api/assessments/${done.id}/roadmap/strategy-01-l4`, { done: true }],
      ['GET', `/api/assessments/${done.id}/report.pdf`],
      ['POST', '/api/generate-free-summary', { assessmentId: done.id }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(app.url, method, path, body, stranger.headers);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.data.error).toBe('Assessment not found');
    }
    expect(
      (await call<unknown[]>(app.url, 'GET', '/api/assessments', undefined, stranger.headers)).data,
    ).not.toContainEqual(expect.objectContaining({ id: open.id }));
    // Nothing changed for the owner.
    const mine = await call<TAssessmentDetail>(
      app.url,
      'GET',
      `/api/assessments/${open.id}`,
      undefined,
      owner.headers,
    );
    expect(mine.data.progress.answered).toBe(0);

    const malformed = await call(app.url, 'GET', '/api/assessments/not-a-uuid', undefined, owner.headers);
    expect(malformed.status).toBe(400);
    expect(malformed.data.error).toMatch(/must be a UUID/);
    const unknown = await call(
      app.url,
      'GET',
      '/api/assessments/00000000-0000-4000-8000-000000000000',
      undefined,
      owner.headers,
    );
    expect(unknown.status).toBe(404);
  });
});
