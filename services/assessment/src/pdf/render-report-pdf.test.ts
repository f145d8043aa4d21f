import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { DIMENSION_LABELS, type TGivenAnswer } from '@readiness/contracts/assessment';
import { formatScoreOutOf100 } from '@readiness/contracts/format';
import { QUESTION_BANK } from '../question-bank/questions.ts';
import { buildResults } from '../domain/scoring/build-results.ts';
import { determineMaturityLevel } from '../domain/scoring/determine-maturity-level.ts';
import { roundTo } from '../domain/scoring/numbers.ts';
import { selectQuestions } from '../domain/scoring/select-questions.ts';
import { toWinAnsi } from './pdf-document.ts';
import { REPORT_SECTIONS, ordinal, renderReportPdf } from './render-report-pdf.ts';

const ORGANISATION = 'Harbour & Vale Logistics Ltd';
/** Whitespace as one space; a line broken after a hyphen ("machine-\nlearning") joined again. */
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/- /g, '-');

async function readPdf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const result = await parser.getText();
  await parser.destroy();
  return {
    text: flat(result.text),
    total: result.total,
    page: (n: number) => flat(result.pages.find((page) => page.num === n)?.text ?? ''),
  };
}

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

/** Nothing internal in what a reader sees: no priority scores, no bank version, no doubled brackets. */
function expectNothingInternal(text: string) {
  expect(text).not.toMatch(/\(score \d/);
  expect(text).not.toMatch(/priority ?score/i);
  expect(text).not.toMatch(/bank version/i);
  expect(text).not.toMatch(/\(\s*\(|\)\s*\)/);
  expect(text).not.toMatch(/percentile/i);
  expect(text).not.toMatch(/undefined|NaN|\[object/);
}

describe('the summary of a free user', () => {
  const quick = QUESTION_BANK.filter((q) => q.isQuick);
  const results = buildResults({
    assessment: {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'quick',
      industry: 'public-sector',
      companySize: '5000+',
      bankVersion: 3,
      completedAt: '2026-11-21T10:00:00.000Z',
    },
    questions: quick,
    answers: quick.map((q, index) => ({ questionId: q.id, value: (index % 5) + 1 })),
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

  it('fits one page for the quick assessment, as extractable text with nothing internal', async () => {
    const pdf = await renderReportPdf({
      kind: 'summary',
      title: 'Quick AI Readiness Assessment (15 questions)',
      organisation: ORGANISATION,
      results,
      generatedAt: new Date(),
    });
    const { text, total } = await readPdf(pdf);
    expect(total).toBe(1);
    expect(text).toContain('AI Readiness Summary');
    expect(text).toContain(ORGANISATION);
    expect(text).toContain('Completed 21 Nov 2026');
    expect(text).toContain('Public Sector & Government');
    expect(text).toContain(formatScoreOutOf100(results.overallScore));
    expect(text).toContain('Benchmark: ');
    expect(text).toContain(
      `Change since the previous quick assessment (1 May 2026): ${results.previous!.overallChange > 0 ? '+' : ''}${results.previous!.overallChange} points`,
    );
    for (const section of REPORT_SECTIONS.summary) expect(text).toContain(section);
    for (const recommendation of results.recommendations) {
      expect(text).toContain(flat(toWinAnsi(recommendation.title)));
      expect(text).toContain(flat(toWinAnsi(recommendation.actions[0]!.action)));
    }
    expect(text).toContain('Page 1 of 1');
    expectNothingInternal(text);
  });

  it('lists the knowledge gaps and explains its colours, still on one page', async () => {
    const answers = quick.map((q, index) => ({
      questionId: q.id,
      value: index === 2 || index === 7 ? ('dont-know' as const) : (index % 5) + 1,
    }));
    const withGaps = buildResults({
      assessment: {
        id: results.assessmentId,
        kind: 'quick',
        industry: results.industry,
        companySize: results.companySize,
        bankVersion: results.bankVersion,
        completedAt: results.completedAt,
      },
      questions: quick,
      answers,
      peers: [],
      previous: null,
      doneActionIds: [],
      isPremium: false,
    });
    expect(withGaps.knowledgeGaps).toHaveLength(2);
    const pdf = await renderReportPdf({
      kind: 'summary',
      title: 'Quick AI Readiness Assessment (15 questions)',
      organisation: ORGANISATION,
      results: withGaps,
      generatedAt: new Date(),
    });
    const { text, total } = await readPdf(pdf);
    expect(total).toBe(1);
    expect(text).toContain("Knowledge gaps: 2 “Don't know” answers");
    for (const gap of withGaps.knowledgeGaps) {
      expect(text).toContain(flat(toWinAnsi(`${DIMENSION_LABELS[gap.dimension]}: ${gap.text}`)));
    }
    // The legend's bands are the bands the bars are coloured by (determineMaturityLevel), with no score in two.
    const legend = /Colours: (.*?) Bars:/.exec(text)?.[1] ?? '';
    const bands = [...legend.matchAll(/([A-Z][a-z]+) (\d+(?:\.\d)?)-(\d+(?:\.\d)?)/g)].map(
      ([, name, low, high]) => ({ name: name!, low: Number(low), high: Number(high) }),
    );
    expect(bands.map((band) => band.name)).toEqual([
      'Initial',
      'Developing',
      'Defined',
      'Managed',
      'Optimised',
    ]);
    expect(bands[0]!.low).toBe(0);
    expect(bands.at(-1)!.high).toBe(100);
    bands.forEach((band, index) => {
      expect(determineMaturityLevel(band.low).name, `${band.name} from ${band.low}`).toBe(band.name);
      expect(determineMaturityLevel(band.high).name, `${band.name} to ${band.high}`).toBe(band.name);
      const next = bands[index + 1];
      if (next)
        expect(next.low, `${next.name} starts where ${band.name} ends`).toBe(roundTo(band.high + 0.1, 1));
    });
    expect(legend).toBe('Initial 0-19.9 Developing 20-39.9 Defined 40-59.9 Managed 60-79.9 Optimised 80-100');
  });

  it('leaves no near-empty last page for a full assessment either', async () => {
    const questions = selectQuestions(QUESTION_BANK, 'full');
    const full = buildResults({
      assessment: {
        id: results.assessmentId,
        kind: 'full',
        industry: results.industry,
        companySize: results.companySize,
        bankVersion: results.bankVersion,
        completedAt: results.completedAt,
      },
      questions,
      answers: questions.map((q, index) => ({ questionId: q.id, value: (index % 4) + 1 })),
      peers: [],
      previous: null,
      doneActionIds: [],
      isPremium: false,
    });
    const pdf = await renderReportPdf({
      kind: 'summary',
      title: 'AI Readiness Assessment',
      results: full,
      generatedAt: new Date(),
    });
    const { total, page, text } = await readPdf(pdf);
    expect(total).toBeLessThanOrEqual(2);
    // The last page carries real content, not a line or two.
    expect(page(total).length).toBeGreaterThan(600);
    expectNothingInternal(text);
  });
});

describe('the full report of a premium user', () => {
  const questions = selectQuestions(QUESTION_BANK, 'full');
  const answers: TGivenAnswer[] = questions.map((q, index) => ({
    questionId: q.id,
    value: q.id === 'data-03' ? 'dont-know' : (index % 4) + 1,
  }));
  const base = {
    assessment: {
      id: '00000000-0000-4000-8000-000000000003',
      kind: 'full' as const,
      industry: 'logistics' as const,
      companySize: '201-1000' as const,
      bankVersion: 2,
      completedAt: '2026-11-21T10:00:00.000Z',
    },
    questions,
    answers,
    peers: [],
    previous: {
      assessmentId: '00000000-0000-4000-8000-000000000004',
      completedAt: '2026-05-01T10:00:00.000Z',
      overallScore: 30,
      dimensions: questions.filter((q) => q.isQuick).map((q) => ({ dimension: q.dimension, score: 30 })),
    },
    isPremium: true,
  };
  const first = buildResults({ ...base, doneActionIds: [] });
  const doneId = first.roadmap!.phases[0]!.actions[0]!.id;
  const results = buildResults({ ...base, doneActionIds: [doneId] });
  const rendered = renderReportPdf({
    kind: 'full',
    title: 'AI Readiness Assessment (75 questions)',
    organisation: ORGANISATION,
    results,
    questions,
    answers,
    generatedAt: new Date('2026-11-22T08:00:00.000Z'),
  }).then(readPdf);

  it('opens with a cover: organisation, date, overall score and level', async () => {
    const { page } = await rendered;
    const cover = page(1);
    expect(cover).toContain('AI READINESS REPORT');
    expect(cover).toContain(ORGANISATION);
    expect(cover).toContain('Completed 21 Nov 2026');
    expect(cover).toContain(formatScoreOutOf100(results.overallScore));
    expect(cover).toContain(`Maturity level ${results.maturityLevel.level}: ${results.maturityLevel.name}`);
  });

  it('has a one-page executive summary written from the results', async () => {
    const { page } = await rendered;
    const summary = page(2);
    expect(summary).toMatch(/^Executive summary/);
    expect(summary).toContain(`${ORGANISATION} scores ${formatScoreOutOf100(results.overallScore)}`);
    for (const title of [
      'Strengths to build on',
      'The three biggest gaps',
      'The value at stake',
      'The first 90 days',
    ]) {
      expect(summary).toContain(title);
    }
    const byScore = [...results.dimensions].sort((a, b) => a.score - b.score);
    for (const gap of byScore.slice(0, 3)) expect(summary).toContain(gap.label);
    const strongest = byScore[byScore.length - 1]!;
    expect(summary).toContain(`${strongest.label}: ${formatScoreOutOf100(strongest.score)}`);
    const roi = results.roi!;
    expect(summary).toContain(
      `$${roi.low.toLocaleString('en-US')} to $${roi.high.toLocaleString('en-US')} a year`,
    );
    // The first 90 days: the open actions of the first phase, not the one already done.
    const open = results.roadmap!.phases[0]!.actions.filter((a) => !a.done);
    expect(summary).toContain(flat(toWinAnsi(open[0]!.owner)));
    // One page: the next section starts on the next page.
    expect(page(3)).toMatch(/^Scores by dimension/);
  });

  it('has every section in order, with the organisation named on every page', async () => {
    const { text, total, page } = await rendered;
    let from = 0;
    for (const section of REPORT_SECTIONS.full) {
      const at = text.indexOf(section, from);
      expect(at, section).toBeGreaterThan(-1);
      from = at + section.length;
    }
    for (let n = 1; n <= total; n += 1) expect(page(n)).toContain(`Page ${n} of ${total}`);
    for (let n = 2; n <= total; n += 1) expect(page(n)).toContain(ORGANISATION);
    expectNothingInternal(text);
  });

  it('shows each dimension with its change since the previous assessment', async () => {
    const { text } = await rendered;
    expect(text).toContain('since the previous full assessment, completed 1 May 2026');
    for (const dimension of results.dimensions) {
      expect(text).toContain(DIMENSION_LABELS[dimension.dimension]);
      expect(dimension.change).not.toBeNull();
    }
    const change = results.dimensions[0]!.change!;
    expect(text).toContain(`${change > 0 ? '+' : change < 0 ? '-' : ''}${Math.abs(change)}`);
  });

  it('repeats the headings of the dimension table on each page it runs onto', async () => {
    const { page, total } = await rendered;
    const headings = 'Dimension Score Level Change Benchmark';
    const labels = results.dimensions.map((dimension) => DIMENSION_LABELS[dimension.dimension]);
    // The pages holding a row of the table: a dimension's label followed by its score.
    const withRows = Array.from({ length: total }, (_, index) => index + 1).filter((n) =>
      labels.some((label) =>
        new RegExp(`${label.replace(/[&]/g, '\\$&')} \\d+(\\.\\d)? [A-Z]`).test(page(n)),
      ),
    );
    expect(withRows.length, 'the table of this report runs over two pages').toBeGreaterThanOrEqual(2);
    for (const n of withRows) expect(page(n), `page ${n}`).toContain(headings);
  });

  it('lists the recommendations with owner, effort and evidence, and the roadmap with what is done', async () => {
    const { text } = await rendered;
    for (const recommendation of results.recommendations) {
      expect(text).toContain(flat(toWinAnsi(recommendation.title)));
      for (const action of recommendation.actions) {
        expect(text).toContain(flat(toWinAnsi(action.action)));
        expect(text).toContain(flat(toWinAnsi(`Done when: ${action.evidence}`)));
      }
    }
    const done = results.roadmap!.phases.flatMap((p) => p.actions).find((a) => a.id === doneId)!;
    expect(text).toContain(flat(toWinAnsi(`[Done] ${done.title}`)));
    expect(text).toContain(`1 of ${results.roadmap!.progress.total} actions done`);
    expect(text).toContain('Why here:');
  });

  it('states the ROI with its assumptions and how the plan addresses its drivers', async () => {
    const { text } = await rendered;
    for (const assumption of results.roi!.assumptions) expect(text).toContain(flat(toWinAnsi(assumption)));
    for (const driver of results.roi!.drivers) expect(text).toContain(flat(toWinAnsi(driver.note)));
  });

  it('explains the method: scoring, levels, benchmark cohort and ROI model', async () => {
    const { text } = await rendered;
    const methodology = text.slice(text.indexOf('Methodology'));
    for (const part of ['Scoring', 'Maturity levels', 'Benchmark cohort', 'ROI model']) {
      expect(methodology).toContain(part);
    }
    expect(methodology).toContain(`This report compares with ${results.benchmark.label}`);
    expect(methodology).toContain('Optimised (80 to 100)');
    // Counted from the questions it asked, not a literal.
    expect(methodology).toContain('This full assessment asked 75 questions, five in each dimension.');
  });

  it('ends with every question and the answer given, "Don\'t know" included', async () => {
    const { text } = await rendered;
    const appendix = text.slice(text.indexOf('Appendix: every question and the answer given'));
    questions.forEach((question, index) => {
      expect(appendix, question.id).toContain(flat(toWinAnsi(`${index + 1}. ${question.text}`)));
    });
    const strategy = questions[0]!;
    expect(appendix).toContain(
      flat(toWinAnsi(`Answer: Level 1: Initial – ${strategy.responseOptions[0]!.description}`)),
    );
    expect(appendix).toContain("Answer: Don't know");
  });
});

describe('the full report of a perfect score', () => {
  it('names no gaps, and says how to sustain the top level and where to lead', async () => {
    const questions = selectQuestions(QUESTION_BANK, 'full');
    const results = buildResults({
      assessment: {
        id: '00000000-0000-4000-8000-000000000005',
        kind: 'full',
        industry: 'technology',
        companySize: '51-200',
        bankVersion: 1,
        completedAt: '2026-11-21T10:00:00.000Z',
      },
      questions,
      answers: questions.map((q) => ({ questionId: q.id, value: 5 })),
      peers: [],
      previous: null,
      doneActionIds: [],
      isPremium: true,
    });
    const { page, text } = await readPdf(
      await renderReportPdf({
        kind: 'full',
        title: 'AI Readiness Assessment',
        organisation: ORGANISATION,
        results,
        questions,
        answers: questions.map((q) => ({ questionId: q.id, value: 5 })),
        generatedAt: new Date(),
      }),
    );
    expect(page(2)).toContain('There are none: every dimension is at the top level.');
    expect(page(2)).toContain('With no readiness gap left');
    expect(page(2)).not.toContain('$0');
    expect(text).toContain('This is the first completed full assessment');
    for (const recommendation of results.recommendations) {
      expect(text).toContain(flat(toWinAnsi(`Sustain: ${recommendation.actions[0]!.action}`)));
      expect(text).toContain(flat(toWinAnsi(`Lead: ${recommendation.actions[1]!.action}`)));
    }
    expectNothingInternal(text);
  });
});
