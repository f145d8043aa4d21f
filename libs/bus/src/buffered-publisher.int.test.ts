import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { TEvent } from '@readiness/contracts';
import { randomPrefix, startNatsServer, type PrivateNatsServer } from '@readiness/testing/nats';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { connectBus, createBufferedPublisher, createEvent, type Bus } from './index.ts';
import { readStream, testLogger, waitFor } from './test-support.ts';

// This file stops NATS, so it runs its own nats-server, never the shared one.
const prefix = randomPrefix();
let nats: PrivateNatsServer;
let bus: Bus;
let stopPublishers: Array<() => Promise<void>> = [];

function request(n: number) {
  return createEvent('gateway.request.completed', {
    method: 'GET',
    path: `/api/things/${n}`,
    status: 200,
    durationMs: 1.5,
    ip: '127.0.0.1',
    userId: null,
    userAgent: null,
    requestId: `req-${n}`,
    time: new Date().toISOString(),
  });
}

async function storedPaths(): Promise<string[]> {
  const events = await readStream<TEvent<'gateway.request.completed'>>(nats.url, bus.streamOf('gateway'));
  return events.map((e) => e.data.path);
}

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connectBus({ url: nats.url, name: 'buffered-test', prefix, logger: testLogger });
});

beforeEach(async () => {
  await nats.start();
  await waitFor(() => bus.isConnected(), 15_000, 'the bus to connect');
  await bus.ensureStream('gateway');
  const nc = await connect({ servers: nats.url });
  await (await jetstreamManager(nc)).streams.purge(bus.streamOf('gateway'));
  await nc.close();
});

afterAll(async () => {
  await Promise.all(stopPublishers.map((stop) => stop()));
  stopPublishers = [];
  await bus?.close();
  await nats?.destroy();
});

function startPublisher(maxSize: number) {
  const publisher = createBufferedPublisher({ bus, maxSize, logger: testLogger, retryMs: 100 });
  stopPublishers.push(() => publisher.stop());
  return publisher;
}

it('sends events at once while NATS is up', async () => {
  const publisher = startPublisher(100);
  for (let i = 0; i < 10; i++) publisher.publish(request(i));
  await waitFor(() => publisher.size() === 0, 5_000, 'the queue to empty');
  expect(await storedPaths()).toEqual(Array.from({ length: 10 }, (_, i) => `/api/things/${i}`));
});

it('holds events while NATS is down and sends all of them, in order, when it returns', async () => {
  const publisher = startPublisher(1_000);
  publisher.publish(request(0));
  await waitFor(() => publisher.size() === 0, 5_000, 'the first event');

  await nats.stop();
  await waitFor(() => !bus.isConnected(), 5_000, 'the bus to notice');
  const started = Date.now();
  for (let i = 1; i <= 300; i++) publisher.publish(request(i));
  expect(Date.now() - started).toBeLessThan(500); // never blocks the caller
  expect(publisher.size()).toBe(300);

  await nats.start();
  await waitFor(() => publisher.size() === 0, 15_000, 'the buffer to drain');
  expect(publisher.dropped()).toBe(0);
  expect(await storedPaths()).toEqual(Array.from({ length: 301 }, (_, i) => `/api/things/${i}`));
});

it('loses nothing and duplicates nothing when NATS goes away in the middle of sending', async () => {
  const publisher = startPublisher(10_000);
  const count = 3_000;
  for (let i = 0; i < count; i++) publisher.publish(request(i));
  await waitFor(() => publisher.size() < count - 200, 5_000, 'sending to start');
  await nats.stop();
  expect(publisher.size()).toBeGreaterThan(0);
  await nats.start();
  await waitFor(() => publisher.size() === 0, 20_000, 'the buffer to drain');
  expect(publisher.dropped()).toBe(0);
  expect(await storedPaths()).toEqual(Array.from({ length: count }, (_, i) => `/api/things/${i}`));
});

it('drops the oldest events beyond maxSize and counts them', async () => {
  const publisher = startPublisher(50);
  await nats.stop();
  await waitFor(() => !bus.isConnected(), 5_000, 'the bus to notice');
  for (let i = 0; i < 80; i++) publisher.publish(request(i));
  expect(publisher.size()).toBe(50);
  expect(publisher.dropped()).toBe(30);

  await nats.start();
  await waitFor(() => publisher.size() === 0, 15_000, 'the buffer to drain');
  expect(await storedPaths()).toEqual(Array.from({ length: 50 }, (_, i) => `/api/things/${i + 30}`));
});

