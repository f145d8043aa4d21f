import { markProcessed } from '@readiness/bus';
import type { TEvent } from '@readiness/contracts';
import type { ChatContext } from './context.ts';
import { sessionRepository, userRepository } from '../repositories/chat.repository.ts';

export type UserEvent = TEvent<
  | 'auth.user.registered'
  | 'auth.user.updated'
  | 'auth.user.deleted'
  | 'billing.premium.granted'
  | 'billing.premium.revoked'
  | 'assessment.assessment.completed'
>;

/**
 * What chat keeps of a user, from the events of the services that own it (never their tables), each event
 * applied once (processed_events, in the same transaction as its effect). A deleted user's conversations are
 * erased and a tombstone stops later events from bringing the profile back.
 */
export async function applyUserEvent(ctx: Pick<ChatContext, 'db'>, consumer: string, event: UserEvent) {
  return ctx.db.$transaction(async (tx) => {
    if (!(await markProcessed(tx, consumer, event.id))) return 'duplicate';
    switch (event.type) {
      case 'auth.user.registered':
        await userRepository.upsert(tx, event.data.userId, {
          email: event.data.email,
          firstName: event.data.firstName,
          lastName: event.data.lastName,
          company: event.data.company,
          industry: event.data.industry,
        });
        break;
      case 'auth.user.updated':
        await userRepository.upsert(tx, event.data.userId, {
          tier: event.data.subscriptionTier,
          role: event.data.role,
          ...(event.data.profile
            ? {
                firstName: event.data.profile.firstName,
                lastName: event.data.profile.lastName,
                company: event.data.profile.company,
                industry: event.data.profile.industry,
              }
            : {}),
        });
        break;
      case 'billing.premium.granted':
        await userRepository.upsert(tx, event.data.userId, { tier: event.data.tier });
        break;
      case 'billing.premium.revoked':
        await userRepository.upsert(tx, event.data.userId, { tier: 'free' });
        break;
      case 'assessment.assessment.completed': {
        const current = await userRepository.find(tx, event.data.userId);
        const known = current?.latestAssessment as { completedAt?: string } | null | undefined;
        if (known?.completedAt && known.completedAt > event.data.completedAt) break;
        await userRepository.upsert(tx, event.data.userId, {
          latestAssessment: {
            assessmentId: event.data.assessmentId,
            kind: event.data.kind,
            overallScore: event.data.overallScore,
            maturityLevel: event.data.maturityLevel,
            dimensionScores: event.data.dimensionScores,
            completedAt: event.data.completedAt,
          },
        });
        break;
      }
      case 'auth.user.deleted':
        await sessionRepository.deleteOfUser(tx, event.data.userId);
        await userRepository.erase(tx, event.data.userId, new Date());
        break;
    }
    return 'applied';
  });
}
