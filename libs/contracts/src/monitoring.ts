import { z } from 'zod';
import { text } from './common.ts';

/** Spec section 9: the access log shows 200 entries, top pages 10, outliers cover the last hour. */
export const MONITORING_LIST_LIMIT = 200;
export const TOP_PAGES_LIMIT = 10;
/** Spec section 9: the quick view's thresholds (error rate in percent, response time in ms). */
export const ERROR_RATE_ALERT_PERCENT = 5;
export const RESPONSE_TIME_ALERT_MS = 1000;

/**
 * The figures' one meaning each, used by the service that computes them and labelled the same on every screen
 * (admin dashboard, monitoring, quick view).
 */
export const ACTIVE_USER_DAYS = 30;
/** GET /api/auth/user answers 401 to every signed-out visitor: expected, never an error. */
export const SIGNED_OUT_CHECK = { method: 'GET', path: '/api/auth/user', status: 401 } as const;
export const FIGURE_DEFINITIONS = {
  activeUsers: `Signed in or used the product in the last ${ACTIVE_USER_DAYS} days`,
  errorRate: 'Share of requests answered with a server error (5xx)',
  clientErrors:
    'Requests refused as invalid, unauthorised or not found (4xx), the signed-out session check left out',
  pages: 'Pages of the app opened in the browser, not API calls',
  usersToday: 'Signed-in users who used the product today (UTC)',
} as const;

/**
 * A page view the SPA reports when it navigates without loading a document (a full load is counted from the
 * gateway's request): an app path, never an API call; no query string or fragment.
 */
export const ZPageViewRequest = z.strictObject({
  path: z
    .string({ error: 'path must be a string' })
    .max(200, 'path must be at most 200 characters')
    .regex(/^\/[A-Za-z0-9/_.~-]*$/, { error: 'path must be an app path such as /dashboard' })
    .refine((path) => !/^\/api(\/|$)/.test(path), { error: 'path must be a page, not an API call' }),
});
export type TPageViewRequest = z.infer<typeof ZPageViewRequest>;

/** Whether a response counts as a client error (4xx): the expected signed-out session check does not. */
export function isClientError(method: string, path: string, status: number): boolean {
  if (status < 400 || status > 499) return false;
  return !(
    method === SIGNED_OUT_CHECK.method &&
    path === SIGNED_OUT_CHECK.path &&
    status === SIGNED_OUT_CHECK.status
  );
}

/** Whether a path is a page of the app (not an API call): what "Most Accessed Pages" counts. */
export const isPagePath = (path: string) => !path.startsWith('/api/') && path !== '/api';

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export const ZMonitoringSeverity = z.enum(SEVERITIES);
export type TMonitoringSeverity = z.infer<typeof ZMonitoringSeverity>;

/**
 * Outlier rules: the spec's four, and `login_after_failures` (failures then a success for one account: a likely
 * stolen password), which no dashboard anchor showed.
 */
export const OUTLIER_TYPES = [
  'high_error_rate',
  'slow_response',
  'suspicious_ip',
  'auth_failure_spike',
  'login_after_failures',
  'admin_refused',
] as const;
export const ZOutlierType = z.enum(OUTLIER_TYPES);
export type TOutlierType = z.infer<typeof ZOutlierType>;

/** Why an outlier was raised: what was counted, over which window, against what, with some of the events. */
export const ZOutlierEvidence = z.object({
  rule: z.string(),
  /** What the rule counted by: `path:/api/x`, `ip:203.0.113.9`, `account:a@b.c`. */
  key: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  observed: z.number(),
  threshold: z.number(),
  baseline: z.number().nullable(),
  sampleEventIds: z.array(z.string()),
  /** The addresses concerned: the key's own, or, for an account, those its sign-ins came from. */
  addresses: z.array(z.string()),
});
export type TOutlierEvidence = z.infer<typeof ZOutlierEvidence>;

/** Who acknowledged or resolved an alert, when, and their note. */
export const ZAlertStep = z.object({
  by: z.string().nullable(),
  byEmail: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
});
export type TAlertStep = z.infer<typeof ZAlertStep>;

