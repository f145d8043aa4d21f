import type { TMonitoringSeverity, TOutlierType } from '@readiness/contracts/monitoring';

/**
 * What an outlier rule found, before it is stored as an alert: its own file, so that the rules (which read through
 * the outlier store) and the store (which writes candidates) do not import each other.
 */
export interface OutlierCandidate {
  type: TOutlierType;
  severity: TMonitoringSeverity;
  /** What the rule counted by: `path:/x`, `ip:1.2.3.4`, `account:a@b.c` (or `user:<id>` without an address). */
  key: string;
  message: string;
  windowStart: Date;
  windowEnd: Date;
  observed: number;
  threshold: number;
  baseline: number | null;
  sampleEventIds: string[];
  /** The address concerned, when the key is one. */
  ipAddress: string | null;
  /** The account concerned, when the rule counted one by its id (its security event names it). */
  userId?: string;
  /** Every address concerned: the key's own, or those an account's sign-ins came from (never "unknown"). */
  addresses: string[];
}
