import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminQuestionsResponse,
  ZAssessmentResults,
  ZImportPreview,
  ZQuestionBankCounts,
  ZQuestionHistory,
  type TAdminQuestionsResponse,
  type TQuestion,
} from '@readiness/contracts/assessment';
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
let admin: TestUser;

beforeAll(async () => {
  app = await startAssessmentService();
  admin = await app.user({ role: 'admin' });
});
afterAll(async () => {
  await app?.stop();
});

async function bank(): Promise<TAdminQuestionsResponse> {
  const response = await call(app.url, 'GET', '/api/admin/questions/detailed', undefined, admin.headers);
  expect(response.status).toBe(200);
  return ZAdminQuestionsResponse.parse(response.data);
}
const question = async (id: string): Promise<TQuestion> =>
  structuredClone((await bank()).questions.find((candidate) => candidate.id === id)!);
const post = (path: string, body: unknown) => call(app.url, 'POST', path, body, admin.headers);
const counts = async () =>
  ZQuestionBankCounts.parse((await call(app.url, 'GET', '/api/questions/counts')).data);

/** A new question of a dimension, distinct from every other, with or without its written advice. */
function newQuestion(id: string, withAdvice: boolean): Record<string, unknown> {
  const levels = ['Initial', 'Developing', 'Defined', 'Managed', 'Optimised'];
  return {
    id,
    text: `Question ${id}: how are AI pilots reviewed at the end of their trial period?`,
    explanation: `Explanation of ${id}: reviews turn pilots into decisions.`,
    dimension: 'operations',
    category: 'Pilot reviews',
    weight: 5,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: ['Pilots decided on evidence'],
    responseOptions: levels.map((label, index) => ({
      value: index + 1,
      label,
      description: `${id} level ${index + 1}: pilots reviewed at stage ${index + 1}.`,
    })),
    ...(withAdvice
      ? {
          advice: [2, 3, 4, 5].map((level) => ({
            action: `Take the pilot reviews of ${id} to stage ${level} with the operations team.`,
            owner: 'Head of Operations',
            effort: 'small',
            doneWhen: `The Head of Operations has approved ${level} reviews, each with its decision recorded.`,
          })),
        }
      : {}),
  };
}

describe('import preview', () => {
  it('says what each question would become (new, updated, unchanged, refused with its reason) and applies nothing', async () => {
    const before = await bank();
    const unchanged = await question('data-02');
    const updated = { ...(await question('data-03')), weight: 2 };
    const items = [
      newQuestion('operations-90', true),
      updated,
      unchanged,
      { ...newQuestion('operations-91', true), weight: 99 },
      { ...newQuestion('operations-92', true), example: true },
      newQuestion('operations-93', false),
    ];
    const response = await post('/api/admin/questions/import/preview', { questions: items });
    expect(response.status).toBe(200);
    const preview = ZImportPreview.parse(response.data);
    expect(preview.bankVersion).toBe(before.bankVersion);
    expect(preview.counts).toEqual({ new: 2, updated: 1, unchanged: 1, refused: 2 });
    expect(preview.items.map(({ index, id, status }) => [index, id, status])).toEqual([
      [0, 'operations-90', 'new'],
      [1, 'data-03', 'updated'],
      [2, 'data-02', 'unchanged'],
      [3, 'operations-91', 'refused'],
      [4, 'operations-92', 'refused'],
      [5, 'operations-93', 'new'],
    ]);
    expect(preview.items[1]).toMatchObject({ fields: ['weight'], reason: 'changes weight' });
    expect(preview.items[3]!.reason).toMatch(/weight/);
    expect(preview.items[4]!.reason).toMatch(/template’s example question/);
    expect(preview.items[5]).toMatchObject({ withoutAdvice: true });
    expect(preview.items[0]).toMatchObject({ withoutAdvice: false });

    // Nothing applied.
    const after = await bank();
    expect(after.bankVersion).toBe(before.bankVersion);
    expect(after.questions.map((q) => q.id)).not.toContain('operations-90');
  });

  it('applies on confirmation, only to the version previewed; a bank changed since is a 409', async () => {
    const items = [newQuestion('operations-94', true), newQuestion('operations-95', false)];
    const preview = ZImportPreview.parse(
      (await post('/api/admin/questions/import/preview', { questions: items })).data,
    );
    // Someone edits the bank between the preview and the confirmation.
    const edited = await question('data-04');
    expect(
      (await call(app.url, 'PUT', '/api/admin/questions/data-04', { ...edited, weight: 3 }, admin.headers))
        .status,
    ).toBe(200);
    const stale = await post('/api/admin/questions/import', {
      questions: items,
      options: { mode: 'update-existing', previewedVersion: preview.bankVersion },
    });
    expect(stale.status).toBe(409);
    expect((await bank()).questions.map((q) => q.id)).not.toContain('operations-94');

    const fresh = ZImportPreview.parse(
      (await post('/api/admin/questions/import/preview', { questions: items })).data,
    );
    const applied = await post('/api/admin/questions/import', {
      questions: items,
      options: { mode: 'update-existing', previewedVersion: fresh.bankVersion },
    });
    expect(applied.status).toBe(200);
    expect(applied.data).toMatchObject({ success: true, imported: 2, bankVersion: fresh.bankVersion + 1 });

    // The question without advice is flagged until it has it; the one with advice is not.
    const now = await bank();
    expect(now.withoutAdvice).toEqual(['operations-95']);
    const flagged = now.questions.find((q) => q.id === 'operations-95')!;
    const withAdvice = {
      ...flagged,
      advice: (newQuestion('operations-95', true) as { advice: TQuestion['advice'] }).advice,
    };
    expect(
      (await call(app.url, 'PUT', '/api/admin/questions/operations-95', withAdvice, admin.headers)).status,
    ).toBe(200);
    expect((await bank()).withoutAdvice).toEqual([]);

    // The counts everyone reads follow the live bank.
    expect(await counts()).toMatchObject({
      full: 77,
      quick: 15,
      dimensions: 15,
      perDimension: { min: 5, max: 7 },
    });
  });
});

