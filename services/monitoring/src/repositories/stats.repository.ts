import type pg from 'pg';
import type {
  TAccessLog,
  TAdminStats,
  TAuthEvent,
  TInvestigation,
  TMonitoringSummary,
  TOutlier,
  TQuickView,
  TRequestSeries,
  TSecurityEvent,
} from '@readiness/contracts/monitoring';
import { outlierRepository } from './outlier.repository.ts';

const iso = (value: Date) => value.toISOString();
const int = (value: unknown) => Number(value ?? 0);

interface AccessRow {
  id: string;
  at: Date;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  ip: string | null;
}
const accessLogOf = (row: AccessRow): TAccessLog => ({
  id: row.id,
  method: row.method,
  path: row.path,
  statusCode: row.status,
  timestamp: iso(row.at),
  ipAddress: row.ip,
  responseTime: Math.round(row.duration_ms * 10) / 10,
});

interface AuthRow {
  id: string;
  at: Date;
  event: string;
  email: string | null;
  reason: string | null;
  ip: string | null;
}
const authEventOf = (row: AuthRow): TAuthEvent => ({
  id: row.id,
  event: row.reason ? `${row.event} (${row.reason})` : row.event,
  username: row.email,
  timestamp: iso(row.at),
  ipAddress: row.ip,
});

interface SecurityRow {
  id: string;
  at: Date;
  event: string;
  severity: TSecurityEvent['severity'];
  source: string;
  ip: string | null;
  details: Record<string, unknown>;
}
const securityEventOf = (row: SecurityRow): TSecurityEvent => ({
  id: row.id,
  severity: row.severity,
  event: row.event,
  source: row.source,
  timestamp: iso(row.at),
  ipAddress: row.ip,
  details: row.details,
});

async function listAccessLogs(pool: pg.Pool, limit: number): Promise<TAccessLog[]> {
  const { rows } = await pool.query<AccessRow>(
    'SELECT id, at, method, path, status, duration_ms, ip FROM access_logs ORDER BY at DESC, id DESC LIMIT $1',
    [limit],
  );
  return rows.map(accessLogOf);
}

async function listAuthEvents(pool: pg.Pool, limit: number): Promise<TAuthEvent[]> {
  const { rows } = await pool.query<AuthRow>(
    'SELECT id, at, event, email, reason, ip FROM auth_events ORDER BY at DESC, id DESC LIMIT $1',
    [limit],
  );
  return rows.map(authEventOf);
}

async function listSecurityEvents(pool: pg.Pool, limit: number): Promise<TSecurityEvent[]> {
  const { rows } = await pool.query<SecurityRow>(
    'SELECT id, at, event, severity, source, ip, details FROM security_events ORDER BY at DESC, id DESC LIMIT $1',
    [limit],
  );
  return rows.map(securityEventOf);
}

/** One navigation of the SPA, added to its minute's count. */
async function recordPageView(pool: pg.Pool, at: Date, path: string): Promise<void> {
  await pool.query(
    `INSERT INTO page_view_rollups (minute, path, views) VALUES (date_trunc('minute', $1::timestamptz), $2, 1)
     ON CONFLICT (minute, path) DO UPDATE SET views = page_view_rollups.views + 1`,
    [at, path],
  );
}

/** The summary since `since` (midnight UTC): rollups for requests and pages, raw rows for the rarer events. */
async function readSummary(pool: pg.Pool, since: Date, topPages: number): Promise<TMonitoringSummary> {
  const [counts, pages] = await Promise.all([
    pool.query(
      `SELECT
         (SELECT count(*) FROM auth_events WHERE at >= $1) AS auth_events,
         (SELECT count(*) FROM auth_events WHERE at >= $1 AND event = 'login.failed') AS auth_failures,
         (SELECT coalesce(sum(requests), 0) FROM path_rollups WHERE minute >= $1) AS access_logs,
         (SELECT count(*) FROM daily_active_users WHERE day = ($1::timestamptz AT TIME ZONE 'UTC')::date) AS unique_users,
         (SELECT count(*) FROM security_events WHERE at >= $1) AS security_events,
         (SELECT count(*) FROM security_events WHERE at >= $1 AND severity IN ('critical', 'high')) AS suspicious`,
      [since],
    ),
    // Pages: the documents the gateway served (a full load) plus the SPA's own navigations; never an API call.
    pool.query<{ path: string; requests: string }>(
      `SELECT path, sum(views) AS requests FROM (
          SELECT path, requests AS views FROM path_rollups WHERE minute >= $1
          UNION ALL
          SELECT path, views FROM page_view_rollups WHERE minute >= $1
        ) pages
        WHERE path NOT LIKE '/api/%' AND path <> '/api'
        GROUP BY path ORDER BY sum(views) DESC, path LIMIT $2`,
      [since, topPages],
    ),
  ]);
  const row = counts.rows[0] as Record<string, unknown>;
  return {
    authEvents: int(row.auth_events),
    authFailures: int(row.auth_failures),
    accessLogs: int(row.access_logs),
    uniqueUsers: int(row.unique_users),
    securityEvents: int(row.security_events),
    suspiciousActivity: int(row.suspicious),
    topPages: Object.fromEntries(pages.rows.map((page) => [page.path, int(page.requests)])),
  };
}

