import type { TEntitlementState } from '@readiness/contracts/billing';

/** What can happen to a purchase's premium. */
export type EntitlementChange = 'paid' | 'refunded' | 'dispute-opened' | 'dispute-won';

/**
 * The one transition table: premium from a purchase only moves forward, none → active → refunded / disputed,
 * disputed → active on a won dispute. A change that arrives after a later state (a "paid" after "refunded", a
 * dispute opened after the purchase was refunded) leaves the state as it is: null.
 *
 * A refund or a dispute that arrives before the payment is recorded is kept (none → refunded / disputed), so the
 * late "paid" that follows grants nothing.
 */
export function nextEntitlement(
  state: TEntitlementState,
  change: EntitlementChange,
): TEntitlementState | null {
  switch (change) {
    case 'paid':
      return state === 'none' ? 'active' : null;
    case 'refunded':
      return state === 'refunded' ? null : 'refunded';
    case 'dispute-opened':
      return state === 'none' || state === 'active' ? 'disputed' : null;
    case 'dispute-won':
      return state === 'disputed' ? 'active' : null;
  }
}
