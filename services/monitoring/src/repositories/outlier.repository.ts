import type pg from 'pg';
import { createEvent } from '@readiness/bus';
import type { TAlertStep, TOutlier, TOutlierDetail } from '@readiness/contracts/monitoring';
import type { OutlierCandidate } from '../domain/outlier-candidate.ts';

type Window = { from: Date; to: Date };

export interface CountByKey {
  key: string;
  count: number;
  first: Date;
  last: Date;
  sampleIds: string[];
  /** The addresses the failures came from. */
  ips: string[];
}

/** Login failures per account (email) or per address within the window. */
async function countLoginFailures(
  pool: pg.Pool,
  by: 'email' | 'ip',
  window: Window,
  minimum: number,
): Promise<CountByKey[]> {
  const column = by === 'email' ? 'email' : 'ip';
  const { rows } = await pool.query<CountByKey>(
    `SELECT ${column} AS key, count(*)::integer AS count, min(at) AS first, max(at) AS last,
            (array_agg(id::text ORDER BY at DESC))[1:5] AS "sampleIds",
            coalesce(array_agg(DISTINCT ip) FILTER (WHERE ip IS NOT NULL), '{}') AS ips
       FROM auth_events
      WHERE event = 'login.failed' AND ${column} IS NOT NULL AND at > $1 AND at <= $2
      GROUP BY ${column} HAVING count(*) >= $3`,
    [window.from, window.to, minimum],
  );
  return rows;
}

export interface SprayCandidate {
  ip: string;
  accounts: number;
  failures: number;
  attempts: number;
  sampleIds: string[];
}

/** Addresses from which many distinct accounts failed to sign in (password spraying). */
async function findSprayingAddresses(
  pool: pg.Pool,
  window: Window,
  minAccounts: number,
): Promise<SprayCandidate[]> {
  const { rows } = await pool.query<SprayCandidate>(
    `SELECT ip, count(DISTINCT email) FILTER (WHERE event = 'login.failed')::integer AS accounts,
            count(*) FILTER (WHERE event = 'login.failed')::integer AS failures,
            count(*) FILTER (WHERE event IN ('login.failed', 'login.succeeded'))::integer AS attempts,
            (array_agg(id::text ORDER BY at DESC) FILTER (WHERE event = 'login.failed'))[1:5] AS "sampleIds"
       FROM auth_events
      WHERE ip IS NOT NULL AND at > $1 AND at <= $2
      GROUP BY ip HAVING count(DISTINCT email) FILTER (WHERE event = 'login.failed') >= $3`,
    [window.from, window.to, minAccounts],
  );
  return rows;
}

export interface ProbeCandidate {
  ip: string;
  requests: number;
  notFound: number;
}

/** Addresses with many 404s in the window (from the per-minute rollups). */
async function findProbingAddresses(
  pool: pg.Pool,
  window: Window,
  minNotFound: number,
): Promise<ProbeCandidate[]> {
  const { rows } = await pool.query<ProbeCandidate>(
    `SELECT ip, sum(requests)::integer AS requests, sum(not_found)::integer AS "notFound"
       FROM ip_rollups WHERE minute >= date_trunc('minute', $1::timestamptz) AND minute <= $2
      GROUP BY ip HAVING sum(not_found) >= $3`,
    [window.from, window.to, minNotFound],
  );
  return rows;
}

export interface AdminRefusalCandidate {
  userId: string;
  /** The account's address as monitoring last heard it (null when it never did). */
  email: string | null;
  refused: number;
  /** The refused paths, the most refused first (at most five). */
  paths: string[];
  sampleIds: string[];
  ips: string[];
}

/** Signed-in accounts the admin API refused (403) at least `minimum` times within the window. */
async function findAdminRefusals(
  pool: pg.Pool,
  window: Window,
  adminPathPattern: string,
  minimum: number,
): Promise<AdminRefusalCandidate[]> {
  const { rows } = await pool.query<AdminRefusalCandidate>(
    `SELECT a.user_id AS "userId", u.email, count(*)::integer AS refused,
            (array_agg(a.id::text ORDER BY a.at DESC))[1:5] AS "sampleIds",
            coalesce(array_agg(DISTINCT a.ip) FILTER (WHERE a.ip IS NOT NULL), '{}') AS ips,
            (SELECT array_agg(p.path ORDER BY p.n DESC, p.path) FROM (
               SELECT path, count(*) AS n FROM access_logs
                WHERE user_id = a.user_id AND status = 403 AND at > $1 AND at <= $2 AND path ~ $3
                GROUP BY path ORDER BY n DESC, path LIMIT 5) p) AS paths
       FROM access_logs a LEFT JOIN users u ON u.user_id = a.user_id
      WHERE a.at > $1 AND a.at <= $2 AND a.status = 403 AND a.user_id IS NOT NULL AND a.path ~ $3
      GROUP BY a.user_id, u.email HAVING count(*) >= $4`,
    [window.from, window.to, adminPathPattern, minimum],
  );
  return rows;
}

