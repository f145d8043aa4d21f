import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBus, createEvent, type Bus } from '@readiness/bus';
import { INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';
import { ZUserNextActions } from '@readiness/contracts/assessment';
import { createLogger } from '@readiness/service';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { eraseUserData } from '../src/domain/erase-user-data.ts';
import { USER_LIFECYCLE_CONSUMER } from '../src/events/user-lifecycle.consumer.ts';
import {
  begin,
  call,
  completeAssessment,
  startAssessmentService,
  type RunningAssessment,
} from './harness.ts';

// Auth's side of a user's life, as assessment sees it: the profile copy follows auth.user.updated, and
// auth.user.deleted erases the user's assessments; "Download my data" and the admin's summary ask over HTTP.
let app: RunningAssessment;
let bus: Bus;
beforeAll(async () => {
  app = await startAssessmentService();
  bus = await connectBus({
    url: TEST_NATS_URL,
    name: 'test-auth',
    prefix: app.natsPrefix,
    logger: createLogger('test', 'silent'),
  });
  await bus.ensureStream('auth');
});
afterAll(async () => {
  await bus?.close();
  await app?.stop();
});

const internal = () => ({ [INTERNAL_TOKEN_HEADER]: internalApiToken(app.env) });
const countOf = async (sql: string, userId: string) =>
  Number((await app.db.pool.query<{ count: string }>(sql, [userId])).rows[0]!.count);
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the internal user routes', () => {
  it('export the user’s assessments with their answers, and summarise them, for the internal caller only', async () => {
    const user = await app.user();
    const detail = await begin(app, user);
    await completeAssessment(app, user, detail);
    const exported = await call<{
      service: string;
      data: { assessments: Array<{ id: string; answers: unknown[]; overallScore: number }> };
    }>(app.url, 'GET', `/internal/users/${user.userId}/export`, undefined, internal());
    expect(exported.status).toBe(200);
    expect(exported.data.service).toBe('assessment');
    expect(exported.data.data.assessments).toHaveLength(1);
    expect(exported.data.data.assessments[0]!.id).toBe(detail.id);
    expect(exported.data.data.assessments[0]!.answers.length).toBeGreaterThan(0);

    const summary = await call(
      app.url,
      'GET',
      `/internal/users/${user.userId}/assessment-summary`,
      undefined,
      internal(),
    );
    expect(summary.data).toMatchObject({
      assessmentsCount: 1,
      completedCount: 1,
      lastScore: exported.data.data.assessments[0]!.overallScore,
    });
    expect((await call(app.url, 'GET', `/internal/users/${user.userId}/export`)).status).toBe(401);
    expect(
      (
        await call(app.url, 'GET', `/internal/users/${user.userId}/export`, undefined, {
          [INTERNAL_TOKEN_HEADER]: 'wrong-token-0123456789',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(app.url, 'GET', '/internal/users/not-a-uuid/export', undefined, internal())).status,
    ).toBe(400);
    // The next steps of the latest results, for chat's assistant: the roadmap's open actions and the
    // recommendations, each with its dimension.
    const next = await call(
      app.url,
      'GET',
      `/internal/users/${user.userId}/next-actions`,
      undefined,
      internal(),
    );
    expect(next.status).toBe(200);
    const actions = ZUserNextActions.parse(next.data);
    expect(actions.assessmentId).toBe(detail.id);
    expect(actions.roadmap.length).toBeGreaterThan(0);
    expect(actions.recommendations.length).toBeGreaterThan(0);
    expect(new Set(actions.roadmap.map((action) => action.phase)).size).toBeGreaterThan(0);
    const stranger = await app.user();
    const none = await call(
      app.url,
      'GET',
      `/internal/users/${stranger.userId}/next-actions`,
      undefined,
      internal(),
    );
    expect(none.data).toEqual({ assessmentId: null, roadmap: [], recommendations: [] });
    expect((await call(app.url, 'GET', `/internal/users/${user.userId}/next-actions`)).status).toBe(401);
    // Through the public API's identity, the internal route is not reachable either.
    expect(
      (await call(app.url, 'GET', `/internal/users/${user.userId}/export`, undefined, user.headers)).status,
    ).toBe(401);
  });
});

describe('auth.user.updated with a profile', () => {
  it('updates the profile copy, industry and size included, once per event', async () => {
    const user = await app.user();
    const event = createEvent('auth.user.updated', {
      userId: user.userId,
      role: 'user',
      subscriptionTier: 'free',
      isActive: true,
      profile: {
        firstName: 'Mary',
        lastName: 'Jackson',
        company: 'Langley',
        industry: 'public-sector',
        companySize: '201-1000',
      },
    });
    await bus.publish(event);
    const profile = async () =>
      (
        await app.db.pool.query<{ industry: string; company_size: string; company: string }>(
          'SELECT industry, company_size, company FROM user_profiles WHERE user_id = $1',
          [user.userId],
        )
      ).rows[0];
    await waitFor(async () => (await profile())?.industry === 'public-sector');
    expect(await profile()).toEqual({
      industry: 'public-sector',
      company_size: '201-1000',
      company: 'Langley',
    });
    // A change of role or tier alone carries no profile and leaves the copy as it is.
    await bus.publish(
      createEvent('auth.user.updated', {
        userId: user.userId,
        role: 'admin',
        subscriptionTier: 'premium',
        isActive: true,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await profile())?.company).toBe('Langley');
  });
});

describe('auth.user.deleted', () => {
  it('erases the user’s assessments, answers and profile copy, leaves others’, and is idempotent', async () => {
    const leaving = await app.user();
    const staying = await app.user();
    for (const user of [leaving, staying]) await completeAssessment(app, user, await begin(app, user));
    await bus.publish(
      createEvent('auth.user.updated', {
        userId: leaving.userId,
        role: 'user',
        subscriptionTier: 'free',
        isActive: true,
        profile: { firstName: 'A', lastName: 'B', company: 'C', industry: 'retail', companySize: '1-50' },
      }),
    );
    await waitFor(
      async () =>
        (await countOf('SELECT count(*) FROM user_profiles WHERE user_id = $1', leaving.userId)) === 1,
    );
    const answersOf =
      'SELECT count(*) FROM answers a JOIN assessments s ON s.id = a.assessment_id WHERE s.user_id = $1';
    expect(await countOf(answersOf, leaving.userId)).toBeGreaterThan(0);

    const deleted = createEvent('auth.user.deleted', { userId: leaving.userId, deletedBy: 'self' });
    await bus.publish(deleted);
    await waitFor(
      async () =>
        (await countOf('SELECT count(*) FROM assessments WHERE user_id = $1', leaving.userId)) === 0,
    );
    expect(await countOf('SELECT count(*) FROM user_profiles WHERE user_id = $1', leaving.userId)).toBe(0);
    expect(
      Number(
        (
          await app.db.pool.query<{ count: string }>(
            'SELECT count(*) FROM answers WHERE assessment_id NOT IN (SELECT id FROM assessments)',
          )
        ).rows[0]!.count,
      ),
    ).toBe(0);
    expect(await countOf('SELECT count(*) FROM assessments WHERE user_id = $1', staying.userId)).toBe(1);
    expect(await countOf(answersOf, staying.userId)).toBeGreaterThan(0);

    // A redelivery is recognised by its id and does nothing.
    expect(
      await eraseUserData(app.service.ctx.db, leaving.userId, {
        consumer: USER_LIFECYCLE_CONSUMER,
        eventId: deleted.id,
      }),
    ).toEqual({
      outcome: 'duplicate',
      assessments: 0,
    });
    const exported = await call<{ data: { assessments: unknown[]; profile: unknown } }>(
      app.url,
      'GET',
      `/internal/users/${leaving.userId}/export`,
      undefined,
      internal(),
    );
    expect(exported.data.data).toEqual({ profile: null, assessments: [] });
  });
});
