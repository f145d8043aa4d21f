import { randomUUID } from 'node:crypto';
import { DIMENSIONS } from '@readiness/contracts/assessment';
import { MAX_ROUND_DAYS, ZStartRoundRequest, type TRoundDetail } from '@readiness/contracts/org-rounds';
import { enqueueEvent } from '@readiness/bus';
import { badRequest, type Identity } from '@readiness/service';
import type { z } from 'zod';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { AssessmentContext } from '../context.ts';
import { selectQuestions } from '../scoring/select-questions.ts';
import { organisationNotFound, isManager, requireManager } from './round-access.ts';
import { buildRoundDetail, dimensionsFor, memberMap, type Assignments } from './round-views.ts';

/**
 * An owner or admin starts a round: the organisation's industry and size, the current bank's questions of the kind,
 * the participants (members) and who answers which dimension. Announces `assessment.round.started`.
 */
export async function startRound(
  ctx: AssessmentContext,
  identity: Identity,
  organisationId: string,
  input: z.output<typeof ZStartRoundRequest>,
  now = new Date(),
): Promise<TRoundDetail> {
  const caller = await requireManager(ctx.db, organisationId, identity.userId);
  const org = await organisationRepository.find(ctx.db, organisationId);
  if (!org) throw organisationNotFound();
  const deadline = new Date(input.deadline);
  if (deadline.getTime() <= now.getTime()) throw badRequest('deadline must be in the future');
  if (deadline.getTime() > now.getTime() + MAX_ROUND_DAYS * 86_400_000)
    throw badRequest(`deadline must be at most ${MAX_ROUND_DAYS} days away`);

  const members = await memberMap(ctx.db, organisationId);
  const strangers = input.participantIds.filter((id) => !members.has(id));
  if (strangers.length > 0)
    throw badRequest(`Not members of this organisation: ${strangers.join(', ')}`, { userIds: strangers });
  const chosen = new Set(input.participantIds);
  const assignments: Assignments = {};
  for (const { dimension, userIds } of input.assignments) {
    const outside = userIds.filter((id) => !chosen.has(id));
    if (outside.length > 0)
      throw badRequest(`${dimension} is assigned to people who are not participants: ${outside.join(', ')}`);
    assignments[dimension] = [...new Set(userIds)];
  }

  const { version, questions: bank } = await ctx.bank.current();
  const questions = selectQuestions(bank, input.kind);
  const asked = DIMENSIONS.filter((dimension) => questions.some((q) => q.dimension === dimension));
  const participants = input.participantIds.map((userId) => {
    const dimensions = dimensionsFor(userId, assignments, asked);
    return {
      id: randomUUID(),
      userId,
      dimensions,
      total: questions.filter((q) => dimensions.includes(q.dimension)).length,
      roleGroup: isManager(members.get(userId)!) ? 'leadership' : 'members',
    };
  });
  const idle = participants.filter((participant) => participant.dimensions.length === 0);
  if (idle.length > 0)
    throw badRequest(
      `Every participant needs a part: every dimension is assigned to others than ${idle.map((p) => p.userId).join(', ')}`,
    );

  const id = randomUUID();
  await ctx.db.$transaction(async (tx) => {
    await roundRepository.create(
      tx,
      {
        id,
        organisationId,
        kind: input.kind,
        anonymity: input.anonymity,
        industry: org.industry,
        companySize: org.companySize,
        bankVersion: version,
        questionIds: questions.map((question) => question.id),
        assignments,
        deadline,
        startedBy: identity.userId,
        createdAt: now,
      },
      participants,
    );
    await enqueueEvent(tx, 'assessment.round.started', {
      roundId: id,
      organisationId,
      kind: input.kind,
      anonymity: input.anonymity,
      deadline: deadline.toISOString(),
      participantIds: input.participantIds,
      startedBy: identity.userId,
    });
  });
  ctx.onEventsCommitted();
  ctx.logger.info({ roundId: id, organisationId, participants: participants.length }, 'round started');
  const round = await roundRepository.findById(ctx.db, id);
  return buildRoundDetail(ctx, round!, caller);
}
