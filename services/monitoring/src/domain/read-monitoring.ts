import {
  ACTIVE_USER_DAYS,
  MONITORING_LIST_LIMIT,
  TOP_PAGES_LIMIT,
  type TAdminStats,
  type TMonitoringSummary,
  type TQuickView,
  type TRequestSeries,
  type TSystemStatus,
} from '@readiness/contracts/monitoring';
import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Active users: signed in or used the product within ACTIVE_USER_DAYS (contracts' FIGURE_DEFINITIONS). */
const ACTIVE_WINDOW_MS = ACTIVE_USER_DAYS * DAY;
const QUICK_VIEW_ACTIVITY = 50;

function midnightUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The detailed page's summary: today, since midnight UTC. */
export function getMonitoringSummary(ctx: MonitoringContext): Promise<TMonitoringSummary> {
  return statsRepository.readSummary(ctx.db, midnightUtc(ctx.now()), TOP_PAGES_LIMIT);
}

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

export const listAccessLogs = (ctx: MonitoringContext) =>
  statsRepository.listAccessLogs(ctx.db, MONITORING_LIST_LIMIT);
export const listAuthEvents = (ctx: MonitoringContext) =>
  statsRepository.listAuthEvents(ctx.db, MONITORING_LIST_LIMIT);
export const listSecurityEvents = (ctx: MonitoringContext) =>
  statsRepository.listSecurityEvents(ctx.db, MONITORING_LIST_LIMIT);

export function getAdminStats(ctx: MonitoringContext): Promise<TAdminStats> {
  return statsRepository.readAdminStats(ctx.db, new Date(ctx.now().getTime() - ACTIVE_WINDOW_MS));
}

export function getRequestSeries(ctx: MonitoringContext, hours: number): Promise<TRequestSeries> {
  return statsRepository.readRequestSeries(ctx.db, ctx.now(), hours);
}

export async function getSystemStatus(ctx: MonitoringContext): Promise<TSystemStatus> {
  const status = await ctx.systemStatus();
  return { ...status, generatedAt: ctx.now().toISOString() };
}
