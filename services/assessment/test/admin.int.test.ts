import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBus, createEvent, type Bus } from '@readiness/bus';
import {
  ZAdminQuestionsResponse,
  ZAssessmentResults,
  ZImportQuestionsResponse,
  ZQuestionExport,
  ZQuestionSummary,
  type TAdminQuestionsResponse,
  type TAssessmentDetail,
  type TQuestion,
  ZRecentAssessment,
} from '@readiness/contracts/assessment';
import { createLogger } from '@readiness/service';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import {
  begin,
  call,
  completeAssessment,
  questionIdsOf,
  startAssessmentService,
  type RunningAssessment,
  type TestUser,
  matching,
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

async function question(id: string): Promise<TQuestion> {
  return structuredClone((await bank()).questions.find((candidate) => candidate.id === id)!);
}

const put = (q: TQuestion, id = q.id) =>
  call<TQuestion>(app.url, 'PUT', `/api/admin/questions/${id}`, q, admin.headers);

describe('the admin guard', () => {
  it('needs the admin role and a valid admin key of the same session', async () => {
    const paths = [
      '/api/admin/questions/detailed',
      '/api/admin/questions/summary',
      '/api/admin/questions/export',
      '/api/admin/questions/template',
    ];
    const user = await app.user({ tier: 'premium' });
    const moderator = await app.user({ role: 'moderator' });
    const keyless = await app.user({ role: 'admin', withAdminKey: false });
    const otherAdmin = await app.user({ role: 'admin' });
    const wrongSession = { ...admin.headers, 'x-admin-key': otherAdmin.headers['x-admin-key']! };
    for (const path of paths) {
      expect((await call(app.url, 'GET', path)).status, path).toBe(401);
      expect((await call(app.url, 'GET', path, undefined, user.headers)).status, path).toBe(403);
      expect((await call(app.url, 'GET', path, undefined, moderator.headers)).status, path).toBe(403);
      const missing = await call(app.url, 'GET', path, undefined, keyless.headers);
      expect(missing.status, path).toBe(403);
      expect(missing.data.code).toBe('ADMIN_KEY_REQUIRED');
      const mismatched = await call(app.url, 'GET', path, undefined, wrongSession);
      expect(mismatched.data.code).toBe('ADMIN_KEY_INVALID');
    }
    const write = await call(
      app.url,
      'POST',
      '/api/admin/questions/import',
      { questions: [{}] },
      user.headers,
    );
    expect(write.status).toBe(403);
    const edit = await call(app.url, 'PUT', '/api/admin/questions/strategy-01', {}, keyless.headers);
    expect(edit.status).toBe(403);
  });
});

describe('reading the bank', () => {
  it('lists the 75 questions of the current version with every field', async () => {
    const { bankVersion, questions } = await bank();
    expect(bankVersion).toBe(1);
    expect(questions).toHaveLength(75);
    expect(questions.filter((q) => q.isQuick)).toHaveLength(15);
  });

  it('summarises it per dimension', async () => {
    const response = await call(app.url, 'GET', '/api/admin/questions/summary', undefined, admin.headers);
    const summary = ZQuestionSummary.parse(response.data);
    expect(summary).toMatchObject({ bankVersion: 1, total: 75, quick: 15 });
    expect(summary.byDimension).toHaveLength(15);
    expect(summary.byDimension.every((entry) => entry.count === 5 && entry.hasQuick)).toBe(true);
  });

  it('exports it as a JSON file download, and offers an importable template', async () => {
    const exported = await call(app.url, 'GET', '/api/admin/questions/export', undefined, admin.headers);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ai-readiness-questions-v1-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = ZQuestionExport.parse(exported.data);
    expect(file.questions).toHaveLength(75);
    expect(file.options).toEqual({ mode: 'update-existing' });
    // The export goes back in as it is (about 105 kB): every question identical, so no new version.
    const roundTrip = await call(
      app.url,
      'POST',
      '/api/admin/questions/import',
      { questions: file.questions, options: file.options },
      admin.headers,
    );
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.data).toMatchObject({
      success: true,
      imported: 0,
      updated: 0,
      skipped: 75,
      bankVersion: 1,
    });

    const template = await call(app.url, 'GET', '/api/admin/questions/template', undefined, admin.headers);
    expect(template.headers.get('content-disposition')).toMatch(
      /attachment; filename="ai-readiness-questions-template.json"/,
    );
    expect(ZQuestionExport.parse(template.data).questions).toHaveLength(1);
  });
});

