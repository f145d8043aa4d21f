import {
  DIMENSIONS,
  DIMENSION_LABELS,
  type TDimension,
  type TQuestion,
} from '@readiness/contracts/assessment';
import type { TRoundDetail, TRoundPerson, TRoundSummary } from '@readiness/contracts/org-rounds';
import type { DbClient } from '../../db.ts';
import {
  fullName,
  organisationRepository,
  type MemberRow,
} from '../../repositories/organisation.repository.ts';
import { roundRepository, type RoundRow } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { isManager } from './round-access.ts';

export type Assignments = Partial<Record<TDimension, string[]>>;

/** The dimensions a participant answers: those assigned to them, and every dimension assigned to nobody. */
export function dimensionsFor(
  userId: string,
  assignments: Assignments,
  asked: readonly TDimension[],
): TDimension[] {
  return asked.filter((dimension) => {
    const assigned = assignments[dimension];
    return !assigned || assigned.includes(userId);
  });
}

/** The round's questions in the order they are asked, from its own bank version. */
export async function roundQuestions(ctx: Pick<CoreContext, 'bank'>, round: RoundRow): Promise<TQuestion[]> {
  const bank = await ctx.bank.questions(round.bankVersion);
  const byId = new Map(bank.map((question) => [question.id, question]));
  return round.questionIds.map((id) => {
    const question = byId.get(id);
    if (!question)
      throw new Error(`question ${id} of round ${round.id} is missing from bank ${round.bankVersion}`);
    return question;
  });
}

/** A person's name while they are a member; null once they left or deleted their account. */
export function personOf(userId: string | null, members: ReadonlyMap<string, MemberRow>): TRoundPerson {
  const member = userId ? members.get(userId) : undefined;
  return { userId: member ? userId : null, name: member ? fullName(member) || null : null };
}

export async function memberMap(db: DbClient, organisationId: string) {
  return new Map((await organisationRepository.members(db, organisationId)).map((m) => [m.userId, m]));
}

export function toSummary(
  round: RoundRow,
  organisationName: string,
  counts: { participants: number; submitted: number },
): TRoundSummary {
  return {
    id: round.id,
    organisationId: round.organisationId,
    organisationName,
    kind: round.kind,
    anonymity: round.anonymity,
    status: round.status,
    industry: round.industry,
    companySize: round.companySize,
    bankVersion: round.bankVersion,
    deadline: round.deadline.toISOString(),
    createdAt: round.createdAt.toISOString(),
    closedAt: round.closedAt?.toISOString() ?? null,
    closeReason: round.closeReason,
    participantCount: counts.participants,
    submittedCount: counts.submitted,
    overallScore: round.overallScore,
  };
}

/** A round as members see it: each participant's progress (never their answers) and the caller's own part. */
export async function buildRoundDetail(
  ctx: Pick<CoreContext, 'db' | 'bank'>,
  round: RoundRow,
  caller: MemberRow,
): Promise<TRoundDetail> {
  const [org, participants, members, questions] = await Promise.all([
    organisationRepository.find(ctx.db, round.organisationId),
    roundRepository.participants(ctx.db, round.id),
    memberMap(ctx.db, round.organisationId),
    roundQuestions(ctx, round),
  ]);
  const asked = DIMENSIONS.filter((dimension) => questions.some((q) => q.dimension === dimension));
  const assignments = round.assignments as Assignments;
  const mine = participants.find((participant) => participant.userId === caller.userId);
  return {
    ...toSummary(round, org?.name ?? '', {
      participants: participants.length,
      submitted: participants.filter((participant) => participant.submittedAt).length,
    }),
    startedBy: personOf(round.startedBy, members),
    dimensions: asked.map((dimension) => ({
      dimension,
      label: DIMENSION_LABELS[dimension],
      assignedTo: assignments[dimension] ?? null,
    })),
    participants: participants.map((participant) => ({
      ...personOf(participant.userId, members),
      dimensions: participant.dimensions,
      answered: participant.answered,
      total: participant.total,
      submittedAt: participant.submittedAt?.toISOString() ?? null,
    })),
    myPart: mine
      ? {
          dimensions: mine.dimensions,
          answered: mine.answered,
          total: mine.total,
          submittedAt: mine.submittedAt?.toISOString() ?? null,
        }
      : null,
    canManage: isManager(caller),
  };
}
