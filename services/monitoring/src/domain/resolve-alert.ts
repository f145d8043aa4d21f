import type { MonitoringContext } from './context.ts';
import { stepAlert } from './step-alert.ts';

/** The incident is over: the alert no longer counts as open. */
export const resolveAlert = (ctx: MonitoringContext, id: string, adminId: string, note?: string) =>
  stepAlert(ctx, id, 'resolve', adminId, note);