describe('editing a question (section 5 rules on the server)', () => {
  it('refuses invalid fields with a 400 naming them, and changes nothing', async () => {
    const original = await question('strategy-02');
    const cases: Array<[Partial<Record<keyof TQuestion, unknown>>, RegExp]> = [
      [{ weight: 11 }, /weight must be from 1 to 10/],
      [{ weight: 0 }, /weight must be from 1 to 10/],
      [{ weight: 'heavy' }, /weight must be a number/],
      [{ roiCorrelation: 1.2 }, /roiCorrelation must be from 0 to 1/],
      [{ roiCorrelation: 0.55 }, /steps of 0.1/],
      [{ businessImpact: 'huge' }, /low, medium, high/],
      [{ technicalComplexity: '' }, /low, medium, high/],
      [{ dimension: 'astrology' }, /dimension must be one of/],
      [{ text: '' }, /text is required/],
      [{ responseOptions: original.responseOptions.slice(0, 4) }, /exactly 5 levels/],
      [{ businessOutcomes: [] }, /at least one business outcome/],
    ];
    for (const [change, message] of cases) {
      const response = await put({ ...original, ...change } as TQuestion);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(String((response.data as unknown as { error: string }).error)).toMatch(message);
    }
    const mismatch = await put(original, 'strategy-03');
    expect(mismatch.status).toBe(400);
    expect((mismatch.data as unknown as { error: string }).error).toMatch(/does not match/);
    const unknown = await put({ ...original, id: 'strategy-99' });
    expect(unknown.status).toBe(404);
    // The path's id is checked as given, not trimmed into another question's.
    const padded = await put(original, '%20strategy-02');
    expect(padded.status).toBe(400);
    expect((padded.data as unknown as { code: string }).code).toBe('VALIDATION_FAILED');
    const duplicateText = await put({ ...original, text: (await question('strategy-01')).text });
    expect(duplicateText.status).toBe(400);
    expect((duplicateText.data as unknown as { error: string }).error).toMatch(/same text as strategy-01/);
    expect((await bank()).bankVersion).toBe(1);
  });

  it('refuses text PostgreSQL cannot store (NUL, an unpaired surrogate) in every text field, edit or import, and changes nothing', async () => {
    const before = await bank();
    const original = structuredClone(before.questions.find((q) => q.id === 'strategy-02')!);
    const withOption = (field: 'label' | 'description', bad: string) =>
      original.responseOptions.map((option, index) =>
        index === 2 ? { ...option, [field]: `${option[field]}${bad}` } : option,
      );
    const variants = (bad: string): Array<[string, TQuestion]> => [
      ['text', { ...original, text: `${original.text}${bad}` }],
      ['explanation', { ...original, explanation: `${bad}${original.explanation}` }],
      ['category', { ...original, category: `Data${bad}quality` }],
      ['businessOutcomes.1', { ...original, businessOutcomes: ['Faster decisions', `Lower${bad} cost`] }],
      ['responseOptions.2.label', { ...original, responseOptions: withOption('label', bad) }],
      ['responseOptions.2.description', { ...original, responseOptions: withOption('description', bad) }],
    ];
    for (const bad of ['\u0000', '\udc00']) {
      for (const [field, changed] of variants(bad)) {
        const label = `${field} with ${JSON.stringify(bad)}`;
        const edit = await put(changed);
        expect(edit.status, label).toBe(400);
        expect((edit.data as unknown as { error: string }).error, label).toMatch(
          new RegExp(`${field.replace(/\./g, '\\.')}: must not contain NUL`),
        );
        // An import answers for each question with its reason, and applies nothing (all or nothing).
        const imported = await call(
          app.url,
          'POST',
          '/api/admin/questions/import',
          { questions: [changed] },
          admin.headers,
        );
        expect(imported.status, label).toBe(422);
        const { errors } = imported.data as unknown as { errors: Array<{ index: number; reason: string }> };
        expect(errors, label).toEqual([
          { index: 0, id: 'strategy-02', reason: expect.stringMatching(/must not contain NUL/) as unknown },
        ]);
      }
    }
    expect(await bank()).toEqual(before);
  });

  it('keeps one quick question per dimension: marking one moves the flag, unmarking the only one is refused', async () => {
    const onlyQuick = await question('strategy-01');
    const refused = await put({ ...onlyQuick, isQuick: false });
    expect(refused.status).toBe(400);
    expect((refused.data as unknown as { error: string }).error).toMatch(
      /AI Strategy: has 0 quick-assessment questions/,
    );

    const saved = await put({ ...(await question('strategy-03')), isQuick: true });
    expect(saved.status).toBe(200);
    const after = await bank();
    const quick = after.questions.filter((q) => q.dimension === 'ai-strategy' && q.isQuick).map((q) => q.id);
    expect(quick).toEqual(['strategy-03']);
    // Move it back for the tests that follow.
    expect((await put({ ...(await question('strategy-01')), isQuick: true })).status).toBe(200);
  });
});

