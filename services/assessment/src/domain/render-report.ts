import type { TReportRenderJob } from '@readiness/contracts/assessment';
import { AppError, notFound } from '@readiness/service';
import { renderReportPdf } from '../pdf/render-report-pdf.ts';
import { answerRepository, assessmentRepository } from '../repositories/assessment.repository.ts';
import { userProfileRepository } from '../repositories/user-profile.repository.ts';
import { questionsOf } from './assessment-views.ts';
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
  const key = { assessmentId: job.assessmentId, kind: job.kind, bankVersion: job.bankVersion };
  if (await reportRepository.exists(ctx.db, key)) return 'already-stored';
  const row = await assessmentRepository.findById(ctx.db, job.assessmentId);
  if (!row) throw notFound(`Assessment ${job.assessmentId} does not exist`);
  if (row.bankVersion !== job.bankVersion) {
    throw new AppError(
      'BANK_VERSION_MISMATCH',
      `Assessment ${row.id} uses bank version ${row.bankVersion}, not ${job.bankVersion}`,
    );
  }
  const results = await computeResults(ctx, row, job.kind === 'full');
  const [profile, questions, answers] = await Promise.all([
    userProfileRepository.find(ctx.db, row.userId),
    questionsOf(ctx, row),
    answerRepository.list(ctx.db, row.id),
  ]);
  const started = performance.now();
  const pdf = await renderReportPdf({
    kind: job.kind,
    title: row.title,
    results,
    generatedAt: new Date(),
    organisation: organisationOf(profile),
    questions,
    answers,
  });
  const renderMs = performance.now() - started;
  const isStored = await reportRepository.store(ctx.db, key, pdf, renderMs);
  ctx.logger.info({ ...job, bytes: pdf.length, renderMs: Math.round(renderMs), isStored }, 'report rendered');
  return isStored ? 'stored' : 'already-stored';
}

/** The organisation a report names: the company the owner gave, else their name; undefined when unknown. */
export function organisationOf(
  profile: { company: string; firstName: string; lastName: string } | null,
): string | undefined {
  if (!profile) return undefined;
  const company = profile.company.trim();
  if (company) return company;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return name || undefined;
}