describe('written advice an admin adds', () => {
  /** operations-95's advice with one step's finish criterion replaced. */
  function withCriterion(base: Record<string, unknown>, step: number, doneWhen: string) {
    const advice = structuredClone(base.advice as NonNullable<TQuestion['advice']>);
    advice[step]!.doneWhen = doneWhen;
    return { ...base, advice };
  }

  it('is refused by the edit API with a 400 naming the field when it quotes a level or states an absence', async () => {
    const before = await bank();
    const current = await question('data-05');
    const levels = current.responseOptions.map((option) => option.description);
    const quoting = withCriterion(
      { ...current, advice: current.advice },
      1,
      `Approved by the CDO on 3 May: ${levels[2]!}`,
    );
    const quoted = await call(app.url, 'PUT', '/api/admin/questions/data-05', quoting, admin.headers);
    expect(quoted.status).toBe(400);
    expect(quoted.data).toMatchObject({ code: 'BAD_REQUEST' });
    expect((quoted.data as { error: string }).error).toMatch(
      /advice\.1\.doneWhen \(step 2, to Defined\) quotes a level description/,
    );

    const absent = withCriterion(
      { ...current, advice: current.advice },
      0,
      'Legal has not assessed the 3 AI-specific rules that the board approved last year.',
    );
    const absence = await call(app.url, 'PUT', '/api/admin/questions/data-05', absent, admin.headers);
    expect(absence.status).toBe(400);
    expect((absence.data as { error: string }).error).toMatch(
      /advice\.0\.doneWhen \(step 1, to Developing\) is phrased as an absence/,
    );

    const blankAction = { ...current, advice: structuredClone(current.advice)! };
    blankAction.advice[3]!.action = blankAction.advice[2]!.action;
    const repeated = await call(app.url, 'PUT', '/api/admin/questions/data-05', blankAction, admin.headers);
    expect(repeated.status).toBe(400);
    expect((repeated.data as { error: string }).error).toMatch(
      /advice\.3\.action \(step 4, to Optimised\) repeats step 3/,
    );

    // Nothing changed.
    expect((await bank()).bankVersion).toBe(before.bankVersion);
  });

  it('is refused row by row in the import preview, with the field and the reason', async () => {
    const good = newQuestion('operations-96', true);
    const levelQuote = withCriterion(
      newQuestion('operations-97', true),
      2,
      'operations-97 level 4: pilots reviewed at stage 4, approved by the COO with 2 reviews.',
    );
    const tooShort = withCriterion(newQuestion('operations-98', true), 3, 'Signed off: 2 reviews.');
    const preview = ZImportPreview.parse(
      (await post('/api/admin/questions/import/preview', { questions: [good, levelQuote, tooShort] })).data,
    );
    expect(preview.items.map(({ id, status }) => [id, status])).toEqual([
      ['operations-96', 'new'],
      ['operations-97', 'refused'],
      ['operations-98', 'refused'],
    ]);
    expect(preview.items[1]!.reason).toMatch(
      /advice\.2\.doneWhen \(step 3, to Managed\) quotes a level description/,
    );
    expect(preview.items[2]!.reason).toMatch(/advice\.3\.doneWhen \(step 4, to Optimised\) is too short/);

    const before = await bank();
    const applied = await post('/api/admin/questions/import', {
      questions: [good, levelQuote],
      options: { mode: 'update-existing' },
    });
    expect(applied.status).toBe(422);
    expect((await bank()).bankVersion).toBe(before.bankVersion);
  });
});

