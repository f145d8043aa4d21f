import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bus } from '@readiness/bus';
import {
  ZAssignedActions,
  ZMyRounds,
  ZRoundDetail,
  ZRoundList,
  ZRoundResponse,
  ZRoundResults,
  type TRoundResults,
} from '@readiness/contracts/org-rounds';
import { PDFParse } from 'pdf-parse';
import { BOARD_REPORT_SECTIONS } from '../src/pdf/render-board-report-pdf.ts';
import { call, startAssessmentService, type RunningAssessment } from './harness.ts';
import {
  answerPart,
  connectAuthBus,
  createOrganisation,
  inDays,
  roundPath,
  startRound,
  type Organisation,
} from './rounds-support.ts';

// A leadership team answers a round together (issue 27): access, answering with autosave and "don't know", the progress
// view, closing once, the aggregate with its spread and disagreements, the roadmap with owners, and the board report.
let app: RunningAssessment;
let bus: Bus;
let org: Organisation;
let roundId: string;
let results: TRoundResults;

const LEVEL_OF: Record<string, number> = { owner: 2, admin: 4, m1: 1, m2: 3, m3: 5 };

beforeAll(async () => {
  app = await startAssessmentService({ withRoundWorkers: true });
  bus = await connectAuthBus(app);
  org = await createOrganisation(app, bus, {
    owner: 'owner',
    admin: 'admin',
    m1: 'member',
    m2: 'member',
    m3: 'member',
  });
}, 60_000);
afterAll(async () => {
  await bus?.close();
  await app?.stop();
});

const person = (name: string) => org.people[name]!;
const ids = (...names: string[]) => names.map((name) => person(name).userId);

describe('who may do what', () => {
  it('answers a stranger 404 and a member who is not a manager 403, and starts nothing', async () => {
    const stranger = await app.user({ tier: 'premium' });
    const listed = await call(
      app.url,
      'GET',
      `/api/organisations/${org.id}/rounds`,
      undefined,
      stranger.headers,
    );
    expect(listed.status).toBe(404);
    expect(listed.data).toMatchObject({ code: 'ORGANISATION_NOT_FOUND' });
    const byStranger = await startRound(app, org, stranger, { participantIds: ids('m1') });
    expect(byStranger.status).toBe(404);
    const byMember = await startRound(app, org, person('m1'), { participantIds: ids('m1', 'm2') });
    expect(byMember.status).toBe(403);
    expect(byMember.data).toMatchObject({ code: 'ORGANISATION_ROLE_REQUIRED' });
    const list = await call(
      app.url,
      'GET',
      `/api/organisations/${org.id}/rounds`,
      undefined,
      person('m1').headers,
    );
    expect(ZRoundList.parse(list.data)).toEqual([]);
  });

  it('refuses a participant who is not a member, a past deadline and an assignment to a non-participant', async () => {
    const stranger = await app.user();
    const outsider = await startRound(app, org, person('owner'), {
      participantIds: [...ids('m1'), stranger.userId],
    });
    expect(outsider.status).toBe(400);
    expect(JSON.stringify(outsider.data)).toContain(stranger.userId);
    const past = await startRound(app, org, person('owner'), {
      participantIds: ids('m1'),
      deadline: inDays(-1),
    });
    expect(past.status).toBe(400);
    const assigned = await startRound(app, org, person('owner'), {
      participantIds: ids('m1'),
      assignments: [{ dimension: 'operations', userIds: ids('m2') }],
    });
    expect(assigned.status).toBe(400);
    const { rows } = await app.db.pool.query('SELECT id FROM rounds WHERE organisation_id = $1', [org.id]);
    expect(rows).toEqual([]);
  });
});

