import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, type Bus } from '@readiness/bus';
import { DIMENSIONS } from '@readiness/contracts/assessment';
import { ZRoundDetail, ZRoundResults, type TRoundResults } from '@readiness/contracts/org-rounds';
import { sweepRounds } from '../src/domain/rounds/sweep-rounds.ts';
import { listBenchmarkPeers } from '../src/repositories/benchmark.repository.ts';
import { call, startAssessmentService, type RunningAssessment } from './harness.ts';
import {
  answerPart,
  connectAuthBus,
  createOrganisation,
  roundPath,
  startRound,
  waitFor,
  type Organisation,
} from './rounds-support.ts';

// A round's life around it (issue 27): the sweep's deadline close and reminders, members who leave, accounts that are
// deleted, and the benchmark that counts each organisation once.
let app: RunningAssessment;
let bus: Bus;

beforeAll(async () => {
  app = await startAssessmentService();
  bus = await connectAuthBus(app);
}, 60_000);
afterAll(async () => {
  await bus?.close();
  await app?.stop();
});

const HOUR = 3_600_000;
const outbox = async (type: string, roundId: string) =>
  (
    await app.db.pool.query<{ payload: { data: Record<string, unknown> } }>(
      "SELECT payload FROM outbox_events WHERE type = $1 AND payload->'data'->>'roundId' = $2",
      [type, roundId],
    )
  ).rows.map((row) => row.payload.data);
const results = async (org: Organisation, roundId: string, as: string): Promise<TRoundResults> =>
  ZRoundResults.parse(
    (await call(app.url, 'GET', roundPath(org, roundId, '/results'), undefined, org.people[as]!.headers))
      .data,
  );

describe('the sweep', () => {
  it('reminds each unfinished participant once per reminder time, and closes at the deadline once', async () => {
    const org = await createOrganisation(app, bus, { owner: 'owner', m1: 'member', m2: 'member' });
    const ids = Object.values(org.people).map((person) => person.userId);
    const start = Date.now();
    const detail = ZRoundDetail.parse(
      (
        await startRound(app, org, org.people.owner!, {
          participantIds: ids,
          deadline: new Date(start + 50 * HOUR).toISOString(),
        })
      ).data,
    );
    await answerPart(app, org, detail.id, org.people.m1!, () => 3);
    const ctx = app.service.ctx;

    // 50 hours left: the 72-hour reminder, to the two who have not finished, whoever sweeps at the same time.
    const first = await Promise.all([sweepRounds(ctx, new Date(start)), sweepRounds(ctx, new Date(start))]);
    expect(first[0].reminders + first[1].reminders).toBe(2);
    const reminded = await outbox('assessment.round-reminder.requested', detail.id);
    expect(reminded.map((data) => data.userId).sort()).toEqual(
      [org.people.owner!.userId, org.people.m2!.userId].sort(),
    );
    expect(reminded[0]).toMatchObject({
      hoursBefore: 72,
      total: 15,
      path: `/organisations/${org.id}/rounds/${detail.id}/answer`,
    });
    expect((await sweepRounds(ctx, new Date(start + HOUR))).reminders).toBe(0);

    // 20 hours left: the 24-hour reminder; m2 has finished meanwhile.
    await answerPart(app, org, detail.id, org.people.m2!, () => 4);
    expect((await sweepRounds(ctx, new Date(start + 30 * HOUR))).reminders).toBe(1);
    expect(await outbox('assessment.round-reminder.requested', detail.id)).toHaveLength(3);

    // Past the deadline: closed once by two sweeps at once.
    const after = new Date(start + 51 * HOUR);
    const closing = await Promise.all([sweepRounds(ctx, after), sweepRounds(ctx, after)]);
    expect(closing[0].closed + closing[1].closed).toBe(1);
    expect(await outbox('assessment.round.closed', detail.id)).toEqual([
      expect.objectContaining({ reason: 'deadline', closedBy: null, respondents: 2 }),
    ]);
    const closed = ZRoundDetail.parse(
      (await call(app.url, 'GET', roundPath(org, detail.id), undefined, org.people.m1!.headers)).data,
    );
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'deadline' });
    // Levels 3 and 4 in every dimension: median 3.5 → 62.5.
    expect((await results(org, detail.id, 'm1')).overallScore).toBe(62.5);
  });
});

