import { AppError, type Identity } from '@readiness/service';
import type { DbTransaction } from '../../db.ts';
import { roundRepository, type ParticipantRow, type RoundRow } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { notParticipant, requireRound, roundClosed } from './round-access.ts';
import { roundQuestions } from './round-views.ts';

// A participant's part of a round: the same questions, answers, "Don't know" and autosave as the single assessment
// (the same validation: foreign questions, "not applicable" only where the bank allows it). What reading, saving and
// submitting a part share.

/** The caller's part of a round: the round, their participant row and their dimensions' questions. */
export async function findRoundPart(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
) {
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

/** Refuses a change to a part once its round is closed or the part submitted. */
export async function assertPartWritable(tx: DbTransaction, round: RoundRow, participant: ParticipantRow) {
  // Row locks order a save against the close and against the participant's own submit.
  if ((await roundRepository.lockStatus(tx, round.id)) !== 'open') throw roundClosed();
  const locked = await roundRepository.lockParticipant(tx, participant.id);
  if (!locked) throw notParticipant();
  if (locked.submitted_at) throw alreadySubmitted();
}