it('with weightOf, counts an event carrying several records as that many against maxSize', async () => {
  const batchOf = (n: number) =>
    createEvent('gateway.requests.completed', {
      requests: Array.from({ length: 4 }, (_, i) => ({
        ...request(n * 4 + i).data,
        id: crypto.randomUUID(),
      })),
    });
  const publisher = createBufferedPublisher({
    bus,
    maxSize: 10,
    weightOf: (event) => (event.type === 'gateway.requests.completed' ? event.data.requests.length : 1),
    logger: testLogger,
    retryMs: 100,
  });
  stopPublishers.push(() => publisher.stop());
  await nats.stop();
  await waitFor(() => !bus.isConnected(), 5_000, 'the bus to notice');
  // 16 records in batches of 4: the two oldest batches make room for the last two; then one event of 1 fits.
  for (let i = 0; i < 4; i++) publisher.publish(batchOf(i));
  publisher.publish(request(99));
  expect(publisher.size()).toBe(9);
  expect(publisher.dropped()).toBe(8);

  await nats.start();
  await waitFor(() => publisher.size() === 0, 15_000, 'the buffer to drain');
  const stored = await readStream<TEvent<'gateway.requests.completed'>>(nats.url, bus.streamOf('gateway'));
  expect(stored.filter((event) => event.type === 'gateway.requests.completed')).toHaveLength(2);
});

it('drops an invalid event instead of throwing', async () => {
  const publisher = startPublisher(10);
  const broken = { ...request(1), data: { path: 42 } } as unknown as TEvent;
  expect(() => publisher.publish(broken)).not.toThrow();
  expect(publisher.size()).toBe(0);
  publisher.publish(request(2));
  await publisher.flush();
  expect(publisher.size()).toBe(0);
  expect(await storedPaths()).toEqual(['/api/things/2']);
});

it('with a linger, events close together wait for each other and go out together; stop sends what lingers', async () => {
  const publishedAt: number[] = [];
  const watched: Bus = {
    ...bus,
    publishMany: (events) => {
      for (let i = 0; i < events.length; i++) publishedAt.push(performance.now());
      return bus.publishMany(events);
    },
  };
  const publisher = createBufferedPublisher({
    bus: watched,
    maxSize: 100,
    logger: testLogger,
    lingerMs: 150,
  });
  stopPublishers.push(() => publisher.stop());

  const started = performance.now();
  for (let i = 0; i < 5; i++) publisher.publish(request(i));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(publishedAt).toEqual([]); // still lingering
  await waitFor(() => publisher.size() === 0, 5_000, 'the batch to go');
  expect(publishedAt).toHaveLength(5);
  expect(Math.min(...publishedAt) - started).toBeGreaterThanOrEqual(140);
  expect(Math.max(...publishedAt) - Math.min(...publishedAt)).toBeLessThan(50); // one batch

  // A full window does not wait; and stopping sends whatever is still lingering.
  publishedAt.length = 0;
  for (let i = 5; i < 5 + 32; i++) publisher.publish(request(i));
  expect(publishedAt).toHaveLength(32);
  publisher.publish(request(37));
  await publisher.stop();
  expect(publishedAt).toHaveLength(33);
  expect(await storedPaths()).toEqual(Array.from({ length: 38 }, (_, i) => `/api/things/${i}`));
});

it('with a linger, a steady trickle goes out in batches, not a small one after each acknowledgement', async () => {
  const batches: number[] = [];
  const watched: Bus = {
    ...bus,
    // Acknowledgements that take 10 ms, as on a loaded machine: events keep arriving while a batch is out.
    publishMany: async (events) => {
      batches.push(events.length);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return bus.publishMany(events);
    },
  };
  const publisher = createBufferedPublisher({
    bus: watched,
    maxSize: 1_000,
    logger: testLogger,
    lingerMs: 100,
  });
  stopPublishers.push(() => publisher.stop());

  // 150 events over 300 ms or more: one every 2 ms.
  for (let i = 0; i < 150; i++) {
    publisher.publish(request(1_000 + i));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await publisher.flush();
  expect(batches.reduce((sum, size) => sum + size, 0)).toBe(150);
  // Windows of 32, or what lingered 100 ms: a handful of batches, not what arrived during each 10 ms wait.
  expect(batches.length).toBeLessThanOrEqual(10);
  expect(await storedPaths()).toEqual(Array.from({ length: 150 }, (_, i) => `/api/things/${1_000 + i}`));
});

it('publishMany stores events with one acknowledgement each, and reports each one JetStream did not store', async () => {
  const stored = [request(100), request(101)];
  expect(await bus.publishMany(stored)).toEqual([undefined, undefined]);
  expect(await storedPaths()).toEqual(['/api/things/100', '/api/things/101']);
  // The same ids again: JetStream drops them as duplicates, and that is no error.
  expect(await bus.publishMany(stored)).toEqual([undefined, undefined]);
  expect(await storedPaths()).toHaveLength(2);

  // A bus whose stream was removed behind its back (it remembers having made it): nothing stores the events.
  const other = await connectBus({
    url: nats.url,
    name: 'buffered-test-2',
    prefix: randomPrefix(),
    logger: testLogger,
  });
  try {
    await other.ensureStream('gateway');
    const nc = await connect({ servers: nats.url });
    await (await jetstreamManager(nc)).streams.delete(other.streamOf('gateway'));
    await nc.close();
    const errors = await other.publishMany([request(102), request(103)]);
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toBeInstanceOf(Error);
  } finally {
    await other.close();
  }
});
