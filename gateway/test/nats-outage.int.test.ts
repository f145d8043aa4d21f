import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '@readiness/testing';
import { startNatsServer, type PrivateNatsServer } from '@readiness/testing/nats';
import { readAccessRecords, startGateway } from './harness.ts';

let nats: PrivateNatsServer;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  nats = await startNatsServer();
  gateway = await startGateway({ NATS_URL: nats.url });
});
afterAll(async () => {
  await gateway?.stop();
  await nats?.destroy();
});

it('keeps access events while NATS is down and delivers every one when it returns', async () => {
  await nats.stop();
  const paths = Array.from({ length: 25 }, (_, i) => `/results/outage-${i}`);
  for (const path of paths) {
    const response = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200); // the response is not held up by the outage
  }
  // Held (the access log hands its batch to the buffered publisher within ACCESS_LINGER_MS), counted by record.
  const held = await eventually(
    () => Promise.resolve(gateway.gateway.publisher.size()),
    (size) => size >= paths.length,
  );
  expect(held).toBeGreaterThanOrEqual(paths.length);

  await nats.start();
  const events = await eventually(
    () => readAccessRecords(nats.url, gateway.natsPrefix).catch(() => []),
    (found) => paths.every((path) => found.some((event) => event.data.path === path)),
    30_000,
  );
  const delivered = events.filter((event) => paths.includes(String(event.data.path)));
  expect(delivered.map((event) => event.data.path)).toEqual(paths);
  expect(new Set(delivered.map((event) => event.id)).size).toBe(paths.length);
  expect(gateway.gateway.publisher.dropped()).toBe(0);
});
