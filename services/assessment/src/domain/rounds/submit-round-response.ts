import type { TSubmitRoundResponseResult } from '@readiness/contracts/org-rounds';
import { conflict, type Identity } from '@readiness/service';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { findMissingAnswers } from '../scoring/find-missing-answers.ts';
import { assertPartWritable, findRoundPart } from './round-part.ts';

/** Marks the caller's part finished: every question of it answered (a 409 names the missing ones). */
export async function submitRoundResponse(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
): Promise<TSubmitRoundResponseResult> {
  const { round, participant, questions } = await findRoundPart(ctx, identity, organisationId, roundId);
  const ids = questions.map((question) => question.id);
  return ctx.db.$transaction(async (tx) => {
    await assertPartWritable(tx, round, participant);
    const answers = await roundRepository.answers(tx, participant.id);
    const missing = findMissingAnswers(ids, answers);
    if (missing.length > 0)
      throw conflict(`${missing.length} of ${ids.length} questions are not answered yet`, {
        missingQuestionIds: missing,
      });
    const at = new Date();
    await roundRepository.markSubmitted(tx, participant.id, at);
    return { submittedAt: at.toISOString(), progress: { answered: answers.length, total: ids.length } };
  });
}
