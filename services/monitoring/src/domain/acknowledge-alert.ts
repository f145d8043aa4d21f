import type { MonitoringContext } from './context.ts';
import { stepAlert } from './step-alert.ts';

/** Someone is on it (who, when, a note); acknowledging twice keeps the first. A resolved alert is final. */
export const acknowledgeAlert = (ctx: MonitoringContext, id: string, adminId: string, note?: string) =>
  stepAlert(ctx, id, 'acknowledge', adminId, note);
