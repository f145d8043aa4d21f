import type { TRoundResponse } from '@readiness/contracts/org-rounds';
import type { Identity } from '@readiness/service';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { groupIntoSections } from '../scoring/group-into-sections.ts';
import { findRoundPart } from './round-part.ts';

/** The caller's questionnaire: their dimensions' questions, saved answers and progress. */
export async function getRoundResponse(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
): Promise<TRoundResponse> {
  const { round, participant, questions } = await findRoundPart(ctx, identity, organisationId, roundId);
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