export interface PathErrorCandidate {
  path: string;
  requests: number;
  serverErrors: number;
}

async function findPathErrorRates(
  pool: pg.Pool,
  window: Window,
  minRequests: number,
): Promise<PathErrorCandidate[]> {
  const { rows } = await pool.query<PathErrorCandidate>(
    `SELECT path, sum(requests)::integer AS requests, sum(server_errors)::integer AS "serverErrors"
       FROM path_rollups WHERE minute >= date_trunc('minute', $1::timestamptz) AND minute <= $2
      GROUP BY path HAVING sum(requests) >= $3 AND sum(server_errors) > 0`,
    [window.from, window.to, minRequests],
  );
  return rows;
}

export interface PathLatency {
  path: string;
  requests: number;
  p95: number;
}

/** Each path's p95 over the window, from the raw rows (exact), for paths with enough requests. */
async function findPathLatencies(pool: pg.Pool, window: Window, minRequests: number): Promise<PathLatency[]> {
  const { rows } = await pool.query<PathLatency>(
    `SELECT path, count(*)::integer AS requests,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY duration_ms) AS p95
       FROM access_logs WHERE at > $1 AND at <= $2
      GROUP BY path HAVING count(*) >= $3`,
    [window.from, window.to, minRequests],
  );
  return rows;
}

/** Latency bucket counts of some paths over a window, merged per path (from the rollups). */
async function pathBuckets(pool: pg.Pool, paths: string[], window: Window): Promise<Map<string, number[]>> {
  const { rows } = await pool.query<{ path: string; buckets: number[] }>(
    `SELECT path, array_agg(total ORDER BY n) AS buckets FROM (
       SELECT r.path, x.n, sum(x.count)::integer AS total
         FROM path_rollups r, unnest(r.buckets) WITH ORDINALITY AS x(count, n)
        WHERE r.path = ANY($1::text[]) AND r.minute >= date_trunc('minute', $2::timestamptz) AND r.minute < $3
        GROUP BY r.path, x.n) merged
      GROUP BY path`,
    [paths, window.from, window.to],
  );
  return new Map(rows.map((row) => [row.path, row.buckets]));
}

