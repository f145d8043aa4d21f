import { randomUUID } from 'node:crypto';
import type { TEvent } from '@readiness/contracts';
import { randomPrefix, startNatsServer, type PrivateNatsServer } from '@readiness/testing/nats';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBus, createEvent, startOutboxRelay, type Bus, type OutboxRelay } from './index.ts';
import { createOutboxSchema, readStream, sleep, testLogger, waitFor } from './test-support.ts';

// This file stops NATS, so it runs its own nats-server, never the shared one.
const prefix = randomPrefix();
let nats: PrivateNatsServer;
let bus: Bus;
let relay: OutboxRelay | undefined;
let db: Awaited<ReturnType<typeof createOutboxSchema>>;

async function writeEvents(from: number, count: number): Promise<TEvent[]> {
  const events = Array.from({ length: count }, (_, i) =>
    createEvent('auth.login.failed', {
      email: `user${from + i}@example.com`,
      reason: 'wrong-password',
      ipAddress: null,
      userAgent: null,
    }),
  );
  for (const event of events) {
    await db.pool.query('INSERT INTO outbox_events (id, type, payload) VALUES ($1, $2, $3)', [
      event.id,
      event.type,
      JSON.stringify(event),
    ]);
  }
  return events;
}

async function unpublished(): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL',
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  nats = await startNatsServer();
  db = await createOutboxSchema();
  bus = await connectBus({ url: nats.url, name: 'outbox-outage-test', prefix, logger: testLogger });
  await bus.ensureStream('auth');
});

afterAll(async () => {
  await relay?.stop();
  await bus?.close();
  await db?.drop();
  await nats?.destroy(); // the private server and its store go away with its streams
});

it('keeps outbox rows while NATS is down and publishes each of them once when it is back', async () => {
  relay = startOutboxRelay({
    bus,
    pool: db.pool,
    schema: db.schema,
    logger: testLogger,
    pollMs: 100,
    batchSize: 7,
  });
  const before = await writeEvents(0, 5);
  relay.nudge();
  await waitFor(async () => (await unpublished()) === 0, 10_000, 'the first rows');

  await nats.stop();
  await waitFor(() => !bus.isConnected(), 5_000, 'the bus to notice');
  const during = await writeEvents(5, 20);
  relay.nudge();
  await sleep(1_500);
  expect(await unpublished()).toBe(20);

  await nats.start();
  await waitFor(() => bus.isConnected(), 15_000, 'the bus to reconnect');
  await waitFor(async () => (await unpublished()) === 0, 15_000, 'the outbox to empty');

  const stored = await readStream<TEvent>(nats.url, bus.streamOf('auth'));
  expect(stored.map((e) => e.id)).toEqual([...before, ...during].map((e) => e.id));
});

it('keeps a subscription consuming across a NATS restart', async () => {
  const seen: string[] = [];
  const sub = await bus.subscribe({
    durable: 'test.across-restart',
    types: ['billing.premium.granted'],
    handler: (event) => {
      seen.push(event.data.reason);
      return Promise.resolve();
    },
  });
  const grant = (reason: string) =>
    createEvent('billing.premium.granted', { userId: randomUUID(), tier: 'premium', reason });
  try {
    await bus.publish(grant('before'));
    await waitFor(() => seen.length === 1, 10_000, 'the first event');

    await nats.stop();
    await waitFor(() => !bus.isConnected(), 5_000, 'the bus to notice');
    await expect(bus.publish(grant('while down'))).rejects.toThrow(/not connected/);
    await nats.start();
    await waitFor(() => bus.isConnected(), 15_000, 'the bus to reconnect');

    await bus.publish(grant('after'));
    await waitFor(() => seen.length === 2, 20_000, 'the event after the restart');
    expect(seen).toEqual(['before', 'after']);
  } finally {
    await sub.stop();
  }
});