describe('bank versions', () => {
  it('an edit makes a new version; completed and started assessments keep theirs, and their scores', async () => {
    const startVersion = (await bank()).bankVersion;
    const premium = await app.user({ tier: 'premium' });
    // Uneven answers within each dimension, so that a weight change would move the dimension score.
    const value = (_id: string, index: number) => (index % 5 === 0 ? 1 : 5);
    const completed = await begin(app, premium, { kind: 'full' });
    const before = ZAssessmentResults.parse(await completeAssessment(app, premium, completed, value));

    const edited = await question('strategy-01');
    const response = await put({
      ...edited,
      weight: edited.weight === 1 ? 10 : 1,
      text: `${edited.text} (revised)`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-bank-version')).toBe(String(startVersion + 1));
    expect((await bank()).bankVersion).toBe(startVersion + 1);

    // Unchanged edits write no version.
    const same = await put(await question('strategy-01'));
    expect(same.headers.get('x-bank-version')).toBe(String(startVersion + 1));
    expect((await bank()).bankVersion).toBe(startVersion + 1);

    const kept = ZAssessmentResults.parse(
      (await call(app.url, 'GET', `/api/assessments/${completed.id}/results`, undefined, premium.headers))
        .data,
    );
    expect(kept.bankVersion).toBe(startVersion);
    expect(kept.overallScore).toBe(before.overallScore);
    expect(kept.dimensions).toEqual(before.dimensions);

    // The same answers on the new version score differently: the weight changed.
    const again = await app.user({ tier: 'premium' });
    const fresh = await begin(app, again, { kind: 'full' });
    expect(fresh.bankVersion).toBe(startVersion + 1);
    expect(fresh.sections[0]!.questions[0]!.text).toMatch(/\(revised\)$/);
    const rescored = ZAssessmentResults.parse(await completeAssessment(app, again, fresh, value));
    const strategyBefore = before.dimensions.find((d) => d.dimension === 'ai-strategy')!.score;
    const strategyAfter = rescored.dimensions.find((d) => d.dimension === 'ai-strategy')!.score;
    expect(strategyAfter).not.toBe(strategyBefore);
  });

  it('an assessment started on an older version keeps asking that version', async () => {
    const user = await app.user();
    const started = await begin(app, user);
    const text = started.sections[0]!.questions[0]!.text;
    const edited = await question('strategy-01');
    expect((await put({ ...edited, text: `${edited.text} Again.` })).status).toBe(200);
    const resumed = await call<TAssessmentDetail>(
      app.url,
      'GET',
      `/api/assessments/${started.id}`,
      undefined,
      user.headers,
    );
    expect(resumed.data.bankVersion).toBe(started.bankVersion);
    expect(resumed.data.sections[0]!.questions[0]!.text).toBe(text);
    // And it still submits and scores on its version.
    await completeAssessment(app, user, resumed.data);
  });
});

describe('importing questions (all or nothing)', () => {
  it('rejects the whole file when any question is invalid, naming each with its index and reason', async () => {
    const { bankVersion, questions } = await bank();
    const updated = {
      ...questions.find((q) => q.id === 'data-02')!,
      weight: 9,
      category: 'Data quality (imported)',
    };
    const identical = questions.find((q) => q.id === 'data-03')!;
    const added = {
      ...questions.find((q) => q.id === 'data-04')!,
      id: 'data-06',
      text: 'Is there a catalogue of the datasets AI teams may use, with owners?',
      isQuick: undefined,
    };
    added.responseOptions = added.responseOptions.map((option) => ({
      ...option,
      description: `${option.description} (catalogue)`,
    }));
    const file = [
      updated,
      identical,
      { ...identical, id: 'data-07', weight: 12 }, // invalid weight
      added,
      { id: 'data-08', text: 'Half a question' }, // missing fields
      { ...added }, // duplicate id in the file
      { ...questions.find((q) => q.id === 'operations-01')!, id: 'operations-06', isQuick: false }, // same text as operations-01
    ];
    const response = await call(
      app.url,
      'POST',
      '/api/admin/questions/import',
      { questions: file, options: { mode: 'update-existing' } },
      admin.headers,
    );
    expect(response.status).toBe(422);
    expect(response.data).toMatchObject({
      code: 'IMPORT_REJECTED',
      success: false,
      imported: 0,
      updated: 0,
      skipped: 0,
      bankVersion,
    });
    expect(response.data.error).toMatch(/of 7 questions were rejected; nothing was imported/);
    const result = ZImportQuestionsResponse.parse(response.data);
    expect(result.errors.map((error) => error.index)).toEqual([2, 4, 5]);
    expect(result.errors[0]).toMatchObject({
      id: 'data-07',
      reason: matching(/weight must be from 1 to 10/),
    });
    expect(result.errors[1]).toMatchObject({ id: 'data-08', reason: matching(/explanation/) });
    expect(result.errors[2]).toMatchObject({
      id: 'data-06',
      reason: matching(/more than once in the file \(first at index 3\)/),
    });

    // Nothing changed.
    const after = await bank();
    expect(after.bankVersion).toBe(bankVersion);
    expect(after.questions.find((q) => q.id === 'data-02')!.weight).not.toBe(9);
    expect(after.questions.some((q) => q.id === 'data-06')).toBe(false);

    // The bank-wide checks run too: a question with the text of another is rejected, with its index.
    const clash = await call(
      app.url,
      'POST',
      '/api/admin/questions/import',
      { questions: [updated, file[6]], options: { mode: 'update-existing' } },
      admin.headers,
    );
    expect(clash.status).toBe(422);
    const clashResult = ZImportQuestionsResponse.parse(clash.data);
    expect(clashResult.errors).toEqual([
      expect.objectContaining({
        index: 1,
        id: 'operations-06',
        reason: matching(/same text as operations-01/),
      }),
    ]);
    expect((await bank()).bankVersion).toBe(bankVersion);
  });

  it('applies a valid file as one new version: added, updated and unchanged counted apart', async () => {
    const { bankVersion, questions } = await bank();
    const updated = {
      ...questions.find((q) => q.id === 'data-02')!,
      weight: 9,
      category: 'Data quality (imported)',
    };
    const identical = questions.find((q) => q.id === 'data-03')!;
    const added = {
      ...questions.find((q) => q.id === 'data-04')!,
      id: 'data-06',
      text: 'Is there a catalogue of the datasets AI teams may use, with owners?',
      isQuick: undefined,
    };
    added.responseOptions = added.responseOptions.map((option) => ({
      ...option,
      description: `${option.description} (catalogue)`,
    }));
    const response = await call(
      app.url,
      'POST',
      '/api/admin/questions/import',
      { questions: [updated, identical, added], options: { mode: 'update-existing' } },
      admin.headers,
    );
    expect(response.status).toBe(200);
    expect(ZImportQuestionsResponse.parse(response.data)).toEqual({
      success: true,
      imported: 1,
      updated: 1,
      skipped: 1,
      errors: [],
      bankVersion: bankVersion + 1,
    });
    const after = await bank();
    expect(after.bankVersion).toBe(bankVersion + 1);
    expect(after.questions).toHaveLength(questions.length + 1);
    expect(after.questions.find((q) => q.id === 'data-02')).toMatchObject({
      weight: 9,
      category: 'Data quality (imported)',
    });
    // The new question sits with its dimension and is not a quick question.
    const dataIds = after.questions.filter((q) => q.dimension === 'data-management').map((q) => q.id);
    expect(dataIds.at(-1)).toBe('data-06');
    expect(after.questions.find((q) => q.id === 'data-06')!.isQuick).toBe(false);
    const summary = ZQuestionSummary.parse(
      (await call(app.url, 'GET', '/api/admin/questions/summary', undefined, admin.headers)).data,
    );
    expect(summary.byDimension.find((entry) => entry.dimension === 'data-management')!.count).toBe(6);

    // A full assessment now asks it; importing the same file again changes nothing.
    const premium = await app.user({ tier: 'premium' });
    expect(questionIdsOf(await begin(app, premium, { kind: 'full' }))).toContain('data-06');
    const again = await call(
      app.url,
      'POST',
      '/api/admin/questions/import',
      { questions: [updated, identical, added] },
      admin.headers,
    );
    expect(again.data).toMatchObject({
      success: true,
      imported: 0,
      updated: 0,
      skipped: 3,
      bankVersion: bankVersion + 1,
    });
  });

  it('refuses the template’s example as it comes, and imports it once it is made a real question', async () => {
    const before = (await bank()).bankVersion;
    const template = ZQuestionExport.parse(
      (await call(app.url, 'GET', '/api/admin/questions/template', undefined, admin.headers)).data,
    );
    expect(template.questions[0]).toMatchObject({ example: true });
    const response = await call(app.url, 'POST', '/api/admin/questions/import', template, admin.headers);
    expect(response.status).toBe(422);
    const { errors } = ZImportQuestionsResponse.parse(response.data);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ index: 0, id: 'strategy-06' });
    expect(errors[0]!.reason).toMatch(/template’s example question/);
    // Only "example" removed: still the template's own words, still refused.
    const { example: _example, ...unmarked } = template.questions[0]!;
    const stillExample = await call(
      app.url,
      'POST',
      '/api/admin/questions/import',
      { questions: [unmarked] },
      admin.headers,
    );
    expect(stillExample.status).toBe(422);
    expect((await bank()).bankVersion).toBe(before);

    const own = {
      ...unmarked,
      text: 'How often does the leadership team review AI results against their business case?',
      explanation:
        'Reviews against the business case stop weak initiatives early and move budget to those that deliver.',
    };
    const imported = await call(
      app.url,
      'POST',
      '/api/admin/questions/import',
      { questions: [own] },
      admin.headers,
    );
    expect(imported.status).toBe(200);
    expect(imported.data).toMatchObject({ success: true, imported: 1 });
  });

  it('refuses a malformed request with a 400', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ questions: 'all of them' }, /questions/],
      [{ questions: [] }, /questions must not be empty/],
      [{ questions: [{}], options: { mode: 'replace-all' } }, /mode/],
      [[{ id: 'x' }], /expected object/i],
    ];
    for (const [body, message] of cases) {
      const response = await call(app.url, 'POST', '/api/admin/questions/import', body, admin.headers);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(String(response.data.error)).toMatch(message);
    }
  });
});

