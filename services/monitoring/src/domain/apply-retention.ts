import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

const DAY = 86_400_000;

/**
 * Deletes raw rows past RETENTION_DAYS (rollups past ROLLUP_RETENTION_DAYS) and truncates addresses past
 * IP_TRUNCATE_DAYS unless an admin marked them as under investigation. Runs on a timer; `now` comes from the clock.
 */
export async function applyRetention(
  ctx: MonitoringContext,
  now = ctx.now(),
): Promise<Record<string, number>> {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  const counts = await statsRepository.applyRetention(ctx.db, {
    rawBefore: before(ctx.env.RETENTION_DAYS),
    rollupsBefore: before(ctx.env.ROLLUP_RETENTION_DAYS),
    truncateBefore: before(ctx.env.IP_TRUNCATE_DAYS),
  });
  ctx.logger.info({ ...counts }, 'retention applied');
  return counts;
}
