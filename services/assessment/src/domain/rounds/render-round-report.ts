import type { TRoundReportRenderJob } from '@readiness/contracts/org-rounds';
import { notFound } from '@readiness/service';
import { renderBoardReportPdf } from '../../pdf/render-board-report-pdf.ts';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { computeRoundResults } from './get-round-results.ts';

/** The worker's use case: renders a round's board report for one roadmap revision and stores the first render. */
export async function renderRoundReport(
  ctx: CoreContext,
  job: TRoundReportRenderJob,
): Promise<'stored' | 'already-stored'> {
  const revision = BigInt(job.revision);
  if (await roundRepository.report(ctx.db, job.roundId, revision)) return 'already-stored';
  const round = await roundRepository.findById(ctx.db, job.roundId);
  if (!round) throw notFound(`Round ${job.roundId} does not exist`);
  const results = await computeRoundResults(ctx, round);
  const started = performance.now();
  const pdf = await renderBoardReportPdf({ results, generatedAt: new Date() });
  const renderMs = Math.round(performance.now() - started);
  const stored = (await roundRepository.storeReport(ctx.db, round.id, revision, pdf, renderMs)) === 1;
  ctx.logger.info({ ...job, bytes: pdf.length, renderMs, stored }, 'board report rendered');
  return stored ? 'stored' : 'already-stored';
}
