import {
  activePromo,
  WHITELABEL_LAUNCH_TIME,
  WHITELABEL_PLANS,
  type TWhitelabelPlans,
} from '@readiness/contracts/chat';
import type { ChatContext } from './context.ts';

/** The plans with the promo running now; an ended promo is never answered. */
export function listPlans(ctx: ChatContext): TWhitelabelPlans {
  const now = ctx.now();
  return {
    plans: WHITELABEL_PLANS.map((plan) => {
      const promo = activePromo(plan, now);
      return {
        id: plan.id,
        name: plan.name,
        priceMonthly: plan.priceMonthly,
        conversationsPerMonth: plan.conversationsPerMonth,
        mostPopular: plan.mostPopular,
        promo: promo ? { ...promo } : null,
        included: [...plan.included],
        setup: plan.setup,
        terms: plan.terms,
      };
    }),
    launchTime: WHITELABEL_LAUNCH_TIME,
  };
}
