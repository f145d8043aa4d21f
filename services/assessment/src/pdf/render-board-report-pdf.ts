import { COMPANY_SIZE_LABELS, DIMENSION_LABELS, INDUSTRY_LABELS } from '@readiness/contracts/assessment';
import {
  MIN_GROUP_RESPONDENTS,
  type TLevelSpread,
  type TRoundResults,
} from '@readiness/contracts/org-rounds';
import { formatDate, formatScore, formatScoreOutOf100 } from '@readiness/contracts/format';
import { MATURITY_LEVELS } from '../domain/scoring/determine-maturity-level.ts';
import { COLOURS, createPdfDocument, toWinAnsi } from './pdf-document.ts';
import { describeStanding } from './render-report-pdf.ts';

export interface BoardReportInput {
  results: TRoundResults;
  generatedAt: Date;
}

/** The section titles, in order; the text test looks for each. */
export const BOARD_REPORT_SECTIONS = [
  'Executive summary',
  'Scores with their spread',
  'Where your leaders disagree',
  'Roadmap and owners',
  'Benchmark',
  'Appendix: method',
] as const;

const spreadText = (spread: TLevelSpread) =>
  `levels ${formatScore(spread.min)}-${formatScore(spread.max)}, middle half ${formatScore(spread.q1)}-${formatScore(spread.q3)} (IQR ${formatScore(spread.iqr)})`;
/** A title as a sentence: one full stop at the end. */
const sentence = (value: string) => (/[.!?]$/.test(value.trim()) ? value.trim() : `${value.trim()}.`);
const signed = (value: number) =>
  value > 0 ? `+${formatScore(value)}` : value < 0 ? `-${formatScore(-value)}` : '±0';

/**
 * The organisation's board report of a closed round, in the style of the assessment's full report (pdfkit, standard
 * fonts, real text, "Page N of M"): a cover, an executive summary, the scores with their spread, where the leaders
 * disagree, the roadmap with owners, the benchmark and an appendix of the method. Never a person's answers.
 */
