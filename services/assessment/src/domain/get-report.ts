import type { TReportKind } from '@readiness/contracts/assessment';
import { AppError, type Identity } from '@readiness/service';
import { roadmapRepository } from '../repositories/assessment.repository.ts';
import { reportRepository } from '../repositories/report.repository.ts';
import type { AssessmentContext } from './context.ts';
import { requirePremium } from '@readiness/service';
import { findOwnedAssessment } from './assessment-views.ts';
import { notCompleted } from './get-results.ts';

export interface ReportFile {
  pdf: Buffer;
  filename: string;
}

const FILE_PREFIX: Record<TReportKind, string> = {
  summary: 'AI-Readiness-Summary',
  full: 'AI-Readiness-Report',
};

/**
 * A report of one of the caller's completed assessments: served from PostgreSQL when rendered before, otherwise
 * rendered by the worker while this call waits (up to REPORT_WAIT_MS, then a 503). The full report is premium.
 */
export async function getReport(
  ctx: AssessmentContext,
  identity: Identity,
  assessmentId: string,
  kind: TReportKind,
  now = new Date(),
): Promise<ReportFile> {
  const row = await findOwnedAssessment(ctx.db, assessmentId, identity.userId);
  if (kind === 'full') requirePremium(identity, 'The full PDF report is part of AI Readiness Premium');
  if (row.status !== 'completed') throw notCompleted();
  const key = { assessmentId: row.id, kind, bankVersion: row.bankVersion };
  let pdf = await reportRepository.findPdf(ctx.db, key);
  if (!pdf) {
    // The full report shows the roadmap's ticks: a render after a tick is a new job (see ZReportRenderJob).
    const changed = kind === 'full' ? await roadmapRepository.lastChange(ctx.db, row.id) : null;
    await ctx.reports.renderAndWait(
      changed === null ? key : { ...key, revision: String(changed) },
      ctx.env.REPORT_WAIT_MS,
    );
    pdf = await reportRepository.findPdf(ctx.db, key);
  }
  if (!pdf) throw new AppError('REPORT_FAILED', 'The report could not be generated. Please try again.');
  return { pdf, filename: `${FILE_PREFIX[kind]}-${now.toISOString().slice(0, 10)}.pdf` };
}