const SIGN_IN_PATH = '/api/auth/login';

/**
 * Why a request is suspicious, or null: an address flagged by a rule marks its later requests only for that rule's
 * reason (a failed sign-in for spraying or a failure spike, a 404 for probing), and never a signed-in client's
 * requests (an admin's own session is not flagged for what another client at the same address did).
 */
export function suspiciousReason(
  outliers: TOutlier[],
  log: { ip: string | null; at: Date; path: string; status: number; user_id: string | null },
): string | null {
  if (log.ip === null || log.user_id !== null) return null;
  for (const outlier of outliers) {
    if (outlier.evidence.key !== `ip:${log.ip}`) continue;
    if (log.at.getTime() < Date.parse(outlier.evidence.windowStart)) continue;
    const probing = outlier.type === 'suspicious_ip' && outlier.message.endsWith('(probing)');
    if (probing && log.status === 404) return 'Probing: many requests for pages that do not exist';
    const signInFailed = log.path === SIGN_IN_PATH && log.status >= 400;
    if (!probing && outlier.type === 'suspicious_ip' && signInFailed)
      return 'Password spraying: many accounts tried from this address';
    if (outlier.type === 'auth_failure_spike' && signInFailed)
      return 'Failed sign-ins: a spike from this address';
  }
  return null;
}

/**
 * The quick view over [since, now]: totals from the rollups, outliers, top endpoints and the latest requests;
 * `uniqueIPs` comes from the caller (the address sketches in Redis).
 */
async function readQuickView(
  pool: pg.Pool,
  since: Date,
  now: Date,
  limits: { endpoints: number; activity: number },
  uniqueIPs: Promise<number>,
): Promise<TQuickView> {
  const [totals, endpoints, activity, outliers, ips, openAlerts] = await Promise.all([
    pool.query(
      `SELECT coalesce(sum(requests), 0) AS requests, coalesce(sum(server_errors), 0) AS errors,
              coalesce(sum(total_ms), 0) AS total_ms,
              (SELECT count(*) FROM auth_events WHERE at >= $1) AS auth_events
         FROM path_rollups WHERE minute >= date_trunc('minute', $1::timestamptz)`,
      [since],
    ),
    pool.query<{ path: string; requests: string; total_ms: number }>(
      `SELECT path, sum(requests) AS requests, sum(total_ms) AS total_ms FROM path_rollups
        WHERE minute >= date_trunc('minute', $1::timestamptz)
        GROUP BY path ORDER BY sum(requests) DESC, path LIMIT $2`,
      [since, limits.endpoints],
    ),
    pool.query<AccessRow & { user_id: string | null }>(
      `SELECT id, at, method, path, status, duration_ms, ip, user_id FROM access_logs
        ORDER BY at DESC, id DESC LIMIT $1`,
      [limits.activity],
    ),
    outlierRepository.listOutliersSince(pool, since),
    uniqueIPs,
    outlierRepository.countOpenOutliers(pool),
  ]);
  const row = totals.rows[0] as Record<string, unknown>;
  const requests = int(row.requests);
  return {
    totalRequests: requests,
    authEvents: int(row.auth_events),
    errorRate: requests === 0 ? 0 : (100 * int(row.errors)) / requests,
    averageResponseTime: requests === 0 ? 0 : Math.round(int(row.total_ms) / requests),
    uniqueIPs: ips,
    suspiciousActivity: outliers.length,
    openAlerts,
    recentOutliers: outliers,
    topEndpoints: endpoints.rows.map((endpoint) => ({
      path: endpoint.path,
      count: int(endpoint.requests),
      avgResponseTime: Math.round(endpoint.total_ms / Math.max(1, int(endpoint.requests))),
    })),
    recentActivity: activity.rows.map((log) => {
      const reason = suspiciousReason(outliers, log);
      return { ...accessLogOf(log), suspicious: reason !== null, suspiciousReason: reason };
    }),
    generatedAt: iso(now),
  };
}

