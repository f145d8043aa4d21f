import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/**
 * One SPA navigation counted as a page view of its path (a trailing slash is the same page). The browser reports
 * only route changes, once per change of path: the first page of a visit is the document the gateway served.
 */
export async function recordPageView(ctx: MonitoringContext, path: string): Promise<void> {
  const page = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  await statsRepository.recordPageView(ctx.db, ctx.now(), page);
}
