import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import {
  DIMENSION_LABELS,
  ZAssessmentResults,
  type TAssessmentResults,
} from '@readiness/contracts/assessment';
import {
  begin,
  call,
  completeAssessment,
  startAssessmentService,
  type RunningAssessment,
  type TestUser,
} from './harness.ts';
import { formatScore, formatScoreOutOf100 } from '@readiness/contracts/format';
import { REPORT_SECTIONS } from '../src/pdf/render-report-pdf.ts';

let app: RunningAssessment;
let free: TestUser;
let premium: TestUser;
let freeResults: TAssessmentResults;
let premiumResults: TAssessmentResults;

const uneven = (_id: string, index: number) => [2, 4, 1, 3, 5, 2][index % 6]!;
const ORGANISATION = 'Northwind Retail Group';

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

async function storedReports(assessmentId: string) {
  const { rows } = await app.db.pool.query<{ kind: string; bank_version: number; bytes: number }>(
    'SELECT kind, bank_version, length(pdf) AS bytes FROM reports WHERE assessment_id = $1 ORDER BY kind',
    [assessmentId],
  );
  return rows;
}

beforeAll(async () => {
  app = await startAssessmentService({ withWorker: true });
  free = await app.user();
  premium = await app.user({ tier: 'premium' });
  // The organisation the report names, as auth announced it.
  await app.db.pool.query(
    `INSERT INTO user_profiles (user_id, first_name, last_name, company) VALUES ($1, 'Ada', 'Lovelace', $2)`,
    [premium.userId, ORGANISATION],
  );
  const freeDetail = await begin(app, free, { industry: 'manufacturing', companySize: '201-1000' });
  freeResults = ZAssessmentResults.parse(await completeAssessment(app, free, freeDetail, uneven));
  const premiumDetail = await begin(app, premium, {
    kind: 'full',
    industry: 'retail',
    companySize: '1001-5000',
  });
  premiumResults = ZAssessmentResults.parse(await completeAssessment(app, premium, premiumDetail, uneven));
});
afterAll(async () => {
  await app?.stop();
});

