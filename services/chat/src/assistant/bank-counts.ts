import { ZQuestionBankCounts } from '@readiness/contracts/assessment';
import type { Logger } from 'pino';
import type { BankCounts } from './knowledge.ts';

/** Where the assistant learns the live question bank's counts: the latest known, or null before any is known. */
export type BankCountsReader = () => Promise<BankCounts | null>;

/**
 * The live bank's counts, read from the assessment service (GET /api/questions/counts, the same read every page
 * that names the counts makes) and kept for `ttlMs`: an admin's edit of the bank shows in the assistant's
 * answers within that time. While the service cannot be reached the last counts read are kept; before any was
 * read the reader says null, and the assistant then says no number rather than a stale literal.
 */
export function createBankCountsReader(options: {
  baseUrl: string;
  logger: Logger;
  ttlMs?: number;
  timeoutMs?: number;
  now?: () => number;
}): BankCountsReader {
  const { baseUrl, logger, ttlMs = 60_000, timeoutMs = 1_500, now = Date.now } = options;
  let known: BankCounts | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<BankCounts | null> | null = null;

  const read = async (): Promise<BankCounts | null> => {
    try {
      const response = await fetch(new URL('/api/questions/counts', baseUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const counts = ZQuestionBankCounts.parse(await response.json());
      known = { full: counts.full, quick: counts.quick, dimensions: counts.dimensions };
    } catch (error) {
      logger.warn(
        { err: error },
        'the question bank counts could not be read; the assistant keeps the last known',
      );
    }
    // A failed read is retried after the same wait, so an unreachable service costs one try per ttl.
    readAt = now();
    return known;
  };

  return async () => {
    if (now() - readAt < ttlMs) return known;
    pending ??= read().finally(() => {
      pending = null;
    });
    return pending;
  };
}
