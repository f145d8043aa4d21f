// The monitoring service's entries of the API catalogue (gathered into API_ROUTES in api-routes.ts).
import { z } from 'zod';
import type { ApiRoute } from './api-routes.ts';
import {
  ZAccessLog,
  ZAdminStats,
  ZAuthEvent,
  ZCreateInvestigationRequest,
  ZInvestigation,
  ZInvestigationParams,
  ZMonitoringSummary,
  ZQuickView,
  ZRequestSeries,
  ZRequestSeriesQuery,
  ZSecurityEvent,
  ZSystemStatus,
} from './monitoring.ts';
import { BAD_INPUT, NOT_ADMIN, SIGNED_OUT, errorResponse as error } from './route-responses.ts';

const NOT_ADMIN_ROLE = error('Not an admin');

/** The monitoring calls of spec section 7: the admin role AND the admin key, checked by the server. */
export const MONITORING_API_ROUTES = {
  getMonitoringSummary: {
    method: 'get',
    path: '/api/monitoring/dashboard-stats',
    service: 'monitoring',
    access: 'admin',
    summary:
      'Counts since midnight UTC: auth events and failures, requests, active users, security events, top pages',
    responses: {
      200: { description: 'The summary', schema: ZMonitoringSummary },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  listAuthEvents: {
    method: 'get',
    path: '/api/monitoring/auth-events',
    service: 'monitoring',
    access: 'admin',
    summary: 'The latest 200 authentication events, newest first',
    responses: {
      200: { description: 'Events', schema: z.array(ZAuthEvent) },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  listAccessLogs: {
    method: 'get',
    path: '/api/monitoring/access-logs',
    service: 'monitoring',
    access: 'admin',
    summary: 'The latest 200 requests the gateway served, newest first (health checks are not recorded)',
    responses: { 200: { description: 'Logs', schema: z.array(ZAccessLog) }, 401: SIGNED_OUT, 403: NOT_ADMIN },
  },
  listSecurityEvents: {
    method: 'get',
    path: '/api/monitoring/security-events',
    service: 'monitoring',
    access: 'admin',
    summary: 'The latest 200 security events (from auth and from the outlier rules), newest first',
    responses: {
      200: { description: 'Events', schema: z.array(ZSecurityEvent) },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  getQuickView: {
    method: 'get',
    path: '/api/monitoring/quick-view',
    service: 'monitoring',
    access: 'admin',
    summary: 'The last hour: totals, error rate, response time, outliers, top endpoints and the live feed',
    responses: {
      200: { description: 'The quick view', schema: ZQuickView },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  listInvestigations: {
    method: 'get',
    path: '/api/monitoring/investigations',
    service: 'monitoring',
    access: 'admin',
    summary: 'Addresses under investigation: kept whole past the truncation age',
    responses: {
      200: { description: 'Addresses', schema: z.array(ZInvestigation) },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  startInvestigation: {
    method: 'post',
    path: '/api/monitoring/investigations',
    service: 'monitoring',
    access: 'admin',
    summary: 'Mark an address as under investigation (idempotent: a second mark updates the reason)',
    body: ZCreateInvestigationRequest,
    responses: {
      201: { description: 'Marked', schema: ZInvestigation },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  endInvestigation: {
    method: 'delete',
    path: '/api/monitoring/investigations/:ipAddress',
    service: 'monitoring',
    access: 'admin',
    summary: 'End an investigation: the address is truncated again once its rows are old enough',
    params: ZInvestigationParams,
    responses: {
      204: { description: 'Ended' },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: error('The address is not under investigation (NOT_FOUND)'),
    },
  },
  getSystemStatus: {
    method: 'get',
    path: '/api/monitoring/system-status',
    service: 'monitoring',
    access: 'admin-role',
    summary: 'Job queue depths and event consumer lag, for the admin dashboard (admin role)',
    responses: {
      200: { description: 'Status', schema: ZSystemStatus },
      401: SIGNED_OUT,
      403: NOT_ADMIN_ROLE,
    },
  },
  getRequestSeries: {
    method: 'get',
    path: '/api/monitoring/request-series',
    service: 'monitoring',
    access: 'admin-role',
    summary: 'Requests and errors per hour over the last hours (24 by default), from the per-minute rollups',
    query: ZRequestSeriesQuery,
    responses: {
      200: { description: 'Hourly points, oldest first', schema: ZRequestSeries },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN_ROLE,
    },
  },
  getAdminStats: {
    method: 'get',
    path: '/api/admin/stats',
    service: 'monitoring',
    access: 'admin-role',
    summary: 'Platform metrics for the admin dashboard, built from the events auth and assessment publish',
    responses: {
      200: { description: 'Admin stats', schema: ZAdminStats },
      401: SIGNED_OUT,
      403: NOT_ADMIN_ROLE,
    },
  },
} satisfies Record<string, ApiRoute>;