describe('the free summary PDF', () => {
  it('is a download named AI-Readiness-Summary-<date>.pdf whose text carries the scores, dimensions and page numbers', async () => {
    const response = await call(
      app.url,
      'POST',
      '/api/generate-free-summary',
      { assessmentId: freeResults.assessmentId },
      free.headers,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="AI-Readiness-Summary-${today}.pdf"`,
    );
    expect(response.body.subarray(0, 5).toString()).toBe('%PDF-');

    const { text, pages } = await textOf(response.body);
    expect(text).toContain('AI Readiness Summary');
    expect(text).toContain(formatScoreOutOf100(freeResults.overallScore));
    expect(text).toContain(
      `Maturity level ${freeResults.maturityLevel.level}: ${freeResults.maturityLevel.name}`,
    );
    for (const dimension of freeResults.dimensions) {
      expect(text).toContain(`${DIMENSION_LABELS[dimension.dimension]} ${formatScore(dimension.score)}`);
    }
    // A quick assessment's summary fits one page.
    expect(pages).toBe(1);
    expect(text).toContain('Top recommendations');
    expect(text).toContain(freeResults.recommendations[0]!.title);
    expect(text).toContain(`Page 1 of ${pages}`);
    // The premium parts are not in it.
    expect(text).not.toContain('Return on investment');
    expect(text).not.toContain('Implementation roadmap');
    expect(text).not.toMatch(/bank version|\(score \d/i);
  });

  it('is rendered once, stored, and served from PostgreSQL afterwards', async () => {
    const first = await call(
      app.url,
      'POST',
      '/api/generate-free-summary',
      { assessmentId: freeResults.assessmentId },
      free.headers,
    );
    const second = await call(
      app.url,
      'POST',
      '/api/generate-free-summary',
      { assessmentId: freeResults.assessmentId },
      free.headers,
    );
    // Each render stamps its time: equal bytes mean the same stored file.
    expect(second.body.equals(first.body)).toBe(true);
    expect(await storedReports(freeResults.assessmentId)).toEqual([
      { kind: 'summary', bank_version: 1, bytes: first.body.length },
    ]);
  });

  it('answers 404 for another user, 409 for an unfinished assessment and 400 for a bad body', async () => {
    const other = await call(
      app.url,
      'POST',
      '/api/generate-free-summary',
      { assessmentId: freeResults.assessmentId },
      premium.headers,
    );
    expect(other.status).toBe(404);
    const open = await begin(app, free);
    const unfinished = await call(
      app.url,
      'POST',
      '/api/generate-free-summary',
      { assessmentId: open.id },
      free.headers,
    );
    expect(unfinished.status).toBe(409);
    expect(unfinished.data.code).toBe('NOT_COMPLETED');
    for (const body of [{}, { assessmentId: 'abc' }, { assessmentId: freeResults.assessmentId, extra: 1 }]) {
      const bad = await call(app.url, 'POST', '/api/generate-free-summary', body, free.headers);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call(app.url, 'POST', '/api/generate-free-summary', { assessmentId: freeResults.assessmentId }))
        .status,
    ).toBe(401);
  });
});

describe('the full PDF report', () => {
  it('is premium: a free user gets 403 for their own assessment', async () => {
    const response = await call(
      app.url,
      'GET',
      `/api/assessments/${freeResults.assessmentId}/report.pdf`,
      undefined,
      free.headers,
    );
    expect(response.status).toBe(403);
    expect(response.data.code).toBe('PREMIUM_REQUIRED');
    expect(await storedReports(freeResults.assessmentId)).toHaveLength(1);
  });

  it('carries per-dimension benchmarks, every recommendation, the ROI estimate and the roadmap', async () => {
    const response = await call(
      app.url,
      'GET',
      `/api/assessments/${premiumResults.assessmentId}/report.pdf`,
      undefined,
      premium.headers,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="AI-Readiness-Report-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const { text, pages } = await textOf(response.body);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('AI READINESS REPORT');
    // The organisation the owner gave, on the cover and in every footer.
    expect(text.split(ORGANISATION).length - 1).toBeGreaterThan(pages);
    expect(text).toContain(formatScoreOutOf100(premiumResults.overallScore));
    for (const section of REPORT_SECTIONS.full) expect(text).toContain(section);
    for (const dimension of premiumResults.dimensions)
      expect(text).toContain(DIMENSION_LABELS[dimension.dimension]);
    for (const recommendation of premiumResults.recommendations)
      expect(text).toContain(recommendation.title.slice(0, 40));
    expect(text).toContain(`$${premiumResults.roi!.expected.toLocaleString('en-US')}`);
    expect(text).toContain('0-3 months');
    // The appendix: all 75 questions with the answer given.
    expect(text.match(/Answer: /g)).toHaveLength(75);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(await storedReports(premiumResults.assessmentId)).toEqual([
      expect.objectContaining({ kind: 'full', bank_version: 1 }),
    ]);
  });

  it('is rendered again after a roadmap tick, showing what is done', async () => {
    const url = `/api/assessments/${premiumResults.assessmentId}/report.pdf`;
    const before = await call(app.url, 'GET', url, undefined, premium.headers);
    expect(before.status).toBe(200);
    const action = premiumResults.roadmap!.phases[0]!.actions[0]!;
    expect((await textOf(before.body)).text).not.toContain('[Done]');
    const tick = await call(
      app.url,
      'PATCH',
      `/api/assessments/${premiumResults.assessmentId}/roadmap/${action.id}`,
      { done: true },
      premium.headers,
    );
    expect(tick.status, JSON.stringify(tick.data)).toBe(200);
    expect(await storedReports(premiumResults.assessmentId)).toEqual([]);
    const after = await call(app.url, 'GET', url, undefined, premium.headers);
    expect(after.status, JSON.stringify(after.data)).toBe(200);
    const { text } = await textOf(after.body);
    expect(text.replace(/\s+/g, ' ')).toContain(`[Done] ${action.title.slice(0, 30)}`);
    expect(text).toContain(`1 of ${premiumResults.roadmap!.progress.total} actions done`);
  });
  it('asked for by several requests at once, is rendered and stored once', async () => {
    const user = await app.user({ tier: 'enterprise' });
    const detail = await begin(app, user, { industry: 'technology', companySize: '5000+' });
    await completeAssessment(app, user, detail, uneven);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(app.url, 'GET', `/api/assessments/${detail.id}/report.pdf`, undefined, user.headers),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body.toString('base64'))).size).toBe(1);
    expect(await storedReports(detail.id)).toHaveLength(1);
  });
});
