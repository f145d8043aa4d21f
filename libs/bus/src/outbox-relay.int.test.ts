import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { DiscardPolicy, jetstreamManager } from '@nats-io/jetstream';
import type { TEvent } from '@readiness/contracts';
import { randomPrefix, TEST_NATS_URL } from '@readiness/testing/nats';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBus, createEvent, startOutboxRelay, type Bus } from './index.ts';
import {
  countMessages,
  createOutboxSchema,
  deleteStreams,
  readStream,
  testLogger,
  waitFor,
} from './test-support.ts';

const prefix = randomPrefix();
let bus: Bus;
let db: Awaited<ReturnType<typeof createOutboxSchema>>;

/** What a service does in its transaction: the change and the outbox row commit together. */
async function writeToOutbox(client: pg.Pool | pg.PoolClient, event: TEvent): Promise<void> {
  await client.query('INSERT INTO outbox_events (id, type, payload) VALUES ($1, $2, $3)', [
    event.id,
    event.type,
    JSON.stringify(event),
  ]);
}

function loginFailed(n: number) {
  return createEvent('auth.login.failed', {
    email: `user${n}@example.com`,
    reason: 'wrong-password',
    ipAddress: null,
    userAgent: null,
  });
}

interface OutboxRowState {
  published_at: Date | null;
  attempts: number;
  last_error: string | null;
}

async function rowOf(id: string): Promise<OutboxRowState> {
  const { rows } = await db.pool.query<OutboxRowState>(
    'SELECT published_at, attempts, last_error FROM outbox_events WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

async function unpublished(): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL',
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  db = await createOutboxSchema();
  bus = await connectBus({ url: TEST_NATS_URL, name: 'outbox-test', prefix, logger: testLogger });
  await bus.ensureStream('auth');
});

afterAll(async () => {
  await bus?.close();
  await db?.drop();
  await deleteStreams(TEST_NATS_URL, prefix);
});

describe('startOutboxRelay', () => {
  it('publishes committed rows in the order they were written, and marks them published', async () => {
    const events = Array.from({ length: 25 }, (_, i) => loginFailed(i));
    const client = await db.pool.connect();
    try {
      // One transaction: every row shares created_at, so the UUIDv7 ids carry the order.
      await client.query('BEGIN');
      for (const event of events) await writeToOutbox(client, event);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const relay = startOutboxRelay({
      bus,
      pool: db.pool,
      schema: db.schema,
      logger: testLogger,
      pollMs: 50,
      batchSize: 10,
    });
    try {
      await waitFor(async () => (await unpublished()) === 0, 10_000, 'the outbox to empty');
    } finally {
      await relay.stop();
    }
    const stored = await readStream<TEvent>(TEST_NATS_URL, bus.streamOf('auth'));
    expect(stored.map((e) => e.id)).toEqual(events.map((e) => e.id));
    const { rows } = await db.pool.query<OutboxRowState>('SELECT attempts, last_error FROM outbox_events');
    expect(rows.every((r) => r.attempts === 0 && r.last_error === null)).toBe(true);
  });

  it('puts an event into JetStream once even when the relay publishes its row twice', async () => {
    const event = createEvent('auth.user.logged-out', {
      userId: randomUUID(),
      sessionId: randomUUID(),
      ipAddress: null,
    });
    await writeToOutbox(db.pool, event);
    const relay = startOutboxRelay({ bus, pool: db.pool, schema: db.schema, logger: testLogger, pollMs: 50 });
    try {
      await waitFor(async () => (await unpublished()) === 0, 10_000, 'the first publish');
      // A crash after the publish and before the UPDATE committed: the row looks unpublished again.
      await db.pool.query('UPDATE outbox_events SET published_at = NULL WHERE id = $1', [event.id]);
      relay.nudge();
      await waitFor(async () => (await unpublished()) === 0, 10_000, 'the second publish');
    } finally {
      await relay.stop();
    }
    expect(
      await countMessages(TEST_NATS_URL, bus.streamOf('auth'), bus.subjectOf('auth.user.logged-out')),
    ).toBe(1);
  });

  it('skips a row that is not a valid event without holding back the rows behind it', async () => {
    const broken = { ...loginFailed(100), data: { email: 'x@example.com' } } as unknown as TEvent;
    const good = loginFailed(101);
    await writeToOutbox(db.pool, broken);
    await writeToOutbox(db.pool, good);
    const relay = startOutboxRelay({ bus, pool: db.pool, schema: db.schema, logger: testLogger, pollMs: 50 });
    try {
      await waitFor(async () => (await rowOf(good.id)).published_at !== null, 10_000, 'the valid row');
    } finally {
      await relay.stop();
    }
    const row = await rowOf(broken.id);
    expect(row.published_at).toBeNull();
    expect(row.attempts).toBeGreaterThanOrEqual(1);
    expect(row.last_error).toMatch(/does not match the schema/);
    const stored = await readStream<TEvent>(TEST_NATS_URL, bus.streamOf('auth'));
    expect(stored.some((e) => e.id === broken.id)).toBe(false);
    expect(stored.at(-1)?.id).toBe(good.id);
    await db.pool.query('DELETE FROM outbox_events WHERE id = $1', [broken.id]);
  });

  it('publishes at once when nudged, without waiting for the poll', async () => {
    const relay = startOutboxRelay({
      bus,
      pool: db.pool,
      schema: db.schema,
      logger: testLogger,
      pollMs: 60_000,
    });
    try {
      await waitFor(async () => (await unpublished()) === 0, 5_000, 'the first pass');
      const event = loginFailed(200);
      await writeToOutbox(db.pool, event);
      const started = Date.now();
      relay.nudge();
      await waitFor(async () => (await unpublished()) === 0, 5_000, 'the nudged pass');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await relay.stop();
    }
  });

  it('records a failed publish, holds back the rows behind it, and sends them in order once it can', async () => {
    await bus.ensureStream('security');
    const nc = await connect({ servers: TEST_NATS_URL });
    const jsm = await jetstreamManager(nc);
    const stream = bus.streamOf('security');
    // A full stream that refuses new messages stands in for any publish failure.
    await jsm.streams.update(stream, { max_msgs: 2, discard: DiscardPolicy.New });
    const events = Array.from({ length: 4 }, (_, i) =>
      createEvent('security.event.recorded', {
        event: `e${i}`,
        severity: 'low',
        source: 'test',
        ipAddress: null,
        userId: null,
        details: {},
      }),
    );
    for (const event of events) await writeToOutbox(db.pool, event);
    const relay = startOutboxRelay({ bus, pool: db.pool, schema: db.schema, logger: testLogger, pollMs: 50 });
    try {
      await waitFor(async () => (await rowOf(events[2]!.id)).attempts >= 1, 10_000, 'a failed attempt');
      expect((await rowOf(events[0]!.id)).published_at).not.toBeNull();
      expect((await rowOf(events[1]!.id)).published_at).not.toBeNull();
      const third = await rowOf(events[2]!.id);
      expect(third.published_at).toBeNull();
      expect(third.last_error).toMatch(/maximum messages/i);
      const fourth = await rowOf(events[3]!.id);
      expect(fourth.published_at).toBeNull();
      expect(fourth.attempts).toBe(0);

      await jsm.streams.update(stream, { max_msgs: -1 });
      await waitFor(async () => (await unpublished()) === 0, 15_000, 'the held-back rows');
    } finally {
      await relay.stop();
      await nc.close();
    }
    const stored = await readStream<TEvent>(TEST_NATS_URL, bus.streamOf('security'));
    expect(stored.map((e) => e.id)).toEqual(events.map((e) => e.id));
  });
});