describe('recent assessments for the admin dashboard', () => {
  let bus: Bus;
  beforeAll(async () => {
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
  });

  it('lists the latest completed assessments with the names auth announced', async () => {
    const user = await app.user();
    await bus.publish(
      createEvent('auth.user.registered', {
        userId: user.userId,
        email: user.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Analytical Engines Ltd',
        industry: '',
        companySize: '',
        ipAddress: null,
      }),
    );
    const detail = await begin(app, user, { industry: 'education', companySize: '1-50' });
    await completeAssessment(app, user, detail, () => 4);

    const deadline = Date.now() + 10_000;
    let recent: Array<Record<string, unknown>> = [];
    while (Date.now() < deadline) {
      const response = await call<Array<Record<string, unknown>>>(
        app.url,
        'GET',
        '/api/admin/recent-assessments',
        undefined,
        {
          authorization: admin.headers.authorization!,
        },
      );
      expect(response.status).toBe(200);
      recent = response.data;
      if ((recent[0]?.user as { firstName?: string } | undefined)?.firstName === 'Ada') break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(recent.length).toBeLessThanOrEqual(5);
    expect(ZRecentAssessment.parse(recent[0])).toMatchObject({
      id: detail.id,
      user: { firstName: 'Ada', lastName: 'Lovelace' },
      company: 'Analytical Engines Ltd',
      industry: 'education',
      totalScore: 75,
    });
    const limited = await call<unknown[]>(
      app.url,
      'GET',
      '/api/admin/recent-assessments?limit=2',
      undefined,
      admin.headers,
    );
    expect(limited.data).toHaveLength(2);
  });

  it('is for admins only, and checks its query', async () => {
    const user = await app.user({ tier: 'premium' });
    expect(
      (await call(app.url, 'GET', '/api/admin/recent-assessments', undefined, user.headers)).status,
    ).toBe(403);
    expect((await call(app.url, 'GET', '/api/admin/recent-assessments')).status).toBe(401);
    const bad = await call(
      app.url,
      'GET',
      '/api/admin/recent-assessments?limit=500',
      undefined,
      admin.headers,
    );
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/limit must be from 1 to 50/);
  });
});
