import type pg from 'pg';
import type { TEvent } from '@readiness/contracts';
import { LATENCY_BOUNDS_MS } from '../domain/latency-buckets.ts';
import type { AccessRow, AuthRow } from '../domain/ingest-rows.ts';

const BUCKETS_SQL = `ARRAY[${[
  ...LATENCY_BOUNDS_MS.map((bound, index) =>
    index === 0
      ? `count(*) FILTER (WHERE duration_ms <= ${bound})`
      : `count(*) FILTER (WHERE duration_ms > ${LATENCY_BOUNDS_MS[index - 1]} AND duration_ms <= ${bound})`,
  ),
  `count(*) FILTER (WHERE duration_ms > ${LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]})`,
].join(', ')}]::integer[]`;

/**
 * One statement: the rows not stored yet (the event id is the key, so a redelivered event adds nothing) go into
 * access_logs, and only those are added to the per-minute rollups and the day's active users. A user deleted in
 * auth loses their id on the way in.
 */
// Client errors leave out the signed-out session check (contracts' isClientError, SIGNED_OUT_CHECK): expected.
const INSERT_ACCESS_SQL = `
WITH input AS (
  SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::integer[], $6::float8[],
                       $7::text[], $8::uuid[], $9::text[], $10::text[])
    AS t(id, at, method, path, status, duration_ms, ip, user_id, user_agent, request_id)
), inserted AS (
  INSERT INTO access_logs (id, at, method, path, status, duration_ms, ip, user_id, user_agent, request_id)
  SELECT i.id, i.at, i.method, i.path, i.status, i.duration_ms, i.ip,
         CASE WHEN d.user_id IS NULL THEN i.user_id END, i.user_agent, i.request_id
    FROM input i LEFT JOIN deleted_users d ON d.user_id = i.user_id
  ON CONFLICT (id) DO NOTHING
  RETURNING at, method, path, status, duration_ms, ip, user_id
), by_path AS (
  INSERT INTO path_rollups (minute, path, requests, server_errors, client_errors, total_ms, max_ms, buckets)
  SELECT date_trunc('minute', at), path, count(*), count(*) FILTER (WHERE status >= 500),
         count(*) FILTER (WHERE status BETWEEN 400 AND 499
                            AND NOT (method = 'GET' AND path = '/api/auth/user' AND status = 401)), sum(duration_ms), max(duration_ms), ${BUCKETS_SQL}
    FROM inserted GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (minute, path) DO UPDATE SET
    requests = path_rollups.requests + excluded.requests,
    server_errors = path_rollups.server_errors + excluded.server_errors,
    client_errors = path_rollups.client_errors + excluded.client_errors,
    total_ms = path_rollups.total_ms + excluded.total_ms,
    max_ms = greatest(path_rollups.max_ms, excluded.max_ms),
    buckets = (SELECT array_agg(a + b ORDER BY n)
                 FROM unnest(path_rollups.buckets, excluded.buckets) WITH ORDINALITY AS x(a, b, n))
  RETURNING 1
), by_ip AS (
  INSERT INTO ip_rollups (minute, ip, requests, server_errors, not_found)
  SELECT date_trunc('minute', at), ip, count(*), count(*) FILTER (WHERE status >= 500),
         count(*) FILTER (WHERE status = 404)
    FROM inserted WHERE ip IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (minute, ip) DO UPDATE SET
    requests = ip_rollups.requests + excluded.requests,
    server_errors = ip_rollups.server_errors + excluded.server_errors,
    not_found = ip_rollups.not_found + excluded.not_found
  RETURNING 1
), active AS (
  INSERT INTO daily_active_users (day, user_id)
  SELECT DISTINCT (at AT TIME ZONE 'UTC')::date, user_id FROM inserted WHERE user_id IS NOT NULL
  ON CONFLICT DO NOTHING
  RETURNING 1
)
SELECT (SELECT count(*) FROM inserted)::integer AS inserted`;

async function insertAccessRows(pool: pg.Pool, rows: AccessRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await pool.query<{ inserted: number }>(INSERT_ACCESS_SQL, [
    rows.map((row) => row.id),
    rows.map((row) => row.at),
    rows.map((row) => row.method),
    rows.map((row) => row.path),
    rows.map((row) => row.status),
    rows.map((row) => row.durationMs),
    rows.map((row) => row.ip),
    rows.map((row) => row.userId),
    rows.map((row) => row.userAgent),
    rows.map((row) => row.requestId),
  ]);
  return result.rows[0]?.inserted ?? 0;
}

/** Runs `work` in one transaction on one connection. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Stores an auth event; false when it was stored before (a redelivery), and the caller then changes nothing. */
async function insertAuthRow(client: pg.PoolClient, row: AuthRow): Promise<boolean> {
  const result = await client.query(
    `INSERT INTO auth_events (id, at, event, user_id, email, reason, ip)
     SELECT $1, $2, $3, CASE WHEN d.user_id IS NULL THEN $4::uuid END, CASE WHEN d.user_id IS NULL THEN $5 END, $6, $7
       FROM (SELECT 1) one LEFT JOIN deleted_users d ON d.user_id = $4::uuid
     ON CONFLICT (id) DO NOTHING`,
    [row.id, row.at, row.event, row.userId, row.email, row.reason, row.ip],
  );
  return result.rowCount === 1;
}

