import { randomUUID } from 'node:crypto';
import type { TEvent } from '@readiness/contracts';
import { randomPrefix, TEST_NATS_URL } from '@readiness/testing/nats';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBus, createEvent, type Bus } from './index.ts';
import { createOutboxSchema, deleteStreams, sleep, testLogger, waitFor } from './test-support.ts';

/**
 * The consumer pattern every service follows (README "Consuming"): the event id goes into processed_events in
 * the same transaction as the change; a second delivery finds it there and changes nothing.
 */
const CONSUMER = 'test.premium-tier';
const prefix = randomPrefix();
let bus: Bus;
let db: Awaited<ReturnType<typeof createOutboxSchema>>;

async function applyPremiumGranted(
  pool: pg.Pool,
  event: TEvent<'billing.premium.granted'>,
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const inserted = await client.query(
      'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [CONSUMER, event.id],
    );
    if (inserted.rowCount === 0) {
      await client.query('ROLLBACK');
      return false;
    }
    await client.query('UPDATE grants SET count = count + 1 WHERE user_id = $1', [event.data.userId]);
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

async function grantsOf(userId: string): Promise<number> {
  const { rows } = await db.pool.query<{ count: number }>('SELECT count FROM grants WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]!.count;
}

beforeAll(async () => {
  db = await createOutboxSchema();
  await db.pool.query('CREATE TABLE grants (user_id uuid PRIMARY KEY, count integer NOT NULL DEFAULT 0)');
  bus = await connectBus({ url: TEST_NATS_URL, name: 'idempotent-test', prefix, logger: testLogger });
});

afterAll(async () => {
  await bus?.close();
  await db?.drop();
  await deleteStreams(TEST_NATS_URL, prefix);
});

it('changes state once when the same event is delivered twice', async () => {
  const userId = randomUUID();
  await db.pool.query('INSERT INTO grants (user_id) VALUES ($1)', [userId]);
  const event = createEvent('billing.premium.granted', { userId, tier: 'premium', reason: 'test' });

  expect(await applyPremiumGranted(db.pool, event)).toBe(true);
  expect(await applyPremiumGranted(db.pool, event)).toBe(false);
  expect(await grantsOf(userId)).toBe(1);
});

it('survives a redelivery after the change committed but the ack was lost', async () => {
  const userId = randomUUID();
  await db.pool.query('INSERT INTO grants (user_id) VALUES ($1)', [userId]);
  const outcomes: boolean[] = [];
  const sub = await bus.subscribe({
    durable: CONSUMER,
    types: ['billing.premium.granted'],
    handler: async (event) => {
      const applied = await applyPremiumGranted(db.pool, event);
      outcomes.push(applied);
      // The first time, fail after the commit, as a process that dies before it acks would.
      if (outcomes.length === 1) throw new Error('crashed before the ack');
    },
  });
  try {
    await bus.publish(createEvent('billing.premium.granted', { userId, tier: 'premium', reason: 'test' }));
    await waitFor(() => outcomes.length === 2, 10_000, 'the redelivery');
    await sleep(500);
  } finally {
    await sub.stop();
  }
  expect(outcomes).toEqual([true, false]);
  expect(await grantsOf(userId)).toBe(1);
});