export function renderBoardReportPdf(input: BoardReportInput): Promise<Buffer> {
  const { results } = input;
  const heading = 'AI Readiness Board Report';
  const { doc, left, width, ensureSpace, text, style, sectionTitle, bullet, finish } = createPdfDocument({
    title: `${heading}: ${results.organisationName}`,
    subject: `Organisation assessment round closed ${results.closedAt.slice(0, 10)}`,
    creationDate: input.generatedAt,
  });
  const context = `${INDUSTRY_LABELS[results.industry]} · ${COMPANY_SIZE_LABELS[results.companySize]}`;
  const kindLabel = results.kind === 'full' ? 'full' : 'quick';

  // Cover
  doc.y = 150;
  style('Helvetica-Bold', 26, COLOURS.text);
  text(heading);
  doc.moveDown(0.4);
  style('Helvetica-Bold', 18, COLOURS.accent);
  text(results.organisationName);
  doc.moveDown(0.4);
  style('Helvetica', 12, COLOURS.muted);
  text(`Round closed ${formatDate(results.closedAt)} · ${context}`);
  text(
    `${results.respondents} of ${results.participants} participants answered · ${kindLabel} assessment · ${results.anonymity === 'anonymous' ? 'anonymous' : 'named'} round`,
  );
  doc.moveDown(2);
  style('Helvetica-Bold', 12, COLOURS.text);
  text('Overall AI readiness score');
  style('Helvetica-Bold', 34, COLOURS.accent);
  text(formatScoreOutOf100(results.overallScore));
  style('Helvetica-Bold', 14, COLOURS.levels[results.maturityLevel.level - 1]!);
  text(`Maturity level ${results.maturityLevel.level}: ${results.maturityLevel.name}`);

  // Executive summary
  doc.addPage();
  sectionTitle(BOARD_REPORT_SECTIONS[0]);
  const byScore = [...results.dimensions].sort((a, b) => b.score - a.score);
  const widest = results.disagreements.dimensions[0];
  text(
    `${results.respondents} leaders of ${results.organisationName} assessed the organisation's AI readiness together. Taken together (the median of their views in each dimension), the organisation scores ${formatScoreOutOf100(results.overallScore)}, maturity level ${results.maturityLevel.level} (${results.maturityLevel.name}): ${results.maturityLevel.description}`,
  );
  doc.moveDown(0.5);
  bullet(
    `Strongest: ${byScore
      .slice(0, 3)
      .map((d) => `${d.label} (${formatScore(d.score)})`)
      .join(', ')}.`,
  );
  bullet(
    `Weakest: ${byScore
      .slice(-3)
      .reverse()
      .map((d) => `${d.label} (${formatScore(d.score)})`)
      .join(', ')}.`,
  );
  if (widest)
    bullet(
      `The leaders disagree most on ${widest.label}: ${spreadText(widest.spread)}. Disagreement is a finding to discuss, not noise to average away.`,
    );
  bullet(`Benchmark: ${describeStanding(results.benchmark)}.`);
  if (results.previous)
    bullet(
      `Since the previous ${kindLabel} round (${formatDate(results.previous.closedAt)}): ${signed(results.previous.overallChange)} points overall.`,
    );
  bullet(
    `Roadmap: ${results.roadmap.progress.done} of ${results.roadmap.progress.total} actions done (${results.roadmap.progress.percent}%).`,
  );

  // Scores with spread
  sectionTitle(BOARD_REPORT_SECTIONS[1]);
  style('Helvetica', 9, COLOURS.muted);
  text(
    'Bars: the dimension score (median of the respondents, 0-100). Grey band: where the middle half of the respondents put it.',
  );
  doc.moveDown(0.4);
  const labelWidth = 170;
  const barLeft = left + labelWidth;
  const barWidth = width - labelWidth - 70;
  for (const dimension of results.dimensions) {
    ensureSpace(26);
    const y = doc.y;
    style('Helvetica', 9, COLOURS.text);
    doc.text(toWinAnsi(dimension.label), left, y + 2, {
      width: labelWidth - 8,
      lineBreak: false,
      ellipsis: true,
    });
    doc.rect(barLeft, y, barWidth, 14).fillColor(COLOURS.grid).fill();
    const toX = (level: number) => barLeft + ((level - 1) / 4) * barWidth;
    doc
      .rect(
        toX(dimension.spread.q1),
        y - 2,
        Math.max(2, toX(dimension.spread.q3) - toX(dimension.spread.q1)),
        18,
      )
      .fillColor(COLOURS.rule)
      .fill();
    doc
      .rect(barLeft, y + 4, (dimension.score / 100) * barWidth, 6)
      .fillColor(COLOURS.levels[dimension.maturityLevel.level - 1]!)
      .fill();
    style('Helvetica', 9, COLOURS.text);
    doc.text(
      `${formatScore(dimension.score)}${dimension.change !== null ? ` (${signed(dimension.change)})` : ''}`,
      barLeft + barWidth + 6,
      y + 2,
      { width: 64, lineBreak: false },
    );
    doc.x = left;
    doc.y = y + 20;
    style('Helvetica', 8, COLOURS.muted);
    doc.text(
      toWinAnsi(
        `${dimension.respondents} respondents · median level ${formatScore(dimension.medianLevel)} · ${spreadText(dimension.spread)}`,
      ),
      barLeft,
      doc.y - 4,
      { width: barWidth + 70 },
    );
    doc.x = left;
    doc.moveDown(0.3);
  }
  doc.moveDown(0.4);
  style('Helvetica-Bold', 11, COLOURS.text);
  text('By role');
  for (const group of results.groups)
    bullet(
      group.dimensions
        ? `${group.label} (${group.respondents} respondents), median level: ${group.dimensions.map((d) => `${DIMENSION_LABELS[d.dimension]} ${formatScore(d.medianLevel)}`).join(', ')}.`
        : `${group.label}: ${group.respondents} respondent${group.respondents === 1 ? '' : 's'}, fewer than ${MIN_GROUP_RESPONDENTS}: not shown apart, so that no one's answers can be told.`,
    );

  // Disagreements
  sectionTitle(BOARD_REPORT_SECTIONS[2]);
  text(
    'Dimensions ranked by how far apart the respondents are (the interquartile range of their levels, 1-5):',
  );
  doc.moveDown(0.3);
  for (const item of results.disagreements.dimensions.slice(0, 6))
    bullet(`${item.label}: ${spreadText(item.spread)}, ${item.respondents} respondents.`);
  doc.moveDown(0.4);
  text('The questions with the widest spread:');
  doc.moveDown(0.3);
  for (const item of results.disagreements.questions.slice(0, 8))
    bullet(
      `${item.text} ${spreadText(item.spread)}; answers by level 1-5: ${item.levelCounts.join(' / ')}${item.dontKnow ? `; ${item.dontKnow} "don't know"` : ''}.`,
    );

  // Roadmap
  sectionTitle(BOARD_REPORT_SECTIONS[3]);
  text(`${results.roadmap.progress.done} of ${results.roadmap.progress.total} actions done.`);
  for (const phase of results.roadmap.phases) {
    if (phase.actions.length === 0) continue;
    ensureSpace(40);
    doc.moveDown(0.4);
    style('Helvetica-Bold', 11, COLOURS.text);
    text(phase.name);
    for (const action of phase.actions)
      bullet(
        `${action.done ? '[done] ' : ''}${sentence(action.title)} Owner: ${action.assignee?.name ?? `unassigned (usually ${action.owner})`}.`,
      );
  }

  // Benchmark
  sectionTitle(BOARD_REPORT_SECTIONS[4]);
  text(
    `Overall, the organisation stands ${describeStanding(results.benchmark)} (compared with ${results.benchmark.label}; average ${formatScore(results.benchmark.average)}). Each organisation counts once, however many of its people answered.`,
  );
  doc.moveDown(0.3);
  for (const dimension of results.dimensions)
    bullet(
      `${dimension.label}: ${formatScore(dimension.score)} against an average of ${formatScore(dimension.benchmark.average)} (${dimension.benchmark.label}).`,
    );

  // Method
  doc.addPage();
  sectionTitle(BOARD_REPORT_SECTIONS[5]);
  text(
    `Each participant answered the questions of the dimensions given to them (a dimension assigned to nobody goes to everyone). Each respondent's dimension is scored as a single assessment scores it: an answer at level n scores (n - 1) × 25 points, weighted by the question's importance; "Don't know" counts as the lowest level and "Not applicable" is left out. A dimension's organisation score is the median of its respondents' scores, its median level the same figure on the 1-5 scale; the overall score is the plain mean of the dimension scores.`,
  );
  doc.moveDown(0.4);
  text(
    `Spread: the quartiles of the respondents' levels (linear interpolation); the interquartile range (IQR) ranks the disagreements. A breakdown by role is shown only for groups of at least ${MIN_GROUP_RESPONDENTS} respondents, and no person's answers are ever shown in an anonymous round.`,
  );
  doc.moveDown(0.4);
  text(
    "Recommendations and roadmap: the same prioritisation as a single assessment, fed each question's median answer and each dimension's median score. Benchmark: the latest result of every other organisation, each counted once (an organisation's latest closed round, else one member's latest assessment).",
  );
  doc.moveDown(0.4);
  for (const [index, level] of MATURITY_LEVELS.entries()) {
    const upper = MATURITY_LEVELS[index + 1]?.minScore;
    bullet(
      `${level.level}. ${level.name} (${upper === undefined ? `${level.minScore} to 100` : `${level.minScore} to under ${upper}`}): ${level.description}`,
    );
  }

  return finish(`${heading} | ${results.organisationName} | generated ${formatDate(input.generatedAt)}`);
}
