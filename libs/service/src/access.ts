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

/**
 * The one ownership check: the row, when it exists and belongs to the user (`userId`; null, nobody signed in, owns
 * nothing). Otherwise `notFound` is thrown: another user's row is answered like a missing one, so that ids cannot
 * be probed, unless `otherUsers` gives the answer for a row whose existence is no secret to the caller (a payment
 * session they were sent back from, say: a 403). A string is the message of a `NOT_FOUND` (or `FORBIDDEN`) error.
 */
export function requireOwned<Row extends { userId: string | null }>(
  row: Row | null | undefined,
  userId: string | null,
  notFound: AppError | string,
  options: { otherUsers?: AppError | string } = {},
): Row {
  if (!row) throw asError(notFound, 'NOT_FOUND');
  if (userId === null || row.userId !== userId)
    throw asError(options.otherUsers ?? notFound, options.otherUsers ? 'FORBIDDEN' : 'NOT_FOUND');
  return row;
}

const asError = (error: AppError | string, code: 'NOT_FOUND' | 'FORBIDDEN') =>
  typeof error === 'string' ? new AppError(code, error) : error;