describe('people who leave', () => {
  let org: Organisation;
  let closedId: string;
  let openId: string;

  beforeAll(async () => {
    org = await createOrganisation(app, bus, { owner: 'owner', m1: 'member', m2: 'member', m3: 'member' });
    const everyone = Object.values(org.people).map((person) => person.userId);
    closedId = ZRoundDetail.parse(
      (await startRound(app, org, org.people.owner!, { participantIds: everyone, anonymity: 'named' })).data,
    ).id;
    for (const [name, level] of [
      ['owner', 2],
      ['m1', 3],
      ['m2', 4],
      ['m3', 5],
    ] as const)
      await answerPart(app, org, closedId, org.people[name]!, () => level);
    await call(app.url, 'POST', roundPath(org, closedId, '/close'), undefined, org.people.owner!.headers);
    openId = ZRoundDetail.parse(
      (await startRound(app, org, org.people.owner!, { participantIds: everyone })).data,
    ).id;
    await answerPart(app, org, openId, org.people.m1!, () => 5);
    await answerPart(app, org, openId, org.people.m3!, () => 1);
  });

  it('shows the name a member gives in Settings', async () => {
    await bus.publish(
      createEvent('auth.user.updated', {
        userId: org.people.m1!.userId,
        role: 'user',
        subscriptionTier: 'free',
        isActive: true,
        profile: { firstName: 'Mina', lastName: 'Renamed', company: '', industry: '', companySize: '' },
      }),
    );
    await waitFor(async () => {
      const detail = ZRoundDetail.parse(
        (await call(app.url, 'GET', roundPath(org, openId), undefined, org.people.owner!.headers)).data,
      );
      return detail.participants.some((p) => p.name === 'Mina Renamed');
    });
  });

  it("keeps a removed member's answers in the closed round's aggregate but not their name, and drops them from open rounds", async () => {
    const before = await results(org, closedId, 'owner');
    await bus.publish(
      createEvent('auth.organisation.member-left', {
        organisationId: org.id,
        userId: org.people.m2!.userId,
        reason: 'removed',
        removedBy: org.people.owner!.userId,
      }),
    );
    await waitFor(
      async () =>
        (await call(app.url, 'GET', `/api/organisations/${org.id}/rounds`, undefined, org.people.m2!.headers))
          .status === 404,
    );
    const after = await results(org, closedId, 'owner');
    expect(after.overallScore).toBe(before.overallScore);
    expect(after.respondents).toBe(4);
    const names = after.named.map((entry) => entry.name);
    expect(names.filter((name) => name !== null).sort()).toEqual([
      'Mina Renamed',
      'm3 Tester',
      'owner Tester',
    ]);
    expect(names.filter((name) => name === null)).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain(org.people.m2!.userId);
    const open = ZRoundDetail.parse(
      (await call(app.url, 'GET', roundPath(org, openId), undefined, org.people.owner!.headers)).data,
    );
    expect(open.participants.map((p) => p.userId)).not.toContain(org.people.m2!.userId);
    expect(open.participants).toHaveLength(3);
    expect(open.participants.every((p) => p.name !== null)).toBe(true);
    const closedDetail = ZRoundDetail.parse(
      (await call(app.url, 'GET', roundPath(org, closedId), undefined, org.people.owner!.headers)).data,
    );
    expect(closedDetail.participants.filter((p) => p.name === null)).toHaveLength(1);
  });

  it('erases a deleted account: gone from open rounds (which then close without them) and from the named results', async () => {
    const m3 = org.people.m3!.userId;
    const before = await results(org, closedId, 'owner');
    await bus.publish(createEvent('auth.user.deleted', { userId: m3, deletedBy: 'self' }));
    await waitFor(async () => {
      const { rows } = await app.db.pool.query('SELECT 1 FROM round_participants WHERE user_id = $1', [m3]);
      return rows.length === 0;
    });
    const { rows } = await app.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM round_answers a JOIN round_participants p ON p.id = a.participant_id WHERE p.round_id = $1',
      [closedId],
    );
    // The closed round keeps its stored aggregate; m3's own answers are gone.
    expect(rows[0]!.n).toBe(45);
    const after = await results(org, closedId, 'owner');
    expect(after.overallScore).toBe(before.overallScore);
    expect(after.named).toHaveLength(3);
    // The open round: only m1's fives are left to aggregate.
    await call(app.url, 'POST', roundPath(org, openId, '/close'), undefined, org.people.owner!.headers);
    const open = await results(org, openId, 'owner');
    expect(open).toMatchObject({ respondents: 1, overallScore: 100 });
  });
});

describe('the benchmark', () => {
  async function seedAssessment(userId: string, score: number, industry = 'retail') {
    await app.db.pool.query(
      `INSERT INTO assessments (id, user_id, kind, industry, company_size, bank_version, status, question_ids, title,
                                completed_at, overall_score, maturity_level, dimension_scores)
       VALUES ($1, $2, 'quick', $3, '51-200', 1, 'completed', '{}', 'Seeded', now(), $4, 3, $5)`,
      [
        randomUUID(),
        userId,
        industry,
        score,
        JSON.stringify(Object.fromEntries(DIMENSIONS.map((d) => [d, score]))),
      ],
    );
  }

  it('counts each organisation once: its latest closed round, else one member; a person alone counts alone', async () => {
    // Only this test's organisations and people compare.
    await app.db.pool.query('DELETE FROM assessments');
    await app.db.pool.query('DELETE FROM rounds');
    const withRound = await createOrganisation(app, bus, { owner: 'owner', a: 'member', b: 'member' });
    const members = Object.values(withRound.people).map((p) => p.userId);
    for (const userId of members) await seedAssessment(userId, 10);
    const round = ZRoundDetail.parse(
      (await startRound(app, withRound, withRound.people.owner!, { participantIds: members })).data,
    );
    for (const person of Object.values(withRound.people))
      await answerPart(app, withRound, round.id, person, () => 5);
    await call(
      app.url,
      'POST',
      roundPath(withRound, round.id, '/close'),
      undefined,
      withRound.people.owner!.headers,
    );

    const without = await createOrganisation(app, bus, { owner: 'owner', a: 'member', b: 'member' });
    for (const [index, person] of Object.values(without.people).entries())
      await seedAssessment(person.userId, 40 + index);
    await seedAssessment(randomUUID(), 70);

    const peers = await listBenchmarkPeers(app.service.ctx.db, { userId: null, organisationIds: [] });
    expect(peers.map((peer) => peer.overallScore).sort((a, b) => a - b)).toEqual([
      expect.any(Number),
      70,
      100,
    ]);
    expect([40, 41, 42]).toContain(peers.map((peer) => peer.overallScore).sort((a, b) => a - b)[0]);
    const forTheOrg = await listBenchmarkPeers(app.service.ctx.db, {
      userId: null,
      organisationIds: [withRound.id],
    });
    expect(forTheOrg.map((peer) => peer.overallScore)).not.toContain(100);
    expect(forTheOrg).toHaveLength(2);
  });
});
