import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { context, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type { TEvent, TEventData } from '@readiness/contracts';
import { randomPrefix, TEST_NATS_URL } from '@readiness/testing/nats';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBus, createEvent, InvalidEventError, type Bus } from './index.ts';
import { countMessages, deleteStreams, sleep, testLogger, waitFor } from './test-support.ts';

const prefix = randomPrefix();
let bus: Bus;
let raw: NatsConnection;

function registered(email = 'ada@example.com'): TEventData<'auth.user.registered'> {
  return {
    userId: randomUUID(),
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Engines',
    industry: 'technology',
    companySize: '1-10',
    ipAddress: null,
  };
}

async function consumerInfo(domain: string, durable: string) {
  const jsm = await jetstreamManager(raw);
  return jsm.consumers.info(bus.streamOf(domain), durable);
}

beforeAll(async () => {
  // What the OpenTelemetry SDK does in a service: without a context manager there is no active context.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  bus = await connectBus({ url: TEST_NATS_URL, name: 'bus-test', prefix, logger: testLogger });
  raw = await connect({ servers: TEST_NATS_URL });
});

afterAll(async () => {
  context.disable();
  await bus?.close();
  await raw?.close();
  await deleteStreams(TEST_NATS_URL, prefix);
});

describe('names', () => {
  it('puts the prefix in front of subjects and stream names', () => {
    expect(bus.subjectOf('auth.user.registered')).toBe(`${prefix}.auth.user.registered`);
    expect(bus.streamOf('auth')).toBe(`${prefix.toUpperCase()}_AUTH`);
  });
});

describe('ensureStream', () => {
  it('creates the domain stream once, with file storage and a two-minute duplicate window', async () => {
    await bus.ensureStream('security');
    await bus.ensureStream('security');
    const jsm = await jetstreamManager(raw);
    const info = await jsm.streams.info(bus.streamOf('security'));
    expect(info.config.subjects).toEqual([`${prefix}.security.>`]);
    expect(info.config.storage).toBe('file');
    expect(info.config.duplicate_window).toBe(120 * 1e9);
  });
});

