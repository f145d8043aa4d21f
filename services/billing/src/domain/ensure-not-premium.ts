import type { Identity } from '@readiness/service';
import { AppError, isPremiumTier } from '@readiness/service';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import type { BillingContext } from './context.ts';

/** A premium user has nothing to buy: their token's tier, or an active purchase auth has not applied yet. */
export async function ensureNotPremium(ctx: BillingContext, identity: Identity): Promise<void> {
  if (isPremiumTier(identity.tier) || (await purchaseRepository.activeOfUser(ctx.db, identity.userId)))
    throw new AppError('ALREADY_PREMIUM', 'You already have AI Readiness Premium');
}
