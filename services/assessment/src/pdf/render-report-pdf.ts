import PDFDocument from 'pdfkit';
import {
  COMPANY_SIZE_LABELS,
  INDUSTRY_LABELS,
  type TAssessmentResults,
  type TReportKind,
} from '@readiness/contracts/assessment';

export interface ReportPdfInput {
  kind: TReportKind;
  title: string;
  results: TAssessmentResults;
  /** Printed in the footer; the completion date is what the report is about. */
  generatedAt: Date;
}

const PAGE = { margin: 50, footer: 30 };
const COLOURS = {
  text: '#111827',
  muted: '#4b5563',
  rule: '#d1d5db',
  accent: '#1d4ed8',
  grid: '#e5e7eb',
  marker: '#111827',
  /** One per maturity level, Initial to Optimised. */
  levels: ['#dc2626', '#ea580c', '#ca8a04', '#65a30d', '#15803d'],
};

// The standard PDF fonts encode WinAnsi only; anything else would come out as garbage in the text layer.
const REPLACEMENTS: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '−': '-',
  '‑': '-',
  '✓': 'v',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 256 || WIN_ANSI_EXTRA.has(char)) out += char;
    else out += REPLACEMENTS[char] ?? '?';
  }
  return out;
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);
/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(value: number): string {
  const n = Math.round(value);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * Renders the summary (free) or full (premium) report of a completed assessment: real text, the overall score
 * and maturity level, a vector bar chart of the dimensions, the recommendations and, in the full report, the
 * per-dimension benchmarks, the ROI estimate and the roadmap; "Page N of M" on every page.
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { results, kind } = input;
  const heading = kind === 'full' ? 'AI Readiness Report' : 'AI Readiness Summary';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${heading}: ${input.title}`,
      Author: 'AI Readiness',
      Subject: `AI readiness assessment completed ${isoDay(new Date(results.completedAt))}`,
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const bottom = () => doc.page.height - PAGE.margin - PAGE.footer;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.x = left;
    return doc.text(toWinAnsi(value), { width, ...options });
  };
  const sectionTitle = (title: string, needed = 60) => {
    ensureSpace(needed);
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOURS.accent);
    text(title);
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.y = y + 6;
    doc.font('Helvetica').fontSize(10).fillColor(COLOURS.text);
  };
  const bullet = (value: string, indent = 12) => {
    ensureSpace(28);
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(COLOURS.text);
    doc.text('•', left + indent - 10, y, { lineBreak: false });
    doc.text(toWinAnsi(value), left + indent, y, { width: width - indent });
    doc.x = left;
  };

  // Title block
  doc.font('Helvetica-Bold').fontSize(22).fillColor(COLOURS.text);
  text(heading);
  doc.font('Helvetica').fontSize(11).fillColor(COLOURS.muted);
  text(input.title);
  text(
    `Completed ${longDate(results.completedAt)}  |  ${INDUSTRY_LABELS[results.industry]}  |  ${COMPANY_SIZE_LABELS[results.companySize]}  |  Question bank version ${results.bankVersion}`,
  );
  doc.moveDown(1);

  // Headline figures: the score on the left, what it means on the right; the box grows with the text.
  const right = left + width / 2 + 10;
  const rightWidth = width / 2 - 26;
  const notes = [
    { text: results.maturityLevel.description, colour: COLOURS.text },
    {
      text: `Benchmark: ${ordinal(results.benchmark.percentile)} percentile, average ${results.benchmark.average} (${results.benchmark.label}).`,
      colour: COLOURS.muted,
    },
    ...(results.previous
      ? [
          {
            text: `Change since ${longDate(results.previous.completedAt)}: ${signed(results.previous.overallChange)} points.`,
            colour: COLOURS.muted,
          },
        ]
      : []),
  ].map((note) => ({ ...note, text: toWinAnsi(note.text) }));
  doc.font('Helvetica').fontSize(10);
  const notesHeight = notes.reduce(
    (sum, note) => sum + doc.heightOfString(note.text, { width: rightWidth }) + 4,
    0,
  );
  const boxTop = doc.y;
  const boxHeight = Math.max(92, notesHeight + 20);
  doc.roundedRect(left, boxTop, width, boxHeight, 6).fillColor('#eff6ff').fill();
  doc.fillColor(COLOURS.text).font('Helvetica-Bold').fontSize(12);
  doc.text('Overall AI readiness score', left + 16, boxTop + 12, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(30).fillColor(COLOURS.accent);
  doc.text(`${results.overallScore} / 100`, left + 16, boxTop + 30, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(COLOURS.levels[results.maturityLevel.level - 1]!);
  doc.text(
    `Maturity level ${results.maturityLevel.level}: ${results.maturityLevel.name}`,
    left + 16,
    boxTop + 68,
    {
      lineBreak: false,
    },
  );
  doc.font('Helvetica').fontSize(10);
  let noteY = boxTop + 12;
  for (const note of notes) {
    doc.fillColor(note.colour).text(note.text, right, noteY, { width: rightWidth });
    noteY += doc.heightOfString(note.text, { width: rightWidth }) + 4;
  }
  doc.fillColor(COLOURS.text);
  doc.x = left;
  doc.y = boxTop + boxHeight + 8;

  // Bar chart of the dimensions
  sectionTitle('Scores by dimension', 15 * 18 + 70);
  drawDimensionChart(doc, results, left, width);

  // Per-dimension table (full report): score, level, change, benchmark
  if (kind === 'full') {
    sectionTitle('Dimension detail and benchmarks', 120);
    const columns = [
      { title: 'Dimension', x: left, w: 150 },
      { title: 'Score', x: left + 150, w: 45 },
      { title: 'Level', x: left + 195, w: 70 },
      { title: 'Change', x: left + 265, w: 50 },
      { title: 'Benchmark', x: left + 315, w: width - 315 },
    ];
    const row = (cells: string[], bold = false) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor(COLOURS.text);
      const heights = cells.map((cell, index) =>
        doc.heightOfString(toWinAnsi(cell), { width: columns[index]!.w - 4 }),
      );
      const height = Math.max(...heights) + 4;
      ensureSpace(height);
      const y = doc.y;
      cells.forEach((cell, index) =>
        doc.text(toWinAnsi(cell), columns[index]!.x, y, { width: columns[index]!.w - 4 }),
      );
      doc.x = left;
      doc.y = y + height;
    };
    row(
      columns.map((column) => column.title),
      true,
    );
    for (const dimension of results.dimensions) {
      row([
        dimension.label,
        String(dimension.score),
        dimension.maturityLevel.name,
        dimension.change === null ? '-' : signed(dimension.change),
        dimension.benchmark
          ? `${ordinal(dimension.benchmark.percentile)} percentile, average ${dimension.benchmark.average} (${dimension.benchmark.source === 'reference' ? 'reference baseline' : `${dimension.benchmark.cohortSize} organisations`})`
          : '-',
      ]);
    }
  }

  // Recommendations
  sectionTitle(kind === 'full' ? 'Recommendations' : 'Top recommendations');
  if (results.recommendations.length === 0) text('No recommendations: every dimension is at the top level.');
  results.recommendations.forEach((recommendation, index) => {
    ensureSpace(70);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOURS.text);
    text(`${index + 1}. ${recommendation.title}`);
    doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
    text(`Priority: ${recommendation.priority} (score ${recommendation.priorityScore})`);
    doc.fontSize(10).fillColor(COLOURS.text);
    text(recommendation.rationale);
    doc.moveDown(0.2);
    for (const action of recommendation.actions) bullet(action.title);
    doc.moveDown(0.5);
  });

  if (kind === 'full' && results.roi) {
    const roi = results.roi;
    sectionTitle('Estimated return on investment', 120);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOURS.text);
    text(`Expected annual value ${usd(roi.expected)} (range ${usd(roi.low)} to ${usd(roi.high)})`);
    doc.font('Helvetica').fontSize(10);
    text(
      roi.paybackMonths === null
        ? 'Payback: not applicable (no gap to close).'
        : `Payback period: about ${roi.paybackMonths} months.`,
    );
    doc.moveDown(0.3);
    doc.font('Helvetica-Bold').fontSize(10);
    text('Assumptions');
    for (const assumption of roi.assumptions) bullet(assumption);
  }

  if (kind === 'full' && results.roadmap) {
    sectionTitle('Implementation roadmap', 100);
    for (const phase of results.roadmap.phases) {
      ensureSpace(40);
      doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOURS.text);
      text(`${phase.name} (${phase.actions.length} ${phase.actions.length === 1 ? 'action' : 'actions'})`);
      if (phase.actions.length === 0) {
        doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted);
        text('No actions in this phase.');
      }
      for (const action of phase.actions) bullet(action.title);
      doc.moveDown(0.4);
    }
  }

  if (kind === 'summary') {
    sectionTitle('In the full report', 80);
    text(
      'AI Readiness Premium adds benchmarks for every dimension, an ROI estimate with its payback period and assumptions, every recommendation and an 18-month implementation roadmap, in the full PDF report.',
    );
  }

  // Footer on every page, once the page count is known.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const margins = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE.margin + 10;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted);
    doc.text(`${heading} | generated ${isoDay(input.generatedAt)}`, left, y, {
      width: width / 2,
      lineBreak: false,
    });
    doc.text(`Page ${index + 1 - range.start} of ${range.count}`, left + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margins;
  }
  doc.end();
  return done;
}

/** Horizontal bars 0-100, coloured by maturity level, with gridlines and (when known) the benchmark average. */
function drawDimensionChart(
  doc: PDFKit.PDFDocument,
  results: TAssessmentResults,
  left: number,
  width: number,
): void {
  const rowHeight = 18;
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
    doc.text(toWinAnsi(dimension.label), left, y + 5, {
      width: labelWidth,
      align: 'right',
      lineBreak: false,
    });
    const length = Math.max(1, (barWidth * dimension.score) / 100);
    doc
      .rect(barLeft, y + 3, length, rowHeight - 6)
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
    doc.text(String(dimension.score), barLeft + barWidth + 6, y + 5, { width: 30, lineBreak: false });
  });

  doc.x = left;
  doc.y = chartBottom + 16;
  doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted);
  const legend = results.dimensions.some((dimension) => dimension.benchmark)
    ? 'Bars: your score (0-100), coloured by maturity level. Black marks: benchmark average of the dimension.'
    : 'Bars: your score (0-100), coloured by maturity level (Initial, Developing, Defined, Managed, Optimised).';
  doc.text(legend, left, doc.y, { width });
  doc.fillColor(COLOURS.text).fontSize(10);
}
