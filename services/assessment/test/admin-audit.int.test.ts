import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminQuestionsResponse, TQuestion } from '@readiness/contracts/assessment';
import { eventually, readEvents } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { call, startAssessmentService, type RunningAssessment, type TestUser } from './harness.ts';

// Question edits and imports join the one audit trail: an assessment.audit.recorded event per change, through the
// outbox in the change's transaction (auth gathers them).
let app: RunningAssessment;
let admin: TestUser;
beforeAll(async () => {
  app = await startAssessmentService();
  admin = await app.user({ role: 'admin' });
});
afterAll(async () => {
  await app?.stop();
});

const audits = () => readEvents(TEST_NATS_URL, app.natsPrefix, 'assessment.audit.recorded');

async function question(id: string): Promise<TQuestion> {
  const response = await call(app.url, 'GET', '/api/admin/questions/detailed', undefined, admin.headers);
  return (response.data as unknown as TAdminQuestionsResponse).questions.find((q) => q.id === id)!;
}

describe('auditing the question bank', () => {
  it('an edit records who changed which fields, before and after; a refused or unchanged edit records nothing', async () => {
    const original = await question('strategy-02');
    const put = (body: TQuestion) =>
      call(app.url, 'PUT', `/api/admin/questions/${body.id}`, body, {
        ...admin.headers,
        'x-request-id': 'req-audit-edit',
      });
    expect((await put({ ...original, weight: 11 })).status).toBe(400);
    expect((await put(original)).status).toBe(200);
    expect((await put({ ...original, weight: original.weight === 9 ? 8 : 9 })).status).toBe(200);

    const [event, ...others] = await eventually(audits, (events) => events.length >= 1);
    expect(others).toEqual([]);
    expect(event!.data).toMatchObject({
      action: 'question.updated',
      actorId: admin.userId,
      targetType: 'question',
      targetRef: 'strategy-02',
      targetLabel: original.text,
      changes: { weight: { before: original.weight, after: original.weight === 9 ? 8 : 9 } },
      details: { bankVersion: 2 },
    });
    expect(Object.keys(event!.data.changes as object)).toEqual(['weight']);
    expect(event!.data.requestId).toEqual(expect.any(String));
  });

  it('an import records the new version with each question added or changed', async () => {
    const original = await question('data-02');
    const response = await call(
      app.url,
      'POST',
      '/api/admin/questions/import',
      {
        questions: [{ ...original, category: 'Data quality (audited)' }],
        options: { mode: 'update-existing' },
      },
      admin.headers,
    );
    expect(response.status).toBe(200);
    const events = await eventually(audits, (found) =>
      found.some((event) => event.data.action === 'questions.imported'),
    );
    const imported = events.find((event) => event.data.action === 'questions.imported')!;
    expect(imported.data).toMatchObject({
      actorId: admin.userId,
      targetType: 'question-bank',
      targetLabel: '0 added, 1 updated, 0 unchanged',
      details: { imported: 0, updated: 1, skipped: 0 },
    });
    expect(Object.keys(imported.data.changes as object)).toEqual(['data-02']);
  });
});
