import type { TSaveAnswersRequest, TSaveAnswersResponse } from '@readiness/contracts/assessment';
import type { TRoundResponse, TSubmitRoundResponseResult } from '@readiness/contracts/org-rounds';
import { AppError, badRequest, conflict, type Identity } from '@readiness/service';
import type { DbTransaction } from '../../db.ts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository, type ParticipantRow, type RoundRow } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { findForeignAnswers } from '../scoring/find-foreign-answers.ts';
import { findMissingAnswers } from '../scoring/find-missing-answers.ts';
import { groupIntoSections } from '../scoring/group-into-sections.ts';
import { notParticipant, requireRound, roundClosed } from './round-access.ts';
import { roundQuestions } from './round-views.ts';

// A participant's part of a round: the same questions, answers, "Don't know" and autosave as the single assessment
// (the same validation: foreign questions, "not applicable" only where the bank allows it).

async function findPart(ctx: CoreContext, identity: Identity, organisationId: string, roundId: string) {
  const { round } = await requireRound(ctx.db, organisationId, roundId, identity.userId);
  const participant = await roundRepository.participant(ctx.db, round.id, identity.userId);
  if (!participant) throw notParticipant();
  const questions = (await roundQuestions(ctx, round)).filter((question) =>
    participant.dimensions.includes(question.dimension),
  );
  return { round, participant, questions };
}

const alreadySubmitted = () =>
  new AppError(
    'ALREADY_SUBMITTED',
    'You have submitted your part of this round; its answers can no longer change',
  );

/** The caller's questionnaire: their dimensions' questions, saved answers and progress. */
export async function getRoundResponse(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
): Promise<TRoundResponse> {
  const { round, participant, questions } = await findPart(ctx, identity, organisationId, roundId);
  const [answers, org] = await Promise.all([
    roundRepository.answers(ctx.db, participant.id),
    organisationRepository.find(ctx.db, organisationId),
  ]);
  return {
    roundId: round.id,
    organisationId,
    organisationName: org?.name ?? '',
    kind: round.kind,
    anonymity: round.anonymity,
    status: round.status,
    deadline: round.deadline.toISOString(),
    bankVersion: round.bankVersion,
    sections: groupIntoSections(questions),
    answers,
    progress: { answered: answers.length, total: participant.total },
    submittedAt: participant.submittedAt?.toISOString() ?? null,
  };
}

async function assertWritable(tx: DbTransaction, round: RoundRow, participant: ParticipantRow) {
  // Row locks order a save against the close and against the participant's own submit.
  if ((await roundRepository.lockStatus(tx, round.id)) !== 'open') throw roundClosed();
  const locked = await roundRepository.lockParticipant(tx, participant.id);
  if (!locked) throw notParticipant();
  if (locked.submitted_at) throw alreadySubmitted();
}

/** Autosave: saves (or changes) some answers of the caller's part while the round is open and the part not submitted. */
export async function saveRoundAnswers(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
  input: TSaveAnswersRequest,
): Promise<TSaveAnswersResponse> {
  const { round, participant, questions } = await findPart(ctx, identity, organisationId, roundId);
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
    await assertWritable(tx, round, participant);
    await roundRepository.upsertAnswers(tx, participant.id, input.answers, new Date());
    return roundRepository.countAnswers(tx, participant.id);
  });
  return { saved: input.answers.length, progress: { answered, total: participant.total } };
}

/** Marks the caller's part finished: every question of it answered (a 409 names the missing ones). */
export async function submitRoundResponse(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
): Promise<TSubmitRoundResponseResult> {
  const { round, participant, questions } = await findPart(ctx, identity, organisationId, roundId);
  const ids = questions.map((question) => question.id);
  return ctx.db.$transaction(async (tx) => {
    await assertWritable(tx, round, participant);
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