describe('a round', () => {
  it('starts anonymous by default, with a dimension assigned to one person and the rest to everyone', async () => {
    const started = await startRound(app, org, person('admin'), {
      participantIds: ids('owner', 'admin', 'm1', 'm2', 'm3'),
      assignments: [{ dimension: 'resource-allocation', userIds: ids('admin') }],
    });
    expect(started.status).toBe(201);
    const detail = ZRoundDetail.parse(started.data);
    roundId = detail.id;
    expect(detail).toMatchObject({
      anonymity: 'anonymous',
      status: 'open',
      participantCount: 5,
      canManage: true,
    });
    const admin = detail.participants.find((p) => p.userId === person('admin').userId)!;
    const member = detail.participants.find((p) => p.userId === person('m1').userId)!;
    expect(admin.dimensions).toHaveLength(15);
    expect(member.dimensions).toHaveLength(14);
    expect(member.dimensions).not.toContain('resource-allocation');
    expect(detail.dimensions.find((d) => d.dimension === 'resource-allocation')!.assignedTo).toEqual(
      ids('admin'),
    );
  });

  it("gives each participant their part, saves answers as they go (don't know included) and refuses foreign ones", async () => {
    const part = await call(
      app.url,
      'GET',
      roundPath(org, roundId, '/response'),
      undefined,
      person('m1').headers,
    );
    const response = ZRoundResponse.parse(part.data);
    expect(response.anonymity).toBe('anonymous');
    expect(response.sections.map((s) => s.dimension)).not.toContain('resource-allocation');
    expect(response.progress).toEqual({ answered: 0, total: 14 });
    const first = response.sections[0]!.questions[0]!.id;
    const saved = await call(
      app.url,
      'PUT',
      roundPath(org, roundId, '/response/answers'),
      { answers: [{ questionId: first, value: 'dont-know' }] },
      person('m1').headers,
    );
    expect(saved.data).toEqual({ saved: 1, progress: { answered: 1, total: 14 } });
    const again = await call(
      app.url,
      'GET',
      roundPath(org, roundId, '/response'),
      undefined,
      person('m1').headers,
    );
    expect(ZRoundResponse.parse(again.data).answers).toEqual([{ questionId: first, value: 'dont-know' }]);

    const adminPart = ZRoundResponse.parse(
      (await call(app.url, 'GET', roundPath(org, roundId, '/response'), undefined, person('admin').headers))
        .data,
    );
    const foreignId = adminPart.sections.find((s) => s.dimension === 'resource-allocation')!.questions[0]!.id;
    const foreign = await call(
      app.url,
      'PUT',
      roundPath(org, roundId, '/response/answers'),
      { answers: [{ questionId: foreignId, value: 3 }] },
      person('m1').headers,
    );
    expect(foreign.status).toBe(400);
    const incomplete = await call(
      app.url,
      'POST',
      roundPath(org, roundId, '/response/submit'),
      undefined,
      person('m1').headers,
    );
    expect(incomplete.status).toBe(409);
    expect(
      (incomplete.data as { details: { missingQuestionIds: string[] } }).details.missingQuestionIds,
    ).toHaveLength(13);
  });

  it('shows who has finished which part, never what they answered', async () => {
    // Everyone answers every question at their own level; all agree on AI strategy; m3 does not know data management.
    for (const name of ['owner', 'admin', 'm1', 'm2', 'm3'])
      await answerPart(
        app,
        org,
        roundId,
        person(name),
        (_id, dimension) =>
          dimension === 'ai-strategy'
            ? 3
            : name === 'm3' && dimension === 'data-management'
              ? 'dont-know'
              : LEVEL_OF[name]!,
        { submit: name !== 'm2' },
      );
    const detail = await call(app.url, 'GET', roundPath(org, roundId), undefined, person('m1').headers);
    const parsed = ZRoundDetail.parse(detail.data);
    expect(parsed.canManage).toBe(false);
    expect(parsed.submittedCount).toBe(4);
    const m2 = parsed.participants.find((p) => p.userId === person('m2').userId)!;
    expect(m2).toMatchObject({ answered: 14, total: 14, submittedAt: null });
    expect(parsed.myPart).toMatchObject({ answered: 14, total: 14 });
    expect(JSON.stringify(detail.data)).not.toMatch(/"value"|dont-know/);
    const mine = await call(app.url, 'GET', '/api/user/rounds', undefined, person('m2').headers);
    expect(ZMyRounds.parse(mine.data).map((round) => round.id)).toEqual([roundId]);
    const early = await call(
      app.url,
      'GET',
      roundPath(org, roundId, '/results'),
      undefined,
      person('owner').headers,
    );
    expect(early.status).toBe(409);
    expect(early.data).toMatchObject({ code: 'ROUND_OPEN' });
  });

  it('closes once when two admins close it at the same moment, and refuses answers after', async () => {
    const [a, b] = await Promise.all([
      call(app.url, 'POST', roundPath(org, roundId, '/close'), undefined, person('owner').headers),
      call(app.url, 'POST', roundPath(org, roundId, '/close'), undefined, person('admin').headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const { rows } = await app.db.pool.query(
      "SELECT payload FROM outbox_events WHERE type = 'assessment.round.closed' AND payload->'data'->>'roundId' = $1",
      [roundId],
    );
    expect(rows).toHaveLength(1);
    const part = ZRoundResponse.parse(
      (await call(app.url, 'GET', roundPath(org, roundId, '/response'), undefined, person('m2').headers))
        .data,
    );
    const late = await call(
      app.url,
      'PUT',
      roundPath(org, roundId, '/response/answers'),
      { answers: [{ questionId: part.sections[0]!.questions[0]!.id, value: 1 }] },
      person('m2').headers,
    );
    expect(late.status).toBe(409);
    expect(late.data).toMatchObject({ code: 'ROUND_CLOSED' });
    const byMember = await call(
      app.url,
      'POST',
      roundPath(org, roundId, '/close'),
      undefined,
      person('m1').headers,
    );
    expect(byMember.status).toBe(403);
  });
});

describe('the results', () => {
  beforeAll(async () => {
    const response = await call(
      app.url,
      'GET',
      roundPath(org, roundId, '/results'),
      undefined,
      person('m1').headers,
    );
    expect(response.status).toBe(200);
    results = ZRoundResults.parse(response.data);
  });

  it('gives each dimension its median level, spread and respondents (worked by hand)', () => {
    const of = (dimension: string) => results.dimensions.find((d) => d.dimension === dimension)!;
    // Levels 1, 2, 3, 4, 5: median 3 (score 50), quartiles 2 and 4.
    expect(of('operations')).toMatchObject({
      score: 50,
      medianLevel: 3,
      respondents: 5,
      spread: { min: 1, q1: 2, median: 3, q3: 4, max: 5, iqr: 2 },
    });
    expect(of('ai-strategy')).toMatchObject({ score: 50, spread: { iqr: 0 }, respondents: 5 });
    // "Don't know" scores as the lowest level: 1, 1, 2, 3, 4.
    expect(of('data-management')).toMatchObject({
      score: 25,
      medianLevel: 2,
      spread: { q1: 1, q3: 3, iqr: 2 },
    });
    // Assigned to the admin alone.
    expect(of('resource-allocation')).toMatchObject({ score: 75, respondents: 1 });
    // (13 × 50 + 25 + 75) / 15
    expect(results.overallScore).toBe(50);
    expect(results.maturityLevel.name).toBe('Defined');
    expect(results).toMatchObject({ respondents: 5, participants: 5, anonymity: 'anonymous', named: [] });
  });

  it('ranks dimensions and questions by disagreement, and counts answers without naming anyone', () => {
    const ranked = results.disagreements.dimensions.map((d) => d.dimension);
    expect(ranked.slice(-2).sort()).toEqual(['ai-strategy', 'resource-allocation']);
    // Same IQR as the full-range dimensions, a narrower range: after them.
    expect(ranked.indexOf('data-management')).toBe(12);
    const question = results.disagreements.questions.find((q) => q.dimension === 'data-management')!;
    expect(question).toMatchObject({
      respondents: 5,
      dontKnow: 1,
      levelCounts: [1, 1, 1, 1, 0],
      spread: { q1: 1.75, median: 2.5, q3: 3.25, iqr: 1.5 },
    });
    expect(results.disagreements.questions.some((q) => q.dimension === 'ai-strategy')).toBe(true);
    expect(results.disagreements.questions[0]!.spread.iqr).toBe(2);
  });

  it('shows a role group only from 3 respondents', () => {
    const leadership = results.groups.find((g) => g.group === 'leadership')!;
    const members = results.groups.find((g) => g.group === 'members')!;
    expect(leadership).toMatchObject({ respondents: 2, dimensions: null });
    expect(members.respondents).toBe(3);
    // Members: 1, 3, 5 → 3; data management: 1, 3 and "don't know" (1) → 1.
    expect(members.dimensions!.find((d) => d.dimension === 'operations')!.medianLevel).toBe(3);
    expect(members.dimensions!.find((d) => d.dimension === 'data-management')!.medianLevel).toBe(1);
  });

  it('makes one roadmap: managers assign actions, assignees tick them, progress moves', async () => {
    const action = results.roadmap.phases.flatMap((phase) => phase.actions)[0]!;
    expect(results.roadmap.progress.done).toBe(0);
    const path = roundPath(org, roundId, `/roadmap/${action.id}`);
    const byMember = await call(
      app.url,
      'PATCH',
      path,
      { assigneeId: person('m1').userId },
      person('m1').headers,
    );
    expect(byMember.status).toBe(403);
    const stranger = await app.user();
    const toStranger = await call(
      app.url,
      'PATCH',
      path,
      { assigneeId: stranger.userId },
      person('owner').headers,
    );
    expect(toStranger.status).toBe(400);
    const assigned = await call(
      app.url,
      'PATCH',
      path,
      { assigneeId: person('m1').userId },
      person('owner').headers,
    );
    expect(assigned.data).toMatchObject({
      done: false,
      assignee: { userId: person('m1').userId, name: 'm1 Tester' },
    });
    const notTheirs = await call(app.url, 'PATCH', path, { done: true }, person('m2').headers);
    expect(notTheirs.status).toBe(403);
    const mine = ZAssignedActions.parse(
      (await call(app.url, 'GET', '/api/user/assigned-actions', undefined, person('m1').headers)).data,
    );
    expect(mine.actions).toEqual([expect.objectContaining({ actionId: action.id, roundId, done: false })]);
    const ticked = await call(app.url, 'PATCH', path, { done: true }, person('m1').headers);
    expect(ticked.status).toBe(200);
    expect((ticked.data as { progress: { done: number } }).progress.done).toBe(1);
    const after = ZRoundResults.parse(
      (await call(app.url, 'GET', roundPath(org, roundId, '/results'), undefined, person('m2').headers)).data,
    );
    expect(after.roadmap.progress.done).toBe(1);
    const shown = after.roadmap.phases.flatMap((phase) => phase.actions).find((a) => a.id === action.id)!;
    expect(shown).toMatchObject({ done: true, assignee: { name: 'm1 Tester' } });
    const missing = await call(
      app.url,
      'PATCH',
      roundPath(org, roundId, '/roadmap/no-such-action'),
      { done: true },
      person('owner').headers,
    );
    expect(missing.status).toBe(404);
  });

  it('shows a second, named round with the change per dimension and each person by name', async () => {
    const started = await startRound(app, org, person('owner'), {
      participantIds: ids('owner', 'm1', 'm2'),
      anonymity: 'named',
    });
    const second = ZRoundDetail.parse(started.data);
    const part = ZRoundResponse.parse(
      (await call(app.url, 'GET', roundPath(org, second.id, '/response'), undefined, person('m1').headers))
        .data,
    );
    expect(part.anonymity).toBe('named');
    for (const name of ['owner', 'm1', 'm2']) await answerPart(app, org, second.id, person(name), () => 4);
    expect(
      (await call(app.url, 'POST', roundPath(org, second.id, '/close'), undefined, person('owner').headers))
        .status,
    ).toBe(200);
    const again = ZRoundResults.parse(
      (await call(app.url, 'GET', roundPath(org, second.id, '/results'), undefined, person('m2').headers))
        .data,
    );
    expect(again.dimensions.find((d) => d.dimension === 'operations')!.change).toBe(25);
    expect(again.dimensions.find((d) => d.dimension === 'data-management')!.change).toBe(50);
    expect(again.previous).toMatchObject({ roundId, overallChange: 25 });
    expect(again.named.map((entry) => entry.name).sort()).toEqual(['m1 Tester', 'm2 Tester', 'owner Tester']);
    expect(again.named[0]!.dimensions.every((d) => d.level === 4)).toBe(true);
  });

  it('renders the board report with its sections', async () => {
    const response = await fetch(`${app.url}${roundPath(org, roundId, '/report.pdf')}`, {
      headers: person('m3').headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const parsed = await parser.getText();
    await parser.destroy();
    const text = parsed.text.replace(/\s+/g, ' ');
    for (const section of BOARD_REPORT_SECTIONS) expect(text).toContain(section);
    expect(text).toContain(results.organisationName);
    expect(text).toContain(`Page 1 of ${parsed.total}`);
    // The roadmap names the owner the organisation gave the action; no one's own answers appear.
    expect(text).toContain('Owner: m1 Tester');
    for (const name of ['m2 Tester', 'm3 Tester', 'admin Tester']) expect(text).not.toContain(name);
    const stranger = await app.user();
    const refused = await call(
      app.url,
      'GET',
      roundPath(org, roundId, '/report.pdf'),
      undefined,
      stranger.headers,
    );
    expect(refused.status).toBe(404);
  }, 60_000);
});