/** One alert per incident: open until resolved; acknowledged means someone is on it. */
export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export const ZAlertStatus = z.enum(ALERT_STATUSES);
export type TAlertStatus = z.infer<typeof ZAlertStatus>;

export const ZOutlier = z.object({
  id: z.string(),
  type: ZOutlierType,
  severity: ZMonitoringSeverity,
  message: z.string(),
  timestamp: z.string(),
  evidence: ZOutlierEvidence,
  status: ZAlertStatus,
  acknowledged: ZAlertStep.nullable(),
  resolved: ZAlertStep.nullable(),
});
export type TOutlier = z.infer<typeof ZOutlier>;

export const ZOutlierParams = z.strictObject({ id: z.string().uuid('id must be an alert id (UUID)') });
export const ZOutlierListQuery = z.strictObject({
  status: z.enum(['unresolved', 'all'], { error: 'status must be unresolved or all' }).default('unresolved'),
});
export const ZAlertStepRequest = z.strictObject({
  note: text('note must be a string').trim().max(1000, 'note is too long').optional(),
});
export type TAlertStepRequest = z.input<typeof ZAlertStepRequest>;

/** GET /api/monitoring/dashboard-stats (spec "Monitoring summary"): counts since midnight UTC. */
export const ZMonitoringSummary = z.object({
  authEvents: z.number().int(),
  authFailures: z.number().int(),
  accessLogs: z.number().int(),
  uniqueUsers: z.number().int(),
  securityEvents: z.number().int(),
  suspiciousActivity: z.number().int(),
  /** Pages of the app (not API calls) to times opened today, the 10 most opened. */
  topPages: z.record(z.string(), z.number().int()),
});
export type TMonitoringSummary = z.infer<typeof ZMonitoringSummary>;

export const ZAccessLog = z.object({
  id: z.string(),
  method: z.string(),
  path: z.string(),
  statusCode: z.number().int(),
  timestamp: z.string(),
  ipAddress: z.string().nullable(),
  responseTime: z.number(),
});
export type TAccessLog = z.infer<typeof ZAccessLog>;
export const ZAccessLogList = z.array(ZAccessLog);

export const ZAuthEvent = z.object({
  id: z.string(),
  /** `login.failed`, `login.succeeded`, `user.logged-out`, `user.registered`, with a reason for failures. */
  event: z.string(),
  username: z.string().nullable(),
  timestamp: z.string(),
  ipAddress: z.string().nullable(),
});
export type TAuthEvent = z.infer<typeof ZAuthEvent>;
export const ZAuthEventList = z.array(ZAuthEvent);

/** An alert with the events it was raised on (sign-in events, or requests), each in full. */
export const ZOutlierDetail = ZOutlier.extend({
  authEvents: z.array(ZAuthEvent),
  accessLogs: z.array(ZAccessLog),
});
export type TOutlierDetail = z.infer<typeof ZOutlierDetail>;

export const ZSecurityEvent = z.object({
  id: z.string(),
  severity: ZMonitoringSeverity,
  event: z.string(),
  source: z.string(),
  timestamp: z.string(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;
export const ZSecurityEventList = z.array(ZSecurityEvent);

/** GET /api/monitoring/quick-view: the last hour. */
export const ZQuickView = z.object({
  totalRequests: z.number().int(),
  authEvents: z.number().int(),
  /** Percent of requests answered 5xx, unrounded. */
  errorRate: z.number(),
  averageResponseTime: z.number(),
  uniqueIPs: z.number().int(),
  suspiciousActivity: z.number().int(),
  /** Alerts not yet resolved, whenever raised: the badge's count. */
  openAlerts: z.number().int(),
  recentOutliers: z.array(ZOutlier),
  topEndpoints: z.array(z.object({ path: z.string(), count: z.number().int(), avgResponseTime: z.number() })),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      statusCode: z.number().int(),
      path: z.string(),
      ipAddress: z.string().nullable(),
      timestamp: z.string(),
      responseTime: z.number(),
      suspicious: z.boolean(),
      /** Why it is suspicious: the reason of the rule that flagged its address, when the request fits it. */
      suspiciousReason: z.string().nullable(),
    }),
  ),
  generatedAt: z.string(),
});
export type TQuickView = z.infer<typeof ZQuickView>;

