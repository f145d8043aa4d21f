import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import type { TEvent } from '@readiness/contracts';
import { randomPrefix, TEST_NATS_URL } from '@readiness/testing/nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBus, createEvent, type Bus } from './index.ts';
import { deleteStreams, sleep, testLogger, waitFor } from './test-support.ts';

const prefix = randomPrefix();
let bus: Bus;
let raw: NatsConnection;

const failedLogin = (email: string) =>
  createEvent('auth.login.failed', {
    email,
    reason: 'wrong-password',
    ipAddress: '203.0.113.7',
    userAgent: 'test',
  });

beforeAll(async () => {
  bus = await connectBus({ url: TEST_NATS_URL, name: 'bus-batch-test', prefix, logger: testLogger });
  raw = await connect({ servers: TEST_NATS_URL });
});

afterAll(async () => {
  await bus?.close();
  await raw?.close();
  await deleteStreams(TEST_NATS_URL, prefix);
});

describe('subscribeBatch', () => {
  it('hands the events over in batches of at most batchSize, in stream order, each once, skipping other types', async () => {
    const sent: string[] = [];
    for (let index = 0; index < 10; index++) {
      const event = failedLogin(`batch-${index}@example.com`);
      sent.push(event.id);
      await bus.publish(event);
      // A type the subscription did not ask for, between them: acked and skipped.
      if (index === 4)
        await bus.publish(
          createEvent('auth.user.logged-out', {
            userId: randomUUID(),
            sessionId: randomUUID(),
            ipAddress: null,
          }),
        );
    }
    const batches: Array<Array<TEvent<'auth.login.failed'>>> = [];
    const sub = await bus.subscribeBatch({
      durable: 'test.batches',
      types: ['auth.login.failed'],
      batchSize: 4,
      // Slow enough that the events waiting behind a batch form the next one.
      handler: async (events) => {
        batches.push(events);
        await sleep(100);
      },
    });
    await waitFor(() => batches.flat().length >= 10, 10_000, 'ten events');
    await sleep(200);
    expect(batches.flat().map((event) => event.id)).toEqual(sent);
    // Published before the subscription, they wait behind the first batch: full batches of 4, never more.
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(4);
    expect(batches.flat().every((event) => event.type === 'auth.login.failed')).toBe(true);

    // The consumer's lag is 0 once everything is acked, and the bound on unacked messages is a few batches.
    await waitFor(
      async () =>
        (await bus.consumerLag()).some(
          (lag) => lag.name === 'test_batches' && lag.pending === 0 && lag.ackPending === 0,
        ),
      10_000,
      'no lag',
    );
    const jsm = await jetstreamManager(raw);
    const info = await jsm.consumers.info(bus.streamOf('auth'), 'test_batches');
    expect(info.config.max_ack_pending).toBe(16);
    expect(info.config.filter_subject).toBe(`${prefix}.auth.>`);
    await sub.stop();
  });

  it('retries a failing batch event by event: the good events are stored, the bad one retried and given up on', async () => {
    // Another domain's stream, filled before the subscription so that the three arrive in one batch.
    const granted = () =>
      createEvent('billing.premium.granted', { userId: randomUUID(), tier: 'premium', reason: 'test' });
    const good = [granted(), granted()];
    const bad = granted();
    for (const event of [good[0]!, bad, good[1]!]) await bus.publish(event);
    const stored: string[] = [];
    const sizes: number[] = [];
    let badAttempts = 0;
    const sub = await bus.subscribeBatch({
      durable: 'test.bad-apple',
      types: ['billing.premium.granted'],
      batchSize: 10,
      maxDeliver: 2,
      handler: async (events) => {
        sizes.push(events.length);
        await sleep(50);
        if (events.some((event) => event.id === bad.id)) {
          badAttempts++;
          throw new Error('this event cannot be stored');
        }
        stored.push(...events.map((event) => event.id));
      },
    });
    await waitFor(() => stored.length === 2, 10_000, 'the good events');
    expect(stored.sort()).toEqual(good.map((event) => event.id).sort());
    expect(Math.max(...sizes)).toBeGreaterThan(1);
    // Delivered twice (maxDeliver 2), then terminated: the consumer has nothing left pending.
    await waitFor(
      async () =>
        badAttempts >= 2 &&
        (await bus.consumerLag()).some(
          (lag) => lag.name === 'test_bad-apple' && lag.pending === 0 && lag.ackPending === 0,
        ),
      15_000,
      'the bad event given up on',
    );
    await sleep(1_500);
    // In the batch, then alone; alone again on its second (last) delivery.
    expect(badAttempts).toBe(3);
    expect(stored).not.toContain(bad.id);
    await sub.stop();
  });

  it('reports what a stopped consumer has not yet received as its pending count', async () => {
    const sub = await bus.subscribeBatch({
      durable: 'test.lagging',
      types: ['auth.login.failed'],
      batchSize: 5,
      handler: () => Promise.resolve(),
    });
    await waitFor(
      async () => (await bus.consumerLag()).some((lag) => lag.name === 'test_lagging' && lag.pending === 0),
      10_000,
      'caught up',
    );
    await sub.stop();
    for (let index = 0; index < 3; index++) await bus.publish(failedLogin(`late-${index}@example.com`));
    const lag = (await bus.consumerLag()).find((entry) => entry.name === 'test_lagging');
    expect(lag).toEqual({ stream: bus.streamOf('auth'), name: 'test_lagging', pending: 3, ackPending: 0 });
    // Only this bus's streams: another prefix's consumers are not listed.
    expect(
      (await bus.consumerLag()).every((entry) => entry.stream.startsWith(`${prefix.toUpperCase()}_`)),
    ).toBe(true);
  });
});