async function readAdminStats(pool: pg.Pool, activeSince: Date): Promise<TAdminStats> {
  const { rows } = await pool.query(
    `SELECT
       (SELECT count(*) FROM users) AS total_users,
       (SELECT count(*) FROM completed_assessments) AS completed,
       (SELECT count(DISTINCT c.user_id) FROM completed_assessments c JOIN users u ON u.user_id = c.user_id) AS completers,
       (SELECT count(*) FROM users u WHERE u.last_login_at >= $1 OR EXISTS (
          SELECT 1 FROM daily_active_users d
           WHERE d.user_id = u.user_id AND d.day >= ($1::timestamptz AT TIME ZONE 'UTC')::date)) AS active,
       (SELECT avg(overall_score) FROM completed_assessments) AS average_score`,
    [activeSince],
  );
  const row = rows[0] as Record<string, unknown>;
  const totalUsers = int(row.total_users);
  return {
    totalUsers,
    completedAssessments: int(row.completed),
    completionRate: totalUsers === 0 ? 0 : Math.round((1000 * int(row.completers)) / totalUsers) / 10,
    activeUsers: int(row.active),
    averageScore: row.average_score === null ? 0 : Math.round(Number(row.average_score) * 10) / 10,
  };
}

/** Requests and errors per hour over `hours` hours ending with the current one (empty hours included). */
async function readRequestSeries(pool: pg.Pool, now: Date, hours: number): Promise<TRequestSeries> {
  const { rows } = await pool.query<{ hour: Date; requests: string; errors: string; server_errors: string }>(
    `SELECT h.hour, coalesce(sum(r.requests), 0) AS requests,
            coalesce(sum(r.server_errors + r.client_errors), 0) AS errors,
            coalesce(sum(r.server_errors), 0) AS server_errors
       FROM generate_series(date_trunc('hour', $1::timestamptz) - make_interval(hours => $2 - 1),
                            date_trunc('hour', $1::timestamptz), interval '1 hour') AS h(hour)
       LEFT JOIN path_rollups r ON r.minute >= h.hour AND r.minute < h.hour + interval '1 hour'
      GROUP BY h.hour ORDER BY h.hour`,
    [now, hours],
  );
  return {
    points: rows.map((row) => ({
      hour: iso(row.hour),
      requests: int(row.requests),
      errors: int(row.errors),
      serverErrors: int(row.server_errors),
      clientErrors: int(row.errors) - int(row.server_errors),
    })),
  };
}

interface InvestigationRow {
  ip: string;
  reason: string;
  marked_by: string | null;
  marked_at: Date;
}
const investigationOf = (row: InvestigationRow): TInvestigation => ({
  ipAddress: row.ip,
  reason: row.reason,
  markedBy: row.marked_by,
  markedAt: iso(row.marked_at),
});

async function listInvestigations(pool: pg.Pool): Promise<TInvestigation[]> {
  const { rows } = await pool.query<InvestigationRow>(
    'SELECT * FROM investigated_ips ORDER BY marked_at DESC',
  );
  return rows.map(investigationOf);
}

async function upsertInvestigation(
  pool: pg.Pool,
  input: { ip: string; reason: string; markedBy: string | null; at: Date },
): Promise<TInvestigation> {
  const { rows } = await pool.query<InvestigationRow>(
    `INSERT INTO investigated_ips (ip, reason, marked_by, marked_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (ip) DO UPDATE SET reason = excluded.reason, marked_by = excluded.marked_by, marked_at = excluded.marked_at
     RETURNING *`,
    [input.ip, input.reason, input.markedBy, input.at],
  );
  return investigationOf(rows[0]!);
}

async function deleteInvestigation(pool: pg.Pool, ip: string): Promise<boolean> {
  const result = await pool.query('DELETE FROM investigated_ips WHERE ip = $1', [ip]);
  return result.rowCount === 1;
}