describe('publish and subscribe', () => {
  it('delivers an event through a durable consumer and acks it', async () => {
    const received: TEvent<'auth.user.registered'>[] = [];
    const sub = await bus.subscribe({
      durable: 'test.round-trip',
      types: ['auth.user.registered'],
      handler: (event) => {
        received.push(event);
        return Promise.resolve();
      },
    });
    const event = createEvent('auth.user.registered', registered());
    await bus.publish(event);
    await waitFor(() => received.length === 1, 10_000, 'the event');
    expect(received[0]).toEqual(event);

    await waitFor(
      async () => (await consumerInfo('auth', 'test_round-trip')).num_ack_pending === 0,
      5_000,
      'the ack',
    );
    const info = await consumerInfo('auth', 'test_round-trip');
    expect(info.config.durable_name).toBe('test_round-trip');
    expect(info.config.ack_policy).toBe('explicit');
    expect(info.num_pending).toBe(0);
    expect(info.delivered.consumer_seq).toBe(1);
    await sub.stop();
  });

  it('delivers only the types asked for, acking the rest of the domain', async () => {
    const seen: string[] = [];
    const sub = await bus.subscribe({
      durable: 'test.only-failures',
      types: ['auth.login.failed'],
      handler: (event) => {
        seen.push(event.type);
        return Promise.resolve();
      },
    });
    await bus.publish(createEvent('auth.user.registered', registered('b@example.com')));
    await bus.publish(
      createEvent('auth.login.failed', {
        email: 'b@example.com',
        reason: 'wrong-password',
        ipAddress: null,
        userAgent: null,
      }),
    );
    await waitFor(() => seen.length === 1, 10_000, 'the failed login');
    await waitFor(
      async () => (await consumerInfo('auth', 'test_only-failures')).num_ack_pending === 0,
      5_000,
      'acks',
    );
    expect(seen).toEqual(['auth.login.failed']);
    await sub.stop();
  });

  it('redelivers an event whose handler threw', async () => {
    const deliveries: string[] = [];
    const sub = await bus.subscribe({
      durable: 'test.retry',
      types: ['billing.premium.granted'],
      handler: (event) => {
        deliveries.push(event.id);
        return deliveries.length === 1
          ? Promise.reject(new Error('database briefly away'))
          : Promise.resolve();
      },
    });
    const event = createEvent('billing.premium.granted', {
      userId: randomUUID(),
      tier: 'premium',
      reason: 'test',
    });
    await bus.publish(event);
    await waitFor(() => deliveries.length === 2, 10_000, 'the redelivery');
    expect(deliveries).toEqual([event.id, event.id]);
    await waitFor(
      async () => (await consumerInfo('billing', 'test_retry')).num_ack_pending === 0,
      5_000,
      'the ack',
    );
    await sleep(1_500);
    expect(deliveries).toHaveLength(2);
    await sub.stop();
  });

  it('terminates a message that fails its schema instead of redelivering it', async () => {
    const handled: string[] = [];
    const sub = await bus.subscribe({
      durable: 'test.malformed',
      types: ['billing.premium.revoked'],
      handler: (event) => {
        handled.push(event.data.reason);
        return Promise.resolve();
      },
      maxDeliver: 5,
    });
    const js = jetstream(raw);
    // Published around the bus, as a buggy or foreign producer would.
    await js.publish(
      bus.subjectOf('billing.premium.revoked'),
      JSON.stringify({ id: randomUUID(), type: 'billing.premium.revoked', data: { userId: 'not-a-uuid' } }),
      {
        headers: headers(),
      },
    );
    await js.publish(bus.subjectOf('billing.premium.revoked'), 'not json at all');
    const good = createEvent('billing.premium.revoked', { userId: randomUUID(), reason: 'refund' });
    await bus.publish(good);
    await waitFor(() => handled.length === 1, 10_000, 'the valid event');
    expect(handled).toEqual(['refund']);
    // Terminated, not nak'ed: nothing is waiting for an ack or a redelivery.
    await sleep(1_500);
    const info = await consumerInfo('billing', 'test_malformed');
    expect(info.num_ack_pending).toBe(0);
    expect(info.num_redelivered).toBe(0);
    // Each message of the domain's stream (earlier tests' included) was delivered exactly once.
    expect(info.delivered.consumer_seq).toBe(await countMessages(TEST_NATS_URL, bus.streamOf('billing')));
    expect(handled).toEqual(['refund']);
    await sub.stop();
  });

  it('refuses an invalid event and sends nothing', async () => {
    await bus.ensureStream('assessment');
    const event = createEvent('assessment.assessment.started', {
      assessmentId: randomUUID(),
      userId: randomUUID(),
      kind: 'quick',
      industry: 'retail',
      companySize: '1-10',
      bankVersion: 1,
    });
    const broken = { ...event, data: { ...event.data, kind: 'sideways' } } as unknown as TEvent;
    await expect(bus.publish(broken)).rejects.toBeInstanceOf(InvalidEventError);
    expect(await countMessages(TEST_NATS_URL, bus.streamOf('assessment'))).toBe(0);
  });

  it('refuses a subscription that spans domains', async () => {
    await expect(
      bus.subscribe({
        durable: 'test.mixed',
        types: ['auth.user.registered', 'billing.premium.granted'],
        handler: () => Promise.resolve(),
      }),
    ).rejects.toThrow(/one domain/);
  });

  it('carries the trace context from publisher to handler', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = trace.setSpanContext(ROOT_CONTEXT, {
      traceId,
      spanId: '00f067aa0ba902b7',
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
    });
    const event = context.with(parent, () =>
      createEvent('security.event.recorded', {
        event: 'test',
        severity: 'low',
        source: 'bus-test',
        ipAddress: null,
        userId: null,
        details: {},
      }),
    );
    expect(event.trace?.traceparent).toBe(`00-${traceId}-00f067aa0ba902b7-01`);

    const seenTraceIds: (string | undefined)[] = [];
    const sub = await bus.subscribe({
      durable: 'test.trace',
      types: ['security.event.recorded'],
      handler: () => {
        seenTraceIds.push(trace.getSpanContext(context.active())?.traceId);
        return Promise.resolve();
      },
    });
    await bus.publish(event);
    await waitFor(() => seenTraceIds.length === 1, 10_000, 'the event');
    expect(seenTraceIds).toEqual([traceId]);
    await sub.stop();
  });
});
