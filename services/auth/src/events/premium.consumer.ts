import type { Bus } from '@readiness/bus';
import type { AuthContext } from '../domain/context.ts';
import { changeSubscriptionTier } from '../domain/change-subscription-tier.ts';

export const PREMIUM_CONSUMER = 'auth.premium-tier';

/** Billing grants and revokes premium; auth owns the user's tier and applies it (once per event). */
export function subscribePremiumChanges(ctx: AuthContext, bus: Bus) {
  return bus.subscribe({
    durable: PREMIUM_CONSUMER,
    types: ['billing.premium.granted', 'billing.premium.revoked'],
    handler: async (event) => {
      const tier = event.type === 'billing.premium.granted' ? event.data.tier : 'free';
      await changeSubscriptionTier(ctx, event.data.userId, tier, {
        consumer: PREMIUM_CONSUMER,
        eventId: event.id,
      });
    },
  });
}