/** What monitoring holds of one user (the account data download). */
async function readUserData(pool: pg.Pool, userId: string, limit: number) {
  const [user, access, auth, security] = await Promise.all([
    pool.query<{ registered_at: Date | null; last_login_at: Date | null }>(
      'SELECT registered_at, last_login_at FROM users WHERE user_id = $1',
      [userId],
    ),
    pool.query<AccessRow>(
      `SELECT id, at, method, path, status, duration_ms, ip FROM access_logs WHERE user_id = $1
        ORDER BY at DESC LIMIT $2`,
      [userId, limit],
    ),
    pool.query<AuthRow>(
      `SELECT id, at, event, email, reason, ip FROM auth_events
        WHERE user_id = $1 OR email = (SELECT email FROM users WHERE user_id = $1)
        ORDER BY at DESC LIMIT $2`,
      [userId, limit],
    ),
    pool.query<SecurityRow>(
      `SELECT id, at, event, severity, source, ip, details FROM security_events WHERE user_id = $1
        ORDER BY at DESC LIMIT $2`,
      [userId, limit],
    ),
  ]);
  const found = user.rows[0];
  return {
    registeredAt: found?.registered_at ? iso(found.registered_at) : null,
    lastLoginAt: found?.last_login_at ? iso(found.last_login_at) : null,
    accessLogs: access.rows.map(accessLogOf),
    authEvents: auth.rows.map(authEventOf),
    securityEvents: security.rows.map(securityEventOf),
  };
}

/**
 * Retention: raw rows older than `rawBefore` are deleted (rollups older than `rollupsBefore`), and addresses of
 * rows older than `truncateBefore` are cut to their network unless under investigation; the per-address rollups of
 * that age are dropped for the same reason.
 */
async function applyRetention(
  pool: pg.Pool,
  cutoffs: { rawBefore: Date; rollupsBefore: Date; truncateBefore: Date },
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const run = async (name: string, sql: string, params: unknown[]) => {
    counts[name] = (await pool.query(sql, params)).rowCount ?? 0;
  };
  const { rawBefore, rollupsBefore, truncateBefore } = cutoffs;
  await run('accessLogsDeleted', 'DELETE FROM access_logs WHERE at < $1', [rawBefore]);
  await run('authEventsDeleted', 'DELETE FROM auth_events WHERE at < $1', [rawBefore]);
  await run('securityEventsDeleted', 'DELETE FROM security_events WHERE at < $1', [rawBefore]);
  await run('outliersDeleted', 'DELETE FROM outliers WHERE detected_at < $1', [rawBefore]);
  await run('processedDeleted', 'DELETE FROM processed_events WHERE processed_at < $1', [rawBefore]);
  await run('pathRollupsDeleted', 'DELETE FROM path_rollups WHERE minute < $1', [rollupsBefore]);
  await run('pageViewRollupsDeleted', 'DELETE FROM page_view_rollups WHERE minute < $1', [rollupsBefore]);
  await run(
    'activeDaysDeleted',
    "DELETE FROM daily_active_users WHERE day < ($1::timestamptz AT TIME ZONE 'UTC')::date",
    [rollupsBefore],
  );
  const kept = 'NOT IN (SELECT ip FROM investigated_ips)';
  await run('ipRollupsDeleted', `DELETE FROM ip_rollups WHERE minute < $1 AND ip ${kept}`, [truncateBefore]);
  for (const table of ['access_logs', 'auth_events', 'security_events']) {
    await run(
      `${table}Truncated`,
      `UPDATE ${table} SET ip = truncate_ip(ip), ip_truncated = true
        WHERE NOT ip_truncated AND ip IS NOT NULL AND at < $1 AND ip ${kept}`,
      [truncateBefore],
    );
  }
  await run(
    'outlierKeysTruncated',
    `UPDATE outliers SET rule_key = 'ip:' || truncate_ip(substr(rule_key, 4)),
            message = replace(message, substr(rule_key, 4), truncate_ip(substr(rule_key, 4)))
      WHERE rule_key LIKE 'ip:%' AND detected_at < $1 AND substr(rule_key, 4) ${kept}
        AND truncate_ip(substr(rule_key, 4)) <> substr(rule_key, 4)`,
    [truncateBefore],
  );
  await run(
    'outlierAddressesTruncated',
    `UPDATE outliers SET addresses = ARRAY(
              SELECT CASE WHEN a ${kept} THEN truncate_ip(a) ELSE a END FROM unnest(addresses) AS a)
      WHERE detected_at < $1
        AND EXISTS (SELECT 1 FROM unnest(addresses) AS a WHERE a ${kept} AND truncate_ip(a) <> a)`,
    [truncateBefore],
  );
  return counts;
}

/** The figures and lists of the monitoring screens; every method takes the pool first (the one style of every repository). */
export const statsRepository = {
  listAccessLogs,
  listAuthEvents,
  listSecurityEvents,
  recordPageView,
  readSummary,
  readQuickView,
  readAdminStats,
  readRequestSeries,
  listInvestigations,
  upsertInvestigation,
  deleteInvestigation,
  readUserData,
  applyRetention,
};
