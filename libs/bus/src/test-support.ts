// Shared by this package's integration tests (not exported from index.ts).
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';
import pino from 'pino';
import { TEST_DATABASE_URL } from '@readiness/testing/postgres';
import { OUTBOX_SQL } from './outbox-relay.ts';

export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** A schema of its own holding the outbox tables, and a pool whose search_path is that schema. */
export async function createOutboxSchema(prefix: string) {
  const schema = `${prefix}_bus`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.query(`SET search_path TO "${schema}"`);
  await admin.query(OUTBOX_SQL);
  await admin.end();
  const pool = new pg.Pool({
    connectionString: TEST_DATABASE_URL,
    max: 4,
    options: `-c search_path=${schema}`,
  });
  return {
    schema,
    pool,
    async drop() {
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    },
  };
}

/** Deletes every stream (and so its consumers) whose name starts with the test's prefix. */
export async function deleteStreams(url: string, prefix: string): Promise<void> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(`${prefix.toUpperCase()}_`)) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
}

/** Stored messages in a stream and on one subject of it. */
export async function countMessages(url: string, stream: string, subject?: string): Promise<number> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(stream, subject ? { subjects_filter: subject } : undefined);
    return subject ? (info.state.subjects?.[subject] ?? 0) : info.state.messages;
  } finally {
    await nc.close();
  }
}

/** Polls until `check` returns true (or throws the last failure after `timeoutMs`). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every message body in a stream, in stream order. */
export async function readStream<T = unknown>(url: string, stream: string): Promise<T[]> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(stream);
    const bodies: T[] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const msg = await jsm.streams.getMessage(stream, { seq });
      if (msg) bodies.push(msg.json<T>());
    }
    return bodies;
  } finally {
    await nc.close();
  }
}
