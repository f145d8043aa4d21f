import type { TSaveAnswersRequest, TSaveAnswersResponse } from '@readiness/contracts/assessment';
import { badRequest, type Identity } from '@readiness/service';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { findForeignAnswers } from '../scoring/find-foreign-answers.ts';
import { assertPartWritable, findRoundPart } from './round-part.ts';

/** Autosave: saves (or changes) some answers of the caller's part while the round is open and the part not submitted. */
export async function saveRoundAnswers(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
  input: TSaveAnswersRequest,
): Promise<TSaveAnswersResponse> {
  const { round, participant, questions } = await findRoundPart(ctx, identity, organisationId, roundId);
  const ids = questions.map((question) => question.id);
  if (input.answers.length > ids.length) throw badRequest(`answers must hold at most ${ids.length} answers`);
  const foreign = findForeignAnswers(ids, input.answers);
  if (foreign.length > 0)
    throw badRequest(`Not questions of your part of this round: ${foreign.join(', ')}`, {
      questionIds: foreign,
    });
  const allowing = new Set(questions.filter((q) => q.allowsNotApplicable).map((q) => q.id));
  const refused = input.answers
    .filter((answer) => answer.value === 'not-applicable' && !allowing.has(answer.questionId))
    .map((answer) => answer.questionId);
  if (refused.length > 0)
    throw badRequest(
      `"Not applicable" is not an answer to ${refused.join(', ')}: choose a level or "Don't know"`,
      {
        questionIds: refused,
      },
    );
  const answered = await ctx.db.$transaction(async (tx) => {
    await assertPartWritable(tx, round, participant);
    await roundRepository.upsertAnswers(tx, participant.id, input.answers, new Date());
    return roundRepository.countAnswers(tx, participant.id);
  });
  return { saved: input.answers.length, progress: { answered, total: participant.total } };
}