/** What /api/admin/stats counts of a user: registered, and last signed in. */
async function upsertUser(
  client: pg.PoolClient,
  user: { userId: string; email: string | null; registeredAt?: string; lastLoginAt?: string },
): Promise<void> {
  await client.query(
    `INSERT INTO users (user_id, email, registered_at, last_login_at)
     SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_id = $1)
     ON CONFLICT (user_id) DO UPDATE SET
       email = coalesce(excluded.email, users.email),
       registered_at = coalesce(users.registered_at, excluded.registered_at),
       last_login_at = greatest(users.last_login_at, excluded.last_login_at)`,
    [user.userId, user.email, user.registeredAt ?? null, user.lastLoginAt ?? null],
  );
}

/** Records a consumer's handling of an event: false when it already had (libs/bus markProcessed, on pg). */
async function markProcessed(client: pg.PoolClient, consumer: string, eventId: string): Promise<boolean> {
  const result = await client.query(
    'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [consumer, eventId],
  );
  return result.rowCount === 1;
}

/**
 * Erases what identifies a deleted user: their id and email leave every row (the counts stay), the outliers keyed
 * by their email or id and the security events that name it are rewritten, and a tombstone keeps events still queued
 * in other streams from bringing the id back.
 */
async function forgetUser(client: pg.PoolClient, userId: string, at: string): Promise<void> {
  const { rows } = await client.query<{ email: string | null }>(
    `SELECT email FROM users WHERE user_id = $1
     UNION SELECT email FROM auth_events WHERE user_id = $1 AND email IS NOT NULL`,
    [userId],
  );
  const emails = rows.map((row) => row.email).filter((email): email is string => Boolean(email));
  await client.query(
    'INSERT INTO deleted_users (user_id, deleted_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [userId, at],
  );
  await client.query('DELETE FROM users WHERE user_id = $1', [userId]);
  await client.query('DELETE FROM daily_active_users WHERE user_id = $1', [userId]);
  await client.query('UPDATE access_logs SET user_id = NULL WHERE user_id = $1', [userId]);
  await client.query('UPDATE completed_assessments SET user_id = NULL WHERE user_id = $1', [userId]);
  await client.query('UPDATE security_events SET user_id = NULL WHERE user_id = $1', [userId]);
  await client.query(
    `UPDATE outliers SET rule_key = 'account:[deleted user]' WHERE rule_key = 'user:' || $1::text`,
    [userId],
  );
  await client.query(
    'UPDATE auth_events SET user_id = NULL, email = NULL WHERE user_id = $1 OR email = ANY($2::text[])',
    [userId, emails],
  );
  for (const email of emails) {
    await client.query(
      `UPDATE security_events SET details = replace(details::text, $1, '[deleted user]')::jsonb
        WHERE details::text LIKE '%' || $1 || '%'`,
      [email],
    );
    await client.query(
      `UPDATE outliers SET rule_key = 'account:[deleted user]', message = replace(message, $1, '[deleted user]')
        WHERE rule_key = 'account:' || $1`,
      [email],
    );
  }
}

async function insertSecurityEvents(
  pool: pg.Pool,
  events: Array<TEvent<'security.event.recorded'>>,
): Promise<void> {
  if (events.length === 0) return;
  await pool.query(
    `INSERT INTO security_events (id, at, event, severity, source, ip, user_id, details)
     SELECT i.id, i.at, i.event, i.severity, i.source, i.ip, CASE WHEN d.user_id IS NULL THEN i.user_id END, i.details
       FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::uuid[], $8::jsonb[])
         AS i(id, at, event, severity, source, ip, user_id, details)
       LEFT JOIN deleted_users d ON d.user_id = i.user_id
     ON CONFLICT (id) DO NOTHING`,
    [
      events.map((event) => event.id),
      events.map((event) => event.time),
      events.map((event) => event.data.event),
      events.map((event) => event.data.severity),
      events.map((event) => event.data.source),
      events.map((event) => event.data.ipAddress),
      events.map((event) => event.data.userId),
      events.map((event) => JSON.stringify(event.data.details)),
    ],
  );
}

async function insertCompletedAssessments(
  pool: pg.Pool,
  events: Array<TEvent<'assessment.assessment.completed'>>,
): Promise<void> {
  if (events.length === 0) return;
  await pool.query(
    `INSERT INTO completed_assessments (assessment_id, user_id, overall_score, completed_at)
     SELECT i.id, CASE WHEN d.user_id IS NULL THEN i.user_id END, i.score, i.at
       FROM unnest($1::uuid[], $2::uuid[], $3::float8[], $4::timestamptz[]) AS i(id, user_id, score, at)
       LEFT JOIN deleted_users d ON d.user_id = i.user_id
     ON CONFLICT (assessment_id) DO NOTHING`,
    [
      events.map((event) => event.data.assessmentId),
      events.map((event) => event.data.userId),
      events.map((event) => event.data.overallScore),
      events.map((event) =>
        Number.isNaN(Date.parse(event.data.completedAt)) ? event.time : event.data.completedAt,
      ),
    ],
  );
}

/** What the consumers store; every method takes the pool (or, inside `inTransaction`, its client) first. */
export const ingestRepository = {
  insertAccessRows,
  inTransaction,
  insertAuthRow,
  upsertUser,
  markProcessed,
  forgetUser,
  insertSecurityEvents,
  insertCompletedAssessments,
};
