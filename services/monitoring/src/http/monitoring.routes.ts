import type { JWTVerifyGetKey } from 'jose';
import { MONITORING_API_ROUTES } from '@readiness/contracts/monitoring-api-routes';
import { reply, serveRoutes } from '@readiness/service';
import type { MonitoringContext } from '../domain/context.ts';
import { acknowledgeAlert, getAlert, listAlerts, resolveAlert } from '../domain/manage-alerts.ts';
import { recordPageView } from '../domain/record-page-view.ts';
import { endInvestigation, listInvestigations, startInvestigation } from '../domain/manage-investigations.ts';
import {
  getAdminStats,
  getMonitoringSummary,
  getQuickView,
  getRequestSeries,
  getSystemStatus,
  listAccessLogs,
  listAuthEvents,
  listSecurityEvents,
} from '../domain/read-monitoring.ts';

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
