import { feedbackRepository, sessionRepository, userRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { toChatSession } from '../repositories/chat.rows.ts';

/** Everything chat holds about a user, for their data export. */
export async function exportUser(ctx: Pick<ChatContext, 'db'>, userId: string) {
  const [profile, sessions] = await Promise.all([
    userRepository.find(ctx.db, userId),
    sessionRepository.listOfUser(ctx.db, userId),
  ]);
  const feedback = await feedbackRepository.ofSessions(
    ctx.db,
    sessions.map((session) => session.id),
  );
  return {
    service: 'chat' as const,
    data: {
      profile:
        profile && !profile.deletedAt
          ? {
              email: profile.email,
              firstName: profile.firstName,
              lastName: profile.lastName,
              company: profile.company,
              industry: profile.industry,
              tier: profile.tier,
              latestAssessment: profile.latestAssessment,
            }
          : null,
      conversations: sessions.map((session) => toChatSession(session, session.messages)),
      feedback: feedback.map((row) => ({
        messageId: row.messageId,
        rating: row.rating,
        comment: row.comment,
        createdAt: row.createdAt.toISOString(),
      })),
    },
  };
}
