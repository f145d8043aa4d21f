import type { TRoundDetail } from '@readiness/contracts/org-rounds';
import { enqueueEvent } from '@readiness/bus';
import type { Identity } from '@readiness/service';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { aggregateRound } from '../scoring/aggregate-round.ts';
import { requireManager, roundClosed, roundNotFound } from './round-access.ts';
import { buildRoundDetail, roundQuestions } from './round-views.ts';

/**
 * Closes an open round and stores its aggregate, once: the round's row lock makes a second close (another admin at
 * the same moment, or the deadline sweep) wait and then find it closed, and the update is conditional on `open`
 * besides. Announces `assessment.round.closed` in the same transaction. False when it was closed already.
 */
export async function closeRoundOnce(
  ctx: Pick<CoreContext, 'db' | 'bank' | 'logger'>,
  roundId: string,
  how: { reason: 'manual' | 'deadline'; closedBy: string | null; at?: Date },
): Promise<boolean> {
  const round = await roundRepository.findById(ctx.db, roundId);
  if (!round) throw roundNotFound();
  const questions = await roundQuestions(ctx, round);
  const closed = await ctx.db.$transaction(
    async (tx) => {
      if ((await roundRepository.lockStatus(tx, roundId)) !== 'open') return false;
      const respondents = await roundRepository.allAnswers(tx, roundId);
      const participants = respondents.length;
      const answered = respondents.filter((respondent) => respondent.answers.length > 0);
      let aggregate = null;
      try {
        aggregate =
          answered.length > 0
            ? aggregateRound(
                questions,
                answered.map((respondent) => ({
                  ...respondent,
                  roleGroup: respondent.roleGroup,
                })),
              )
            : null;
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
      }
      if (aggregate) {
        aggregate.participants = participants;
        // An anonymous round keeps no level per person at all, not even unnamed.
        if (round.anonymity !== 'named') aggregate.byParticipant = [];
      }
      const closedAt = how.at ?? new Date();
      const done = await roundRepository.close(tx, roundId, {
        closedAt,
        closeReason: how.reason,
        closedBy: how.closedBy,
        overallScore: aggregate?.overallScore ?? null,
        dimensionScores: aggregate
          ? Object.fromEntries(aggregate.dimensions.map(({ dimension, score }) => [dimension, score]))
          : null,
        results: aggregate,
      });
      if (!done) return false;
      await enqueueEvent(tx, 'assessment.round.closed', {
        roundId,
        organisationId: round.organisationId,
        reason: how.reason,
        closedBy: how.closedBy,
        respondents: aggregate?.respondents ?? 0,
        overallScore: aggregate?.overallScore ?? 0,
        closedAt: closedAt.toISOString(),
      });
      return true;
      // The aggregate is computed inside the lock: generous limits on a loaded machine (50 × 75 answers take ~10 ms).
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
  if (closed) ctx.logger.info({ roundId, reason: how.reason }, 'round closed');
  return closed;
}

/** An owner or admin closes a round early; a round closed already is a 409. */
export async function closeRound(
  ctx: CoreContext & { onEventsCommitted?: () => void },
  identity: Identity,
  organisationId: string,
  roundId: string,
): Promise<TRoundDetail> {
  const member = await requireManager(ctx.db, organisationId, identity.userId);
  const round = await roundRepository.find(ctx.db, organisationId, roundId);
  if (!round) throw roundNotFound();
  if (!(await closeRoundOnce(ctx, round.id, { reason: 'manual', closedBy: identity.userId })))
    throw roundClosed();
  ctx.onEventsCommitted?.();
  return buildRoundDetail(ctx, (await roundRepository.findById(ctx.db, round.id))!, member);
}
