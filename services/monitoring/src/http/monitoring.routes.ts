import type { JWTVerifyGetKey } from 'jose';
import { MONITORING_API_ROUTES } from '@readiness/contracts/monitoring-api-routes';
import { reply, serveRoutes } from '@readiness/service';
import type { MonitoringContext } from '../domain/context.ts';
import { acknowledgeAlert } from '../domain/acknowledge-alert.ts';
import { endInvestigation } from '../domain/end-investigation.ts';
import { getAdminStats } from '../domain/get-admin-stats.ts';
import { getAlert } from '../domain/get-alert.ts';
import { getMonitoringSummary } from '../domain/get-monitoring-summary.ts';
import { getQuickView } from '../domain/get-quick-view.ts';
import { getRequestSeries } from '../domain/get-request-series.ts';
import { getSystemStatus } from '../domain/get-system-status.ts';
import { listAccessLogs } from '../domain/list-access-logs.ts';
import { listAlerts } from '../domain/list-alerts.ts';
import { listAuthEvents } from '../domain/list-auth-events.ts';
import { listInvestigations } from '../domain/list-investigations.ts';
import { listSecurityEvents } from '../domain/list-security-events.ts';
import { recordPageView } from '../domain/record-page-view.ts';
import { resolveAlert } from '../domain/resolve-alert.ts';
import { startInvestigation } from '../domain/start-investigation.ts';

/** Monitoring's public API, served from its contracts: the kit checks role and admin key before these run. */
export function monitoringRoutes(ctx: MonitoringContext, keys: JWTVerifyGetKey, checkResponses = false) {
  return serveRoutes(
    MONITORING_API_ROUTES,
    {
      getMonitoringSummary: () => getMonitoringSummary(ctx),
      listAuthEvents: () => listAuthEvents(ctx),
      listAccessLogs: () => listAccessLogs(ctx),
      listSecurityEvents: () => listSecurityEvents(ctx),
      getQuickView: () => getQuickView(ctx),
      listOutliers: ({ query }) => listAlerts(ctx, query.status),
      getOutlier: ({ params }) => getAlert(ctx, params.id),
      acknowledgeOutlier: ({ params, body, identity }) =>
        acknowledgeAlert(ctx, params.id, identity.userId, body.note),
      resolveOutlier: ({ params, body, identity }) =>
        resolveAlert(ctx, params.id, identity.userId, body.note),
      listInvestigations: () => listInvestigations(ctx),
      startInvestigation: async ({ body, identity }) =>
        reply(201, await startInvestigation(ctx, body, identity.userId)),
      endInvestigation: async ({ params }) => {
        await endInvestigation(ctx, params.ipAddress);
        return reply(204, undefined);
      },
      recordPageView: async ({ body }) => {
        await recordPageView(ctx, body.path);
        return reply(204, undefined);
      },
      getSystemStatus: () => getSystemStatus(ctx),
      getRequestSeries: ({ query }) => getRequestSeries(ctx, query.hours),
      getAdminStats: () => getAdminStats(ctx),
    },
    { keys, checkResponses },
  );
}
