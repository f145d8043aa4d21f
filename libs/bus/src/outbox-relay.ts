import type { TEvent } from '@readiness/contracts';
import type pg from 'pg';
import type pino from 'pino';
import { InvalidEventError, type Bus } from './bus.ts';

export interface OutboxRelayOptions {
  bus: Bus;
  pool: pg.Pool;
  /** The service's PostgreSQL schema, which holds its outbox_events table. */
  schema: string;
  logger: pino.Logger;
  /** How often to look for rows nobody nudged about (and to retry after a failure). Default 1000. */
  pollMs?: number;
  /** Rows published per transaction. Default 100. */
  batchSize?: number;
}

export interface OutboxRelay {
  /** Runs a pass now; services call it after committing a transaction that wrote events. */
  nudge(): void;
  /** Stops polling after the batch in progress. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

interface OutboxRow {
  id: string;
  payload: TEvent;
}

/**
 * Publishes the outbox: in one transaction it locks the oldest unpublished rows (SKIP LOCKED, so several
 * replicas share the work), publishes them in order with the event id as the JetStream message id, and marks
 * them published. A crash between publish and commit publishes the rows again; JetStream drops those as
 * duplicates (within the stream's two-minute window) and consumers are idempotent beyond it.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { bus, pool } = options;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 100;
  const table = `"${options.schema.replace(/"/g, '""')}".outbox_events`;
  const logger = options.logger.child({ component: 'outbox-relay', schema: options.schema });

  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isNudged = false;
  let failures = 0;

  /** Publishes one batch; returns how many rows it handled, or throws when it could not go on. */
  async function publishBatch(): Promise<{ handled: number; error?: unknown }> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // Ids are UUIDv7 (see createEvent): rows of one transaction share created_at and are ordered by id.
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, payload FROM ${table} WHERE published_at IS NULL ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      const published: string[] = [];
      let error: unknown;
      for (const row of rows) {
        try {
          await bus.publish(row.payload);
          published.push(row.id);
        } catch (err) {
          await client.query(`UPDATE ${table} SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
            row.id,
            String((err as Error)?.message ?? err).slice(0, 2_000),
          ]);
          if (err instanceof InvalidEventError) {
            // It will never publish; it must not hold back the events behind it.
            logger.error({ err, eventId: row.id }, 'outbox row is not a valid event; skipping it');
            continue;
          }
          error = err;
          break; // keep the order: nothing after a row that could not go out
        }
      }
      if (published.length > 0) {
        await client.query(
          `UPDATE ${table} SET published_at = now(), last_error = NULL WHERE id = ANY($1::uuid[])`,
          [published],
        );
      }
      await client.query('COMMIT');
      return { handled: rows.length, error };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  /** One pass; resolves with the delay before the next. */
  async function pass(): Promise<number> {
    // While NATS is away rows wait in the table: trying to publish now would only time out.
    if (!bus.isConnected()) return pollMs;
    try {
      const { handled, error } = await publishBatch();
      if (!error) {
        if (failures > 0) logger.info('outbox publishing again');
        failures = 0;
        return handled === batchSize ? 0 : pollMs; // a full batch: more are waiting
      }
      failures += 1;
      logger.warn({ err: error, failures }, 'outbox publish failed; backing off');
    } catch (err) {
      failures += 1;
      logger.error({ err, failures }, 'outbox pass failed; backing off');
    }
    return Math.min(pollMs * 2 ** failures, MAX_BACKOFF_MS);
  }

  function schedule(delay: number): void {
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  function run(): void {
    if (isStopped || running) return;
    timer = undefined;
    running = pass().then((delay) => {
      running = undefined;
      if (isStopped) return;
      schedule(isNudged && failures === 0 ? 0 : delay);
      isNudged = false;
    });
  }

  schedule(0);

  return {
    nudge() {
      if (isStopped) return;
      if (running) {
        isNudged = true;
      } else if (failures === 0) {
        schedule(0);
      }
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
