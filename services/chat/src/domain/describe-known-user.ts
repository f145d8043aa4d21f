import { matchTopics, type KnownUser, type LatestAssessment } from '../assistant/answer-offline.ts';
import { sessionRepository, userRepository } from '../repositories/chat.repository.ts';
import type { Caller, ChatContext } from './context.ts';

/** What the service knows of a signed-in caller (its own records, kept from events; the verified tier else), with their requests to a person. */
export async function describeKnownUser(
  ctx: ChatContext,
  caller: Caller,
  question?: string,
): Promise<KnownUser | null> {
  if (!caller.userId) return null;
  // Facts other services hold are asked for only when the question is about them (the caller's own id only).
  const topics = question ? matchTopics(question).entries.map((entry) => entry?.id) : [];
  const [row, handoffs, nextActions, purchases] = await Promise.all([
    userRepository.find(ctx.db, caller.userId),
    sessionRepository.handoffsOfUser(ctx.db, caller.userId),
    topics.includes('my-improve') ? ctx.userFacts.nextActions(caller.userId) : undefined,
    topics.includes('my-purchases') ? ctx.userFacts.purchases(caller.userId) : undefined,
  ]);
  return {
    ...(nextActions !== undefined ? { nextActions } : {}),
    ...(purchases !== undefined ? { purchases } : {}),
    userId: caller.userId,
    firstName: row?.firstName ?? null,
    lastName: row?.lastName ?? null,
    company: row?.company ?? null,
    tier: (row?.tier ?? caller.tier ?? 'free') as KnownUser['tier'],
    latestAssessment: (row?.latestAssessment as LatestAssessment | null | undefined) ?? null,
    handoffs: handoffs.map((handoff) => ({
      open: handoff.status === 'handed-off',
      requestedAt: handoff.handedOffAt.toISOString(),
      answeredAt: handoff.answeredAt?.toISOString() ?? null,
    })),
  };
}