async function sampleAccessIds(
  pool: pg.Pool,
  filter: { path?: string; ip?: string; minStatus?: number; status?: number },
  window: Window,
): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id::text FROM access_logs
      WHERE at > $1 AND at <= $2 AND ($3::text IS NULL OR path = $3) AND ($4::text IS NULL OR ip = $4)
        AND ($5::integer IS NULL OR status >= $5) AND ($6::integer IS NULL OR status = $6)
      ORDER BY at DESC LIMIT 5`,
    [
      window.from,
      window.to,
      filter.path ?? null,
      filter.ip ?? null,
      filter.minStatus ?? null,
      filter.status ?? null,
    ],
  );
  return rows.map((row) => row.id);
}

export interface LoginAfterFailures {
  email: string;
  successId: string;
  successAt: Date;
  successIp: string | null;
  failures: number;
  firstFailureAt: Date;
  failureIds: string[];
  failureIps: string[];
}

/** Sign-ins that succeeded after at least `minFailures` failures for the same account within `windowMs`. */
async function findLoginsAfterFailures(
  pool: pg.Pool,
  successesIn: Window,
  windowMs: number,
  minFailures: number,
): Promise<LoginAfterFailures[]> {
  const { rows } = await pool.query<LoginAfterFailures>(
    `SELECT s.email, s.id::text AS "successId", s.at AS "successAt", s.ip AS "successIp", f.failures,
            f.first AS "firstFailureAt", f.ids AS "failureIds", f.ips AS "failureIps"
       FROM auth_events s
       JOIN LATERAL (
         SELECT count(*)::integer AS failures, min(at) AS first, (array_agg(id::text ORDER BY at DESC))[1:5] AS ids,
                coalesce(array_agg(DISTINCT ip) FILTER (WHERE ip IS NOT NULL), '{}') AS ips
           FROM auth_events f
          WHERE f.event = 'login.failed' AND f.email = s.email AND f.at < s.at
            AND f.at >= s.at - make_interval(secs => $3::float8 / 1000)
       ) f ON true
      WHERE s.event = 'login.succeeded' AND s.email IS NOT NULL AND s.at > $1 AND s.at <= $2 AND f.failures >= $4`,
    [successesIn.from, successesIn.to, windowMs, minFailures],
  );
  return rows;
}

/**
 * Stores an outlier unless one of the same rule and key was raised within the cool-down or already holds all of its
 * evidence (one incident, one alert: a later alert needs new events), and writes its `security.event.recorded`
 * into the outbox in the same transaction. A transaction-scoped advisory lock per rule
 * and key keeps two replicas from raising it twice. Returns whether it was stored.
 */
async function saveOutlier(
  pool: pg.Pool,
  candidate: OutlierCandidate & { id: string },
  detectedAt: Date,
  cooldownMs: number,
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${candidate.type}|${candidate.key}`]);
    const recent = await client.query(
      `SELECT 1 FROM outliers WHERE type = $1 AND rule_key = $2
          AND (detected_at > $3 OR sample_event_ids @> $4::text[]) LIMIT 1`,
      [candidate.type, candidate.key, new Date(detectedAt.getTime() - cooldownMs), candidate.sampleEventIds],
    );
    if (recent.rowCount) {
      await client.query('ROLLBACK');
      return false;
    }
    await client.query(
      `INSERT INTO outliers (id, type, rule_key, severity, message, detected_at, window_start, window_end,
                             observed, threshold, baseline, sample_event_ids, addresses)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        candidate.id,
        candidate.type,
        candidate.key,
        candidate.severity,
        candidate.message,
        detectedAt,
        candidate.windowStart,
        candidate.windowEnd,
        candidate.observed,
        candidate.threshold,
        candidate.baseline,
        candidate.sampleEventIds,
        candidate.addresses,
      ],
    );
    const event = createEvent('security.event.recorded', {
      event: `outlier.${candidate.type}`,
      severity: candidate.severity,
      source: 'monitoring',
      ipAddress: candidate.ipAddress,
      userId: candidate.userId ?? null,
      details: {
        outlierId: candidate.id,
        message: candidate.message,
        rule: candidate.type,
        key: candidate.key,
        windowStart: candidate.windowStart.toISOString(),
        windowEnd: candidate.windowEnd.toISOString(),
        observed: candidate.observed,
        threshold: candidate.threshold,
        baseline: candidate.baseline,
        sampleEventIds: candidate.sampleEventIds,
        addresses: candidate.addresses,
      },
    });
    await client.query('INSERT INTO outbox_events (id, type, payload) VALUES ($1, $2, $3)', [
      event.id,
      event.type,
      JSON.stringify(event),
    ]);
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

interface OutlierRow {
  id: string;
  type: TOutlier['type'];
  rule_key: string;
  severity: TOutlier['severity'];
  message: string;
  detected_at: Date;
  window_start: Date;
  window_end: Date;
  observed: number;
  threshold: number;
  baseline: number | null;
  sample_event_ids: string[];
  addresses: string[];
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
  acknowledged_email: string | null;
  acknowledged_note: string | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolved_email: string | null;
  resolved_note: string | null;
}

/** The outliers' columns with the emails of who acknowledged and resolved them (monitoring's copy of users). */
const OUTLIER_SELECT = `SELECT o.*, ack.email AS acknowledged_email, res.email AS resolved_email
  FROM outliers o
  LEFT JOIN users ack ON ack.user_id = o.acknowledged_by
  LEFT JOIN users res ON res.user_id = o.resolved_by`;

const stepOf = (
  at: Date | null,
  by: string | null,
  email: string | null,
  note: string | null,
): TAlertStep | null => (at ? { at: at.toISOString(), by, byEmail: email, note } : null);

export function outlierOf(row: OutlierRow): TOutlier {
  const resolved = stepOf(row.resolved_at, row.resolved_by, row.resolved_email, row.resolved_note);
  const acknowledged = stepOf(
    row.acknowledged_at,
    row.acknowledged_by,
    row.acknowledged_email,
    row.acknowledged_note,
  );
  return {
    id: row.id,
    type: row.type,
    severity: row.severity,
    message: row.message,
    timestamp: row.detected_at.toISOString(),
    evidence: {
      rule: row.type,
      key: row.rule_key,
      windowStart: row.window_start.toISOString(),
      windowEnd: row.window_end.toISOString(),
      observed: row.observed,
      threshold: row.threshold,
      baseline: row.baseline,
      sampleEventIds: row.sample_event_ids,
      addresses: row.addresses,
    },
    status: resolved ? 'resolved' : acknowledged ? 'acknowledged' : 'open',
    acknowledged,
    resolved,
  };
}

/** Outliers detected since `since`, newest first. */
async function listOutliersSince(pool: pg.Pool, since: Date, limit = 50): Promise<TOutlier[]> {
  const { rows } = await pool.query<OutlierRow>(
    `${OUTLIER_SELECT} WHERE o.detected_at > $1 ORDER BY o.detected_at DESC LIMIT $2`,
    [since, limit],
  );
  return rows.map(outlierOf);
}

/** The unresolved alerts (all of them), or the latest `limit` of every status; newest first. */
async function listOutliers(pool: pg.Pool, status: 'unresolved' | 'all', limit: number): Promise<TOutlier[]> {
  const { rows } = await pool.query<OutlierRow>(
    `${OUTLIER_SELECT} WHERE ($1 = 'all' OR o.resolved_at IS NULL) ORDER BY o.detected_at DESC LIMIT $2`,
    [status, limit],
  );
  return rows.map(outlierOf);
}

async function countOpenOutliers(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM outliers WHERE resolved_at IS NULL',
  );
  return rows[0]!.count;
}

/** One alert and the events it names (its sample ids are sign-in events or requests, by rule). */
async function findOutlierDetail(pool: pg.Pool, id: string): Promise<TOutlierDetail | null> {
  const { rows } = await pool.query<OutlierRow>(`${OUTLIER_SELECT} WHERE o.id = $1`, [id]);
  if (!rows[0]) return null;
  const outlier = outlierOf(rows[0]);
  const ids = outlier.evidence.sampleEventIds.filter((value) => /^[0-9a-f-]{36}$/i.test(value));
  const [auth, access] = await Promise.all([
    pool.query<{
      id: string;
      at: Date;
      event: string;
      email: string | null;
      reason: string | null;
      ip: string | null;
    }>(
      'SELECT id, at, event, email, reason, ip FROM auth_events WHERE id = ANY($1::uuid[]) ORDER BY at DESC',
      [ids],
    ),
    pool.query<{
      id: string;
      at: Date;
      method: string;
      path: string;
      status: number;
      duration_ms: number;
      ip: string | null;
    }>(
      'SELECT id, at, method, path, status, duration_ms, ip FROM access_logs WHERE id = ANY($1::uuid[]) ORDER BY at DESC',
      [ids],
    ),
  ]);
  return {
    ...outlier,
    authEvents: auth.rows.map((row) => ({
      id: row.id,
      event: row.reason ? `${row.event} (${row.reason})` : row.event,
      username: row.email,
      timestamp: row.at.toISOString(),
      ipAddress: row.ip,
    })),
    accessLogs: access.rows.map((row) => ({
      id: row.id,
      method: row.method,
      path: row.path,
      statusCode: row.status,
      timestamp: row.at.toISOString(),
      ipAddress: row.ip,
      responseTime: Math.round(row.duration_ms * 10) / 10,
    })),
  };
}

/**
 * Acknowledges or resolves an alert. Acknowledging keeps the first acknowledgement; resolving an unacknowledged
 * alert acknowledges it too. Answers the alert, 'resolved' when it already was, or null when there is none.
 */
async function stepOutlier(
  pool: pg.Pool,
  id: string,
  step: 'acknowledge' | 'resolve',
  by: { userId: string; note: string | null; at: Date },
): Promise<TOutlier | 'resolved' | null> {
  const found = await pool.query<{ resolved_at: Date | null }>(
    'SELECT resolved_at FROM outliers WHERE id = $1',
    [id],
  );
  if (!found.rows[0]) return null;
  if (found.rows[0].resolved_at) return 'resolved';
  const updated =
    step === 'acknowledge'
      ? await pool.query(
          `UPDATE outliers SET acknowledged_at = coalesce(acknowledged_at, $2),
                  acknowledged_by = coalesce(acknowledged_by, $3), acknowledged_note = coalesce(acknowledged_note, $4)
            WHERE id = $1 AND resolved_at IS NULL`,
          [id, by.at, by.userId, by.note],
        )
      : await pool.query(
          `UPDATE outliers SET resolved_at = $2, resolved_by = $3, resolved_note = $4,
                  acknowledged_at = coalesce(acknowledged_at, $2), acknowledged_by = coalesce(acknowledged_by, $3)
            WHERE id = $1 AND resolved_at IS NULL`,
          [id, by.at, by.userId, by.note],
        );
  if (updated.rowCount === 0) return 'resolved';
  const { rows } = await pool.query<OutlierRow>(`${OUTLIER_SELECT} WHERE o.id = $1`, [id]);
  return outlierOf(rows[0]!);
}

/** The outlier rules' queries and the alerts; every method takes the pool first. */
export const outlierRepository = {
  countLoginFailures,
  findSprayingAddresses,
  findProbingAddresses,
  findAdminRefusals,
  findPathErrorRates,
  findPathLatencies,
  pathBuckets,
  sampleAccessIds,
  findLoginsAfterFailures,
  saveOutlier,
  listOutliersSince,
  listOutliers,
  countOpenOutliers,
  findOutlierDetail,
  stepOutlier,
};
