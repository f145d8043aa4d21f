import { AppError, type Identity } from '@readiness/service';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { AssessmentContext } from '../context.ts';
import type { ReportFile } from '../get-report.ts';
import { aggregateOf } from './get-round-results.ts';
import { requireRound } from './round-access.ts';

/**
 * The board report of a closed round (members): served from PostgreSQL when this roadmap revision was rendered,
 * otherwise rendered by the worker while the call waits (REPORT_WAIT_MS, then a 503 with Retry-After).
 */
export async function getRoundReport(
  ctx: AssessmentContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
  now = new Date(),
): Promise<ReportFile> {
  const { round } = await requireRound(ctx.db, organisationId, roundId, identity.userId);
  aggregateOf(round);
  const revision = round.roadmapRevision;
  let stored = await roundRepository.report(ctx.db, round.id, revision);
  if (!stored) {
    await ctx.roundReports.renderAndWait(
      { roundId: round.id, revision: String(revision) },
      ctx.env.REPORT_WAIT_MS,
    );
    stored = await roundRepository.report(ctx.db, round.id, revision);
  }
  if (!stored) throw new AppError('REPORT_FAILED', 'The report could not be generated. Please try again.');
  return {
    pdf: Buffer.from(stored.pdf),
    filename: `AI-Readiness-Board-Report-${now.toISOString().slice(0, 10)}.pdf`,
  };
}