/** GET /api/admin/stats (spec "Admin stats"), built from auth and assessment events; active: FIGURE_DEFINITIONS. */
export const ZAdminStats = z.object({
  totalUsers: z.number().int(),
  completedAssessments: z.number().int(),
  /** Percent of registered users with at least one completed assessment. */
  completionRate: z.number(),
  activeUsers: z.number().int(),
  /** Mean overall score of completed assessments (0 to 100), one decimal; 0 when there are none. */
  averageScore: z.number(),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/** GET /api/monitoring/system-status: queues and event consumers (the services' readiness is the gateway's /healthz). */
export const ZSystemStatus = z.object({
  queues: z.array(
    z.object({
      name: z.string(),
      waiting: z.number().int(),
      active: z.number().int(),
      delayed: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  consumers: z.array(
    z.object({
      stream: z.string(),
      name: z.string(),
      /** Messages not yet delivered to the consumer. */
      pending: z.number().int(),
      /** Delivered, not yet acknowledged. */
      ackPending: z.number().int(),
    }),
  ),
  generatedAt: z.string(),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/** What the gateway's `GET /healthz` answers: every routed service's readiness. */
export const ZGatewayHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(
    z.string(),
    z.object({ ok: z.boolean(), status: z.number().optional(), error: z.string().optional() }),
  ),
});
export type TGatewayHealth = z.infer<typeof ZGatewayHealth>;

/** GET /api/monitoring/request-series?hours=24: requests and errors per hour, from the per-minute rollups. */
export const ZRequestSeriesQuery = z.strictObject({
  hours: z.coerce
    .number()
    .int('hours must be a whole number')
    .min(1, 'hours must be from 1 to 168')
    .max(168, 'hours must be from 1 to 168')
    .default(24),
});
export const ZRequestSeries = z.object({
  points: z.array(
    z.object({
      hour: z.string(),
      requests: z.number().int(),
      /** Server errors (5xx) and client errors (4xx, the signed-out session check left out) together. */
      errors: z.number().int(),
      serverErrors: z.number().int(),
      clientErrors: z.number().int(),
    }),
  ),
});
export type TRequestSeries = z.infer<typeof ZRequestSeries>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-fA-F:.]{2,45}$/;
export const ZIpAddress = text('ipAddress must be a string')
  .trim()
  .refine((value) => IPV4.test(value) || (value.includes(':') && IPV6.test(value)), {
    error: 'ipAddress must be an IPv4 or IPv6 address',
  });

/** An address an admin keeps whole past the truncation age while it is investigated. */
export const ZInvestigation = z.object({
  ipAddress: z.string(),
  reason: z.string(),
  markedBy: z.string().nullable(),
  markedAt: z.string(),
});
export type TInvestigation = z.infer<typeof ZInvestigation>;
export const ZCreateInvestigationRequest = z.strictObject({
  ipAddress: ZIpAddress,
  reason: text('reason must be a string').trim().min(1, 'reason is required').max(500, 'reason is too long'),
});
export type TCreateInvestigationRequest = z.input<typeof ZCreateInvestigationRequest>;
export const ZInvestigationParams = z.strictObject({ ipAddress: ZIpAddress });

/** GET /internal/users/:userId/export (internal token): what monitoring holds of one user. */
export const ZMonitoringUserExport = z.object({
  service: z.literal('monitoring'),
  data: z.object({
    registeredAt: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
    accessLogs: z.array(ZAccessLog),
    authEvents: z.array(ZAuthEvent),
    securityEvents: z.array(ZSecurityEvent),
  }),
});
export type TMonitoringUserExport = z.infer<typeof ZMonitoringUserExport>;
