import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { QUESTION_BANK } from '../question-bank/questions.ts';
import { buildResults } from '../domain/scoring/build-results.ts';
import { ordinal, renderReportPdf, toWinAnsi } from './render-report-pdf.ts';

describe('text helpers', () => {
  it('writes ordinals', () => {
    expect([0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 50, 100, 101, 111].map(ordinal)).toEqual([
      '0th',
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '50th',
      '100th',
      '101st',
      '111th',
    ]);
  });

  it('keeps WinAnsi text and replaces what the standard fonts cannot encode', () => {
    expect(toWinAnsi('Talent & Skills – reach Managed: “quoted” ×1.3 €')).toBe(
      'Talent & Skills – reach Managed: “quoted” ×1.3 €',
    );
    expect(toWinAnsi('a ≥ b → c ≤ d')).toBe('a >= b -> c <= d');
    expect(toWinAnsi('漢')).toBe('?');
  });
});

describe('the summary of a free user', () => {
  it('renders the results as extractable text with page numbers', async () => {
    const answers = QUESTION_BANK.filter((q) => q.isQuick).map((q, index) => ({
      questionId: q.id,
      value: (index % 5) + 1,
    }));
    const results = buildResults({
      assessment: {
        id: '00000000-0000-4000-8000-000000000001',
        kind: 'quick',
        industry: 'public-sector',
        companySize: '5000+',
        bankVersion: 3,
        completedAt: '2026-11-21T10:00:00.000Z',
      },
      questions: QUESTION_BANK.filter((q) => q.isQuick),
      answers,
      peers: [],
      previous: {
        assessmentId: '00000000-0000-4000-8000-000000000002',
        completedAt: '2026-05-01T10:00:00.000Z',
        overallScore: 30,
        dimensions: [],
      },
      doneActionIds: [],
      isPremium: false,
    });
    const pdf = await renderReportPdf({
      kind: 'summary',
      title: 'Quick AI Readiness Assessment (15 questions)',
      results,
      generatedAt: new Date(),
    });
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const { text, total } = await parser.getText();
    await parser.destroy();
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('AI Readiness Summary');
    expect(flat).toContain('Completed 21 November 2026');
    expect(flat).toContain('Public Sector & Government');
    expect(flat).toContain(`${results.overallScore} / 100`);
    expect(flat).toContain(`Benchmark: ${ordinal(results.benchmark.percentile)} percentile`);
    expect(flat).toContain(
      `Change since 1 May 2026: ${results.previous!.overallChange > 0 ? '+' : ''}${results.previous!.overallChange} points`,
    );
    expect(flat).toContain('In the full report');
    expect(flat).toContain(`Page ${total} of ${total}`);
  });
});
