import { isPremium } from '@readiness/contracts/premium';
import type { Identity } from './identity.ts';
import { AppError } from './errors.ts';

/** The one premium rule (`@readiness/contracts/premium`, which the SPA reads too). */
export { isPremium, isPremiumTier } from '@readiness/contracts/premium';

/** Throws the one premium 403 (`PREMIUM_REQUIRED`) unless the caller has premium; the message says what is locked. */
export function requirePremium(
  identity: Pick<Identity, 'tier' | 'role'>,
  message = 'This is part of AI Readiness Premium',
): void {
  if (!isPremium(identity)) throw new AppError('PREMIUM_REQUIRED', message);
}
