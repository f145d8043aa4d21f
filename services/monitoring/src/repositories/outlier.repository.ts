import type pg from 'pg';
import { createEvent } from '@readiness/bus';
import type { TOutlier } from '@readiness/contracts/monitoring';
import type { OutlierCandidate } from '../domain/outlier-rules.ts';

type Window = { from: Date; to: Date };

export interface CountByKey {
  key: string;
  count: number;
  first: Date;
  last: Date;
  sampleIds: string[];
}

/** Login failures per account (email) or per address within the window. */
export async function countLoginFailures(
  pool: pg.Pool,
  by: 'email' | 'ip',
  window: Window,
  minimum: number,
): Promise<CountByKey[]> {
  const column = by === 'email' ? 'email' : 'ip';
  const { rows } = await pool.query<CountByKey>(
    `SELECT ${column} AS key, count(*)::integer AS count, min(at) AS first, max(at) AS last,
            (array_agg(id::text ORDER BY at DESC))[1:5] AS "sampleIds"
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
export async function findSprayingAddresses(
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
export async function findProbingAddresses(
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

export interface PathErrorCandidate {
  path: string;
  requests: number;
  serverErrors: number;
}

export async function findPathErrorRates(
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
export async function findPathLatencies(
  pool: pg.Pool,
  window: Window,
  minRequests: number,
): Promise<PathLatency[]> {
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
export async function pathBuckets(
  pool: pg.Pool,
  paths: string[],
  window: Window,
): Promise<Map<string, number[]>> {
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

export async function sampleAccessIds(
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
export async function findLoginsAfterFailures(
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
 * Stores an outlier unless one of the same rule and key was raised within the cool-down, and writes its
 * `security.event.recorded` into the outbox in the same transaction. A transaction-scoped advisory lock per rule
 * and key keeps two replicas from raising it twice. Returns whether it was stored.
 */
export async function saveOutlier(
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
      `SELECT 1 FROM outliers WHERE type = $1 AND rule_key = $2 AND detected_at > $3 LIMIT 1`,
      [candidate.type, candidate.key, new Date(detectedAt.getTime() - cooldownMs)],
    );
    if (recent.rowCount) {
      await client.query('ROLLBACK');
      return false;
    }
    await client.query(
      `INSERT INTO outliers (id, type, rule_key, severity, message, detected_at, window_start, window_end,
                             observed, threshold, baseline, sample_event_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
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
      ],
    );
    const event = createEvent('security.event.recorded', {
      event: `outlier.${candidate.type}`,
      severity: candidate.severity,
      source: 'monitoring',
      ipAddress: candidate.ipAddress,
      userId: null,
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
}

export function outlierOf(row: OutlierRow): TOutlier {
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
    },
  };
}

/** Outliers detected since `since`, newest first. */
export async function listOutliersSince(pool: pg.Pool, since: Date, limit = 50): Promise<TOutlier[]> {
  const { rows } = await pool.query<OutlierRow>(
    'SELECT * FROM outliers WHERE detected_at > $1 ORDER BY detected_at DESC LIMIT $2',
    [since, limit],
  );
  return rows.map(outlierOf);
}

/** The rules' queries on one pool, for the domain (which does not know PostgreSQL). */
export function outlierStore(pool: pg.Pool) {
  return {
    countLoginFailures: (by: 'email' | 'ip', window: Window, minimum: number) =>
      countLoginFailures(pool, by, window, minimum),
    findSprayingAddresses: (window: Window, minAccounts: number) =>
      findSprayingAddresses(pool, window, minAccounts),
    findProbingAddresses: (window: Window, minNotFound: number) =>
      findProbingAddresses(pool, window, minNotFound),
    findPathErrorRates: (window: Window, minRequests: number) =>
      findPathErrorRates(pool, window, minRequests),
    findPathLatencies: (window: Window, minRequests: number) => findPathLatencies(pool, window, minRequests),
    pathBuckets: (paths: string[], window: Window) => pathBuckets(pool, paths, window),
    sampleAccessIds: (filter: Parameters<typeof sampleAccessIds>[1], window: Window) =>
      sampleAccessIds(pool, filter, window),
    findLoginsAfterFailures: (successesIn: Window, windowMs: number, minFailures: number) =>
      findLoginsAfterFailures(pool, successesIn, windowMs, minFailures),
    saveOutlier: (candidate: OutlierCandidate & { id: string }, detectedAt: Date, cooldownMs: number) =>
      saveOutlier(pool, candidate, detectedAt, cooldownMs),
  };
}
export type OutlierStore = ReturnType<typeof outlierStore>;
