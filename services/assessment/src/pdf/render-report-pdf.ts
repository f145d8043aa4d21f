import {
  ACTION_EFFORT_LABELS,
  COMPANY_SIZE_LABELS,
  DIMENSION_LABELS,
  INDUSTRY_LABELS,
  type TAssessmentResults,
  type TBenchmark,
  type TQuestion,
  type TRecommendation,
  type TReportKind,
} from '@readiness/contracts/assessment';
import { formatDate, formatScore, formatScoreOutOf100 } from '@readiness/contracts/format';
import { DIMENSION_GUIDANCE } from '../question-bank/dimension-guidance.ts';
import { MATURITY_LEVELS } from '../domain/scoring/determine-maturity-level.ts';
import { biggestGaps } from '../domain/scoring/find-gaps.ts';
import { describeAnswer, type TReportAnswer } from './describe-answer.ts';
import { COLOURS, createPdfDocument, PAGE, toWinAnsi } from './pdf-document.ts';

export interface ReportPdfInput {
  kind: TReportKind;
  title: string;
  results: TAssessmentResults;
  /** Printed in the footer; the completion date is what the report is about. */
  generatedAt: Date;
  /** The organisation the report is about (the owner's company, else their name); absent when unknown. */
  organisation?: string;
  /** The questions asked and the answers given, for the full report's appendix. */
  questions?: readonly TQuestion[];
  answers?: readonly TReportAnswer[];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const signed = (value: number) =>
  value > 0 ? `+${formatScore(value)}` : value < 0 ? `-${formatScore(-value)}` : '±0';
/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(value: number): string {
  const n = Math.round(value);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Where a score stands among those compared, in words; never "0th percentile". */
export function describeStanding(benchmark: TBenchmark): string {
  if (benchmark.standing) return benchmark.standing;
  if (benchmark.source === 'reference') {
    return `${benchmark.average > 0 ? 'against' : 'compared with'} a modelled average of ${formatScore(benchmark.average)}`;
  }
  return `above about ${Math.round(benchmark.percentile)}% of the ${benchmark.cohortSize} organisations compared, whose average is ${formatScore(benchmark.average)}`;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const PRIORITY_LABELS: Record<TRecommendation['priority'], string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

/** The practice an action works on ("Data quality"), from its title ("Data quality: …", "AI Strategy – sustain …"). */
const practiceOf = (title: string) => title.split(/ – |: /)[0] ?? title;

/** The section titles, in order; the text test looks for each. */
export const REPORT_SECTIONS = {
  full: [
    'Executive summary',
    'Scores by dimension',
    'Recommendations',
    'Implementation roadmap',
    'Return on investment',
    'Methodology',
    'Appendix: every question and the answer given',
  ],
  summary: ['Scores by dimension', 'Top recommendations', 'In the full report'],
} as const;

/**
 * Renders the summary (free) or full (premium) report of a completed assessment as real, extractable text.
 * Full: a cover (organisation, date, overall score and level), a one-page executive summary written from the
 * results, the dimensions with their change since the previous assessment, the recommendations, the roadmap
 * with what is done, the ROI with its assumptions, a methodology page and an appendix of every question and
 * the answer given. Summary: the headline figures, the dimension chart and the top recommendations on one or
 * two well-filled pages, nothing internal. "Page N of M" on every page.
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { results, kind } = input;
  const heading = kind === 'full' ? 'AI Readiness Report' : 'AI Readiness Summary';
  const organisation = input.organisation?.trim() || undefined;
  const { doc, left, width, ensureSpace, text, style, bullet, finish, ...pdf } = createPdfDocument({
    title: `${heading}${organisation ? `: ${organisation}` : ''} – ${input.title}`,
    subject: `AI readiness assessment completed ${isoDay(new Date(results.completedAt))}, question bank version ${results.bankVersion}`,
    creationDate: input.generatedAt,
  });
  const sectionTitle = (title: string, needed = 60) =>
    pdf.sectionTitle(title, { needed, spaceAbove: kind === 'full' ? 0.8 : 0.5 });
  const subheading = (title: string, needed = 40) => {
    ensureSpace(needed);
    doc.moveDown(0.4);
    style('Helvetica-Bold', 11, COLOURS.text);
    text(title);
    doc.moveDown(0.15);
    style('Helvetica', 10, COLOURS.text);
  };
  /** A line of muted text, indented. */
  const note = (value: string, indent = 12, size = 9) => {
    style('Helvetica', size, COLOURS.muted);
    doc.text(toWinAnsi(value), left + indent, doc.y, { width: width - indent });
    doc.x = left;
  };

  const completed = formatDate(results.completedAt);
  const context = `${INDUSTRY_LABELS[results.industry]} · ${COMPANY_SIZE_LABELS[results.companySize]}`;

  if (kind === 'full') {
    drawCover();
    doc.addPage();
    drawExecutiveSummary();
    doc.addPage();
    style('Helvetica', 10, COLOURS.text);
    drawDimensions(true);
    drawRecommendations(results.recommendations, true);
    drawRoadmap();
    drawRoi();
    doc.addPage();
    drawMethodology();
    doc.addPage();
    drawAppendix();
  } else {
    drawSummaryHeader();
    drawDimensions(false);
    drawKnowledgeGaps();
    drawRecommendations(results.recommendations, false);
    // A closing note, not a section of its own: it must not push a near-empty page.
    const upsell = toWinAnsi(
      'AI Readiness Premium adds an executive summary, benchmarks for every dimension, every recommendation, an 18-month roadmap to tick off as you go, an ROI estimate with its assumptions, the methodology and every answer you gave.',
    );
    style('Helvetica', 9, COLOURS.muted);
    ensureSpace(doc.heightOfString(upsell, { width }) + 22);
    doc.moveDown(0.4);
    style('Helvetica-Bold', 10, COLOURS.accent);
    text('In the full report');
    style('Helvetica', 9, COLOURS.muted);
    text(upsell);
  }

  return finish(
    `${heading}${organisation ? ` | ${organisation}` : ''} | generated ${formatDate(input.generatedAt)}`,
  );

  // ---------------------------------------------------------------------------------------------------------
  // Sections

  function scoreBox(top: number, notes: { text: string; colour: string }[]) {
    const right = left + width / 2 + 10;
    const rightWidth = width / 2 - 26;
    const converted = notes.map((item) => ({ ...item, text: toWinAnsi(item.text) }));
    style('Helvetica', 10, COLOURS.text);
    const notesHeight = converted.reduce(
      (sum, item) => sum + doc.heightOfString(item.text, { width: rightWidth }) + 4,
      0,
    );
    const boxHeight = Math.max(96, notesHeight + 20);
    doc.roundedRect(left, top, width, boxHeight, 6).fillColor(COLOURS.panel).fill();
    style('Helvetica-Bold', 12, COLOURS.text);
    doc.text('Overall AI readiness score', left + 16, top + 12, { lineBreak: false });
    style('Helvetica-Bold', 30, COLOURS.accent);
    doc.text(formatScoreOutOf100(results.overallScore), left + 16, top + 30, { lineBreak: false });
    style('Helvetica-Bold', 12, COLOURS.levels[results.maturityLevel.level - 1]!);
    doc.text(
      `Maturity level ${results.maturityLevel.level}: ${results.maturityLevel.name}`,
      left + 16,
      top + 70,
      { lineBreak: false },
    );
    style('Helvetica', 10, COLOURS.text);
    let noteY = top + 12;
    for (const item of converted) {
      doc.fillColor(item.colour).text(item.text, right, noteY, { width: rightWidth });
      noteY += doc.heightOfString(item.text, { width: rightWidth }) + 4;
    }
    doc.fillColor(COLOURS.text);
    doc.x = left;
    doc.y = top + boxHeight + 8;
  }

  function headlineNotes() {
    return [
      { text: results.maturityLevel.description, colour: COLOURS.text },
      {
        text: `Benchmark: ${capitalise(describeStanding(results.benchmark))}.`,
        colour: COLOURS.muted,
      },
      ...(results.previous
        ? [
            {
              text: `Change since the previous ${results.kind} assessment (${formatDate(results.previous.completedAt)}): ${signed(results.previous.overallChange)} points.`,
              colour: COLOURS.muted,
            },
          ]
        : []),
    ];
  }

  function drawSummaryHeader() {
    style('Helvetica-Bold', 20, COLOURS.text);
    text(heading);
    style('Helvetica', 10.5, COLOURS.muted);
    text(organisation ? `${organisation} · ${input.title}` : input.title);
    text(`Completed ${completed} · ${context}`);
    doc.moveDown(0.5);
    scoreBox(doc.y, headlineNotes());
  }

  function drawCover() {
    doc.y = 150;
    style('Helvetica-Bold', 12, COLOURS.accent);
    text('AI READINESS REPORT');
    doc.moveDown(0.8);
    style('Helvetica-Bold', 30, COLOURS.text);
    text(organisation ?? 'Your organisation');
    doc.moveDown(0.3);
    style('Helvetica', 14, COLOURS.muted);
    text(input.title);
    text(`Completed ${completed}`);
    text(context);
    doc.moveDown(2);
    scoreBox(doc.y, headlineNotes());
    doc.y = doc.page.height - PAGE.margin - PAGE.footer - 40;
    style('Helvetica', 9, COLOURS.muted);
    text(
      'Prepared with AI Readiness from the answers given in the assessment. Estimates are for planning, not a forecast.',
    );
  }

  function drawExecutiveSummary() {
    sectionTitle('Executive summary');
    const who = organisation ?? 'Your organisation';
    const byScore = [...results.dimensions].sort((a, b) => b.score - a.score);
    const strengths = byScore.slice(0, 3);
    const gaps = biggestGaps(results.dimensions).map((dimension) =>
      results.dimensions.find((result) => result.dimension === dimension)!,
    );
    const change = results.previous
      ? results.previous.overallChange === 0
        ? ` The score is unchanged since the previous ${results.kind} assessment on ${formatDate(results.previous.completedAt)}.`
        : ` Since the previous ${results.kind} assessment on ${formatDate(results.previous.completedAt)} it has ${results.previous.overallChange > 0 ? 'risen' : 'fallen'} by ${formatScore(Math.abs(results.previous.overallChange))} points.`
      : '';
    style('Helvetica', 11, COLOURS.text);
    text(
      `${who} scores ${formatScoreOutOf100(results.overallScore)} for AI readiness: maturity level ${results.maturityLevel.level}, ${results.maturityLevel.name}. ${results.maturityLevel.description} Its score is ${describeStanding(results.benchmark)}.${change}`,
      { lineGap: 1 },
    );

    subheading('Strengths to build on');
    for (const dimension of strengths) {
      bullet(
        `${dimension.label}: ${formatScoreOutOf100(dimension.score)} (${dimension.maturityLevel.name}). ${DIMENSION_GUIDANCE[dimension.dimension].summary}`,
      );
    }

    subheading('The three biggest gaps');
    if (gaps.length === 0) {
      text(
        'There are none: every dimension is at the top level. The recommendations say how to stay there and where to lead others.',
      );
    }
    for (const dimension of gaps) {
      const recommendation = results.recommendations.find((r) => r.dimension === dimension.dimension);
      bullet(
        `${dimension.label}: ${formatScoreOutOf100(dimension.score)} (${dimension.maturityLevel.name}). ${recommendation ? `Recommendation ${results.recommendations.indexOf(recommendation) + 1}: ` : ''}${DIMENSION_GUIDANCE[dimension.dimension].recommendation}.`,
      );
    }

    if (results.roi) {
      const roi = results.roi;
      subheading('The value at stake');
      text(
        roi.expected === 0
          ? 'With no readiness gap left, the model sees no further value to capture: the value now lies in staying at the top.'
          : `Closing these gaps is estimated to be worth ${usd(roi.low)} to ${usd(roi.high)} a year (expected ${usd(roi.expected)})${roi.paybackMonths === null ? '' : `, paying back the investment in about ${roi.paybackMonths} months`}.${roi.drivers.length ? ` The estimate rests most on ${roi.drivers.map((d) => d.label).join(', ')}, each addressed in the plan below.` : ''}`,
      );
    }

    const first = results.roadmap?.phases[0]?.actions.filter((action) => !action.done) ?? [];
    if (first.length > 0) {
      subheading('The first 90 days');
      for (const action of first.slice(0, 4)) {
        bullet(
          `${practiceOf(action.title)}: ${action.title.split(': ').slice(1).join(': ') || action.title} Owner: ${action.owner}.`,
        );
      }
      if (first.length > 4) note(`And ${first.length - 4} more in the roadmap's first phase.`);
    }
  }

  /** The questions answered "Don't know": scored as the lowest level, and finding out is a first step. */
  function drawKnowledgeGaps() {
    const gaps = results.knowledgeGaps;
    if (gaps.length === 0) return;
    const title = `Knowledge gaps: ${gaps.length} “Don't know” ${gaps.length === 1 ? 'answer' : 'answers'}, scored as the lowest level (finding out is a first step)`;
    ensureSpace(30 + gaps.length * 12);
    doc.moveDown(0.3);
    style('Helvetica-Bold', kind === 'full' ? 11 : 9.5, COLOURS.text);
    text(title);
    for (const gap of gaps) {
      bullet(`${DIMENSION_LABELS[gap.dimension]}: ${gap.text}`, 12, kind === 'full' ? 10 : 8.5);
    }
  }

  function drawDimensions(isFull: boolean) {
    sectionTitle('Scores by dimension', results.dimensions.length * (isFull ? 18 : 11) + 70);
    drawDimensionChart(doc, results, left, width, isFull ? 18 : 11);
    if (!isFull) return;
    ensureSpace(120);
    doc.moveDown(0.6);
    const previous = results.previous;
    style('Helvetica', 10, COLOURS.muted);
    text(
      previous
        ? `Change: points gained or lost since the previous ${results.kind} assessment, completed ${formatDate(previous.completedAt)} (like with like: the same questionnaire).`
        : `This is the first completed ${results.kind} assessment: the change of each dimension shows from the next one of the same kind.`,
    );
    doc.moveDown(0.3);
    const columns = [
      { title: 'Dimension', x: left, w: 140 },
      { title: 'Score', x: left + 140, w: 40 },
      { title: 'Level', x: left + 180, w: 65 },
      { title: 'Change', x: left + 245, w: 45 },
      { title: 'Benchmark', x: left + 290, w: width - 290 },
    ];
    const headings = columns.map((column) => column.title);
    const row = (cells: string[], bold = false) => {
      style(bold ? 'Helvetica-Bold' : 'Helvetica', 9, COLOURS.text);
      const heights = cells.map((cell, index) =>
        doc.heightOfString(toWinAnsi(cell), { width: columns[index]!.w - 4 }),
      );
      const height = Math.max(...heights) + 4;
      const page = doc.page;
      ensureSpace(height);
      // A table that runs onto the next page starts there with its headings again, as a reader expects.
      if (cells !== headings && doc.page !== page) {
        row(headings, true);
        style('Helvetica', 9, COLOURS.text);
      }
      const y = doc.y;
      cells.forEach((cell, index) =>
        doc.text(toWinAnsi(cell), columns[index]!.x, y, { width: columns[index]!.w - 4 }),
      );
      doc.x = left;
      doc.y = y + height;
    };
    row(headings, true);
    for (const dimension of results.dimensions) {
      row([
        dimension.label,
        formatScore(dimension.score),
        dimension.maturityLevel.name,
        dimension.change === null ? '-' : signed(dimension.change),
        dimension.benchmark
          ? `Average ${formatScore(dimension.benchmark.average)}; ${describeStanding(dimension.benchmark)}`
          : '-',
      ]);
    }
  }

  function drawRecommendations(recommendations: readonly TRecommendation[], isFull: boolean) {
    sectionTitle(isFull ? 'Recommendations' : 'Top recommendations', 90);
    if (recommendations.length === 0) text('Every practice is at the top level, and nothing is left to do.');
    recommendations.forEach((recommendation, index) => {
      ensureSpace(isFull ? 80 : 60);
      style('Helvetica-Bold', 11, COLOURS.text);
      if (isFull) {
        text(`${index + 1}. ${recommendation.title}`);
        style('Helvetica', 9, COLOURS.muted);
        text(`${PRIORITY_LABELS[recommendation.priority]} · ${DIMENSION_LABELS[recommendation.dimension]}`);
      } else {
        // One line in the summary: the title names the dimension already.
        text(`${index + 1}. ${recommendation.title}`, { continued: true });
        style('Helvetica', 9, COLOURS.muted);
        doc.text(toWinAnsi(` (${PRIORITY_LABELS[recommendation.priority]})`));
      }
      style('Helvetica', 10, COLOURS.text);
      if (isFull) text(recommendation.rationale);
      doc.moveDown(0.2);
      for (const action of recommendation.actions) {
        const step =
          action.kind === 'improve'
            ? `${practiceOf(action.title)}: ${action.action}`
            : `${action.kind === 'sustain' ? 'Sustain' : 'Lead'}: ${action.action}`;
        bullet(step);
        note(
          `Owner: ${action.owner} · ${ACTION_EFFORT_LABELS[action.effort]} · Done when: ${action.evidence}`,
          12,
          isFull ? 9 : 8.5,
        );
        doc.moveDown(0.15);
      }
      doc.moveDown(0.4);
    });
  }

  function drawRoadmap() {
    const roadmap = results.roadmap;
    if (!roadmap) return;
    sectionTitle('Implementation roadmap', 100);
    text(
      `${roadmap.progress.done} of ${roadmap.progress.total} actions done (${roadmap.progress.percent}%). Foundations (strategy, data, governance, skills) come first, each step after the one it builds on, and use cases are scaled once their foundations are in place; each action says why it sits in its phase.`,
    );
    for (const phase of roadmap.phases) {
      subheading(
        `${phase.name} (${phase.actions.length} ${phase.actions.length === 1 ? 'action' : 'actions'}, ${phase.actions.filter((a) => a.done).length} done)`,
        60,
      );
      if (phase.actions.length === 0) note('No actions in this phase.', 0, 10);
      for (const action of phase.actions) {
        bullet(`${action.done ? '[Done] ' : ''}${action.title}`, 12, 9.5);
        note(
          `${DIMENSION_LABELS[action.dimension]} · Owner: ${action.owner} · ${ACTION_EFFORT_LABELS[action.effort]}`,
          12,
          8.5,
        );
        note(`Why here: ${action.reason}`, 12, 8.5);
        doc.moveDown(0.2);
      }
    }
  }

  function drawRoi() {
    const roi = results.roi;
    if (!roi) return;
    sectionTitle('Return on investment', 140);
    style('Helvetica-Bold', 12, COLOURS.text);
    text(`Expected annual value ${usd(roi.expected)} (range ${usd(roi.low)} to ${usd(roi.high)})`);
    style('Helvetica', 10, COLOURS.text);
    text(
      roi.paybackMonths === null
        ? 'Payback: not applicable, as there is no gap left to close.'
        : `Payback period: about ${roi.paybackMonths} months.`,
    );
    subheading('Assumptions');
    for (const assumption of roi.assumptions) bullet(assumption);
    if (roi.drivers.length > 0) {
      subheading('What drives the estimate, and how the plan addresses it');
      for (const driver of roi.drivers) bullet(`${driver.label}: ${driver.note}`);
    }
  }

  function drawMethodology() {
    sectionTitle('Methodology');
    subheading('Scoring');
    text(
      `Each question describes a practice at five maturity levels. An answer at level n scores (n - 1) × 25 points, so 1 gives 0 and 5 gives 100. A dimension's score is the weighted mean of its questions' points (each question weighted 1 to 10 by importance); the overall score is the plain mean of the ${results.dimensions.length} dimension scores, so every dimension counts equally. "Don't know" scores as the lowest level and is listed as a knowledge gap; "Not applicable", offered only where a practice may not exist, is left out of its dimension's score. This ${results.kind} assessment asked ${describeQuestionCounts(results.kind, input.questions)}.`,
    );
    subheading('Maturity levels');
    MATURITY_LEVELS.forEach((level, index) => {
      const upper = MATURITY_LEVELS[index + 1]?.minScore;
      bullet(
        `${level.level}. ${level.name} (${upper === undefined ? `${level.minScore} to 100` : `${level.minScore} to under ${upper}`}): ${level.description}`,
      );
    });
    subheading('Benchmark cohort');
    text(
      `Scores are compared with other organisations' latest completed assessments: the same industry and company size when there are enough of them, widened otherwise (industry, then size, then all). ${results.benchmark.source === 'reference' ? 'While there are too few, a modelled reference baseline is used instead.' : ''} This report compares with ${results.benchmark.label}.`,
    );
    subheading('ROI model');
    text(
      "Expected annual value = typical revenue for the company size × 2.5% (the value of AI at full readiness) × an industry factor × the readiness gap, each dimension's gap weighted by how strongly its practices correlate with ROI. The range runs from 60% to 150% of the expected value for execution risk; payback is the estimated one-off investment divided by the expected monthly value. The assumptions for this organisation are listed with the estimate.",
    );
    subheading('Recommendations and roadmap');
    text(
      'Dimensions are ranked by gap × business impact ÷ technical complexity; the dimensions that drive the ROI estimate are always included. Each action lifts one practice one level, written as what to do, who usually owns it and the effort, and is done when the practice matches the description of the level it reaches. The roadmap places each action by effort and complexity, puts foundations before the use cases that need them and each step after the one it builds on. Actions ticked done are never recommended again.',
    );
  }

  function drawAppendix() {
    sectionTitle('Appendix: every question and the answer given');
    const questions = input.questions ?? [];
    const answers = new Map((input.answers ?? []).map((answer) => [answer.questionId, answer.value]));
    if (questions.length === 0) {
      text('The questions of this assessment are not available.');
      return;
    }
    let current: string | undefined;
    questions.forEach((question, index) => {
      if (question.dimension !== current) {
        current = question.dimension;
        subheading(DIMENSION_LABELS[question.dimension], 70);
      }
      const value = answers.get(question.id);
      style('Helvetica-Bold', 9.5, COLOURS.text);
      const questionText = toWinAnsi(`${index + 1}. ${question.text}`);
      ensureSpace(doc.heightOfString(questionText, { width }) + 26);
      text(`${index + 1}. ${question.text}`);
      note(`Answer: ${value === undefined ? 'Not answered' : describeAnswer(value, question)}`, 12, 9);
      doc.moveDown(0.35);
    });
  }
}

/** Horizontal bars 0-100, coloured by maturity level, with gridlines and (when known) the benchmark average. */
/** "75 questions, five in each dimension", from the questions the assessment asked (its own bank version). */
function describeQuestionCounts(
  kind: TAssessmentResults['kind'],
  questions: readonly TQuestion[] | undefined,
): string {
  if (!questions || questions.length === 0) {
    return kind === 'quick' ? 'one question per dimension' : 'every question of its bank version';
  }
  const counts = new Map<string, number>();
  for (const question of questions) counts.set(question.dimension, (counts.get(question.dimension) ?? 0) + 1);
  const values = [...counts.values()];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const each = min === max ? `${numberWord(min)} in each dimension` : `${min} to ${max} in each dimension`;
  return `${questions.length} ${questions.length === 1 ? 'question' : 'questions'}, ${each}`;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const numberWord = (value: number) => NUMBER_WORDS[value] ?? String(value);

/**
 * A colour's band in the legend as the scores shown can fall in it: scores are shown to one decimal and a level
 * starts at its minimum (Initial < 20 <= Developing), so "Initial 0-19.9", "Developing 20-39.9", ...,
 * "Optimised 80-100". Never "0-20" and "20-40", which put 20 in two bands.
 */
export function legendBand(index: number): string {
  const level = MATURITY_LEVELS[index]!;
  const next = MATURITY_LEVELS[index + 1];
  const top = next ? formatScore(next.minScore - 0.1) : '100';
  return `${level.name} ${formatScore(level.minScore)}-${top}`;
}

/** The chart's key: a swatch per maturity level with its name and score band, and the benchmark mark. */
function drawLegend(doc: PDFKit.PDFDocument, results: TAssessmentResults, left: number, width: number): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(COLOURS.muted);
  doc.text('Colours:', left, y, { lineBreak: false });
  let x = left + 38;
  MATURITY_LEVELS.forEach((level, index) => {
    doc.rect(x, y, 8, 8).fillColor(COLOURS.levels[index]!).fill();
    const label = toWinAnsi(legendBand(index));
    doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted);
    doc.text(label, x + 11, y, { lineBreak: false });
    x += 11 + doc.widthOfString(label) + 10;
  });
  doc.x = left;
  doc.y = y + 12;
  const benchmarked = results.dimensions.some((dimension) => dimension.benchmark);
  doc.text(
    benchmarked
      ? 'Bars: your score out of 100, coloured by the maturity level it reaches. Black marks: the benchmark average of each dimension.'
      : 'Bars: your score out of 100, coloured by the maturity level it reaches.',
    left,
    doc.y,
    { width },
  );
}

function drawDimensionChart(
  doc: PDFKit.PDFDocument,
  results: TAssessmentResults,
  left: number,
  width: number,
  rowHeight: number,
): void {
  const labelWidth = 150;
  const barLeft = left + labelWidth + 8;
  const barWidth = width - labelWidth - 8 - 36;
  const top = doc.y + 4;
  const rows = results.dimensions.length;
  const chartBottom = top + rows * rowHeight;

  for (const tick of [0, 20, 40, 60, 80, 100]) {
    const x = barLeft + (barWidth * tick) / 100;
    doc.moveTo(x, top).lineTo(x, chartBottom).lineWidth(0.5).strokeColor(COLOURS.grid).stroke();
    doc.font('Helvetica').fontSize(7).fillColor(COLOURS.muted);
    doc.text(String(tick), x - 10, chartBottom + 3, { width: 20, align: 'center', lineBreak: false });
  }

  results.dimensions.forEach((dimension, index) => {
    const y = top + index * rowHeight;
    doc.font('Helvetica').fontSize(9).fillColor(COLOURS.text);
    doc.text(toWinAnsi(dimension.label), left, y + (rowHeight - 9) / 2 + 0.5, {
      width: labelWidth,
      align: 'right',
      lineBreak: false,
    });
    const length = Math.max(1, (barWidth * dimension.score) / 100);
    doc
      .rect(barLeft, y + 2, length, rowHeight - 4)
      .fillColor(COLOURS.levels[dimension.maturityLevel.level - 1]!)
      .fill();
    if (dimension.benchmark) {
      const x = barLeft + (barWidth * dimension.benchmark.average) / 100;
      doc
        .moveTo(x, y + 1)
        .lineTo(x, y + rowHeight - 1)
        .lineWidth(1.5)
        .strokeColor(COLOURS.marker)
        .stroke();
    }
    doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOURS.text);
    doc.text(formatScore(dimension.score), barLeft + barWidth + 6, y + (rowHeight - 9) / 2 + 0.5, {
      width: 30,
      lineBreak: false,
    });
  });

  doc.x = left;
  doc.y = chartBottom + 16;
  drawLegend(doc, results, left, width);
  doc.fillColor(COLOURS.text).fontSize(10);
}
