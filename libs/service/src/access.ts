import type { Identity } from './identity.ts';
import { AppError } from './errors.ts';

/** Premium features: paying tiers, and admins (who must see what their users see). */
export function isPremium(identity: Pick<Identity, 'tier' | 'role'>): boolean {
  return identity.tier !== 'free' || identity.role === 'admin';
}

/** Throws the one premium 403 (`PREMIUM_REQUIRED`) unless the caller has premium; the message says what is locked. */
export function requirePremium(
  identity: Pick<Identity, 'tier' | 'role'>,
  message = 'This is part of AI Readiness Premium',
): void {
  if (!isPremium(identity)) throw new AppError('PREMIUM_REQUIRED', message);
}
