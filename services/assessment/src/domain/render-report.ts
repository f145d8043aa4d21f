import type { TReportRenderJob } from '@readiness/contracts/assessment';
import { AppError, notFound } from '@readiness/service';
import { renderReportPdf } from '../pdf/render-report-pdf.ts';
import { assessmentRepository } from '../repositories/assessment.repository.ts';
import { reportRepository } from '../repositories/report.repository.ts';
import type { CoreContext } from './context.ts';
import { computeResults } from './get-results.ts';

export type RenderOutcome = 'stored' | 'already-stored';

/**
 * The worker's use case: renders a report and stores it, unless it is stored already. The summary shows what
 * a free user sees, the full report what a premium user sees. Rendering twice (a job retried after a crash)
 * stores one copy: the first.
 */
export async function renderReport(ctx: CoreContext, job: TReportRenderJob): Promise<RenderOutcome> {
  if (await reportRepository.exists(ctx.db, job)) return 'already-stored';
  const row = await assessmentRepository.findById(ctx.db, job.assessmentId);
  if (!row) throw notFound(`Assessment ${job.assessmentId} does not exist`);
  if (row.bankVersion !== job.bankVersion) {
    throw new AppError(
      'BANK_VERSION_MISMATCH',
      `Assessment ${row.id} uses bank version ${row.bankVersion}, not ${job.bankVersion}`,
    );
  }
  const results = await computeResults(ctx, row, job.kind === 'full');
  const started = performance.now();
  const pdf = await renderReportPdf({ kind: job.kind, title: row.title, results, generatedAt: new Date() });
  const renderMs = performance.now() - started;
  const isStored = await reportRepository.store(ctx.db, job, pdf, renderMs);
  ctx.logger.info({ ...job, bytes: pdf.length, renderMs: Math.round(renderMs), isStored }, 'report rendered');
  return isStored ? 'stored' : 'already-stored';
}
