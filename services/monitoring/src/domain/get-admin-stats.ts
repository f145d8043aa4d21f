import { ACTIVE_USER_DAYS, type TAdminStats } from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/** Active users: signed in or used the product within ACTIVE_USER_DAYS (contracts' FIGURE_DEFINITIONS). */
const ACTIVE_WINDOW_MS = ACTIVE_USER_DAYS * 24 * 3_600_000;

/** The admin dashboard's figures. */
export function getAdminStats(ctx: MonitoringContext): Promise<TAdminStats> {
  return statsRepository.readAdminStats(ctx.db, new Date(ctx.now().getTime() - ACTIVE_WINDOW_MS));
}