describe('retire and restore', () => {
  it('makes new versions: assessments already taken keep their questions and their results never change', async () => {
    const premium = await app.user({ tier: 'premium' });
    const older = await begin(app, premium, { kind: 'full' });
    const value = (_id: string, index: number) => (index % 3) + 2;
    const before = ZAssessmentResults.parse(await completeAssessment(app, premium, older, value));
    const total = (await counts()).full;

    const startVersion = (await bank()).bankVersion;
    const refused = await post('/api/admin/questions/operations-94/retire', { reason: '' });
    expect(refused.status).toBe(400);
    const quick = (await bank()).questions.find((q) => q.isQuick && q.dimension === 'operations')!;
    const quickRefused = await post(`/api/admin/questions/${quick.id}/retire`, {
      reason: 'Trying the quick one',
    });
    expect(quickRefused.status).toBe(400);
    expect((await bank()).bankVersion).toBe(startVersion);

    const retired = await post('/api/admin/questions/operations-94/retire', {
      reason: 'Duplicates operations-05',
    });
    expect(retired.status).toBe(200);
    expect(retired.data).toMatchObject({ retired: true, bankVersion: startVersion + 1 });
    const afterRetire = await bank();
    expect(afterRetire.questions.map((q) => q.id)).not.toContain('operations-94');
    expect(afterRetire.retired.map((q) => q.id)).toEqual(['operations-94']);
    expect((await counts()).full).toBe(total - 1);

    // A new full assessment no longer asks it; saving one answer per question too many is refused by the bank's size.
    const another = await app.user({ tier: 'premium' });
    const fresh = await begin(app, another, { kind: 'full' });
    expect(questionIdsOf(fresh)).not.toContain('operations-94');
    expect(questionIdsOf(fresh)).toHaveLength(total - 1);
    const tooMany = await call(
      app.url,
      'PUT',
      `/api/assessments/${fresh.id}/answers`,
      { answers: [...questionIdsOf(fresh), 'operations-94'].map((questionId) => ({ questionId, value: 3 })) },
      another.headers,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.error).toBe(`answers must hold at most ${total - 1} answers`);

    // The older assessment's results are exactly what they were, its question included.
    const kept = ZAssessmentResults.parse(
      (await call(app.url, 'GET', `/api/assessments/${older.id}/results`, undefined, premium.headers)).data,
    );
    expect(kept.overallScore).toBe(before.overallScore);
    expect(kept.dimensions).toEqual(before.dimensions);
    expect(kept.bankVersion).toBe(before.bankVersion);

    // Restored as it was, in a new version; the old results still do not move.
    const restored = await post('/api/admin/questions/operations-94/restore', { reason: 'Needed after all' });
    expect(restored.status).toBe(200);
    expect(restored.data).toMatchObject({ retired: false, bankVersion: startVersion + 2 });
    const afterRestore = await bank();
    expect(afterRestore.questions.map((q) => q.id)).toContain('operations-94');
    expect(afterRestore.retired).toEqual([]);
    expect((await counts()).full).toBe(total);
    const still = ZAssessmentResults.parse(
      (await call(app.url, 'GET', `/api/assessments/${older.id}/results`, undefined, premium.headers)).data,
    );
    expect(still.overallScore).toBe(before.overallScore);
    expect(still.dimensions).toEqual(before.dimensions);

    expect((await post('/api/admin/questions/operations-94/restore', { reason: 'Again' })).status).toBe(404);
  });

  it('records who changed what and why in each question’s history, newest first', async () => {
    const response = await call(
      app.url,
      'GET',
      '/api/admin/questions/operations-94/history',
      undefined,
      admin.headers,
    );
    expect(response.status).toBe(200);
    const history = ZQuestionHistory.parse(response.data);
    expect(history.changes.map((change) => [change.change, change.reason])).toEqual([
      ['restored', 'Needed after all'],
      ['retired', 'Duplicates operations-05'],
      ['added', 'import'],
    ]);
    for (const change of history.changes) {
      // No profile copy for this admin: the history names them by their email.
      expect(change.actor).toEqual({ id: admin.userId, name: admin.email });
    }
    const edits = ZQuestionHistory.parse(
      (await call(app.url, 'GET', '/api/admin/questions/data-04/history', undefined, admin.headers)).data,
    );
    expect(edits.changes[0]).toMatchObject({ change: 'edited', fields: ['weight'] });
    expect(
      (await call(app.url, 'GET', '/api/admin/questions/nothing-99/history', undefined, admin.headers))
        .status,
    ).toBe(404);
  });
});
