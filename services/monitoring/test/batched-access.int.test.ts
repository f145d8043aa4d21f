import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { access, countRows, waitFor, useMonitoring } from './harness.ts';

// The gateway sends its access records in batches (`gateway.requests.completed`); gateways before that sent an
// event per request (`gateway.request.completed`), which monitoring still reads.

const running = useMonitoring();

it('stores each record of a batch as an access log row under its own id, once, beside single-request events', async () => {
  const requests = [
    { id: randomUUID(), ...access({ path: '/api/batched/a' }) },
    { id: randomUUID(), ...access({ path: '/api/batched/b', status: 503 }) },
    { id: randomUUID(), ...access({ path: '/healthz' }) }, // not traffic: left out
  ];
  await running.bus.publish('gateway.requests.completed', { requests });
  const single = await running.bus.publish('gateway.request.completed', access({ path: '/api/single' }));
  await waitFor(
    () => countRows(running.monitoring, 'access_logs'),
    (n) => n === 3,
  );
  const { rows } = await running.monitoring.db.pool.query<{ id: string; path: string; status: number }>(
    `SELECT id, path, status FROM "${running.monitoring.db.schema}".access_logs ORDER BY path`,
  );
  expect(rows).toEqual([
    { id: requests[0]!.id, path: '/api/batched/a', status: 200 },
    { id: requests[1]!.id, path: '/api/batched/b', status: 503 },
    { id: single.id, path: '/api/single', status: 200 },
  ]);

  // The same records again (a batch sent twice under another event id) add nothing.
  await running.bus.publish('gateway.requests.completed', { requests });
  await running.bus.publish('gateway.request.completed', access({ path: '/api/after' }));
  await waitFor(
    () => countRows(running.monitoring, 'access_logs'),
    (n) => n === 4,
  );
  expect(await countRows(running.monitoring, 'access_logs', "path LIKE '/api/batched/%'")).toBe(2);
});
