import { TOP_PAGES_LIMIT, type TQuickView } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

const HOUR = 3_600_000;
const QUICK_VIEW_ACTIVITY = 50;

/** The quick view: the last hour (spec: outliers cover the last hour; the other figures follow it). */
export function getQuickView(ctx: MonitoringContext): Promise<TQuickView> {
  const now = ctx.now();
  const since = new Date(now.getTime() - HOUR);
  return statsRepository.readQuickView(
    ctx.db,
    since,
    now,
    { endpoints: TOP_PAGES_LIMIT, activity: QUICK_VIEW_ACTIVITY },
    ctx.ips.count(since, now),
  );
}
