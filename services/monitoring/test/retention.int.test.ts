import { expect, it } from 'vitest';
import { applyRetention } from '../src/domain/apply-retention.ts';
import { access, call, countRows, testClock, waitFor, useMonitoring } from './harness.ts';

const DAY = 86_400_000;
const clock = testClock(new Date('2026-11-23T12:00:00.000Z'));
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);

const running = useMonitoring({ now: clock.now });

async function rows(sql: string) {
  const result = await running.monitoring.db.pool.query(
    sql.replaceAll('$schema', `"${running.monitoring.db.schema}"`),
  );
  return result.rows as Array<Record<string, unknown>>;
}

it('deletes raw rows past 30 days and truncates addresses past 7 days, except one under investigation', async () => {
  await running.bus.publishMany([
    {
      type: 'gateway.request.completed',
      data: access({ path: '/old', ip: '203.0.113.1', time: daysAgo(31).toISOString() }),
    },
    {
      type: 'gateway.request.completed',
      data: access({ path: '/week', ip: '203.0.113.2', time: daysAgo(8).toISOString() }),
    },
    {
      type: 'gateway.request.completed',
      data: access({ path: '/week-v6', ip: '2001:db8:abcd:12::7', time: daysAgo(8).toISOString() }),
    },
    {
      type: 'gateway.request.completed',
      data: access({ path: '/watched', ip: '198.51.100.9', time: daysAgo(8).toISOString() }),
    },
    {
      type: 'gateway.request.completed',
      data: access({ path: '/fresh', ip: '203.0.113.3', time: daysAgo(1).toISOString() }),
    },
  ]);
  await running.bus.publishMany([
    {
      type: 'auth.login.failed',
      data: { email: 'a@example.com', reason: 'wrong-password', ipAddress: '203.0.113.4', userAgent: null },
      time: daysAgo(9),
    },
    {
      type: 'auth.login.failed',
      data: { email: 'b@example.com', reason: 'wrong-password', ipAddress: '203.0.113.5', userAgent: null },
      time: daysAgo(31),
    },
  ]);
  await waitFor(
    () => countRows(running.monitoring, 'access_logs'),
    (n) => n === 5,
  );
  await waitFor(
    () => countRows(running.monitoring, 'auth_events'),
    (n) => n === 2,
  );

  const admin = await running.issuer.user({ role: 'admin' });
  const marked = await call(
    running.monitoring.url,
    'POST',
    '/api/monitoring/investigations',
    { ipAddress: '198.51.100.9', reason: 'probing the admin pages' },
    admin.headers,
  );
  expect(marked.status).toBe(201);

  const counts = await applyRetention(running.monitoring.service.ctx);
  expect(counts).toMatchObject({
    accessLogsDeleted: 1,
    authEventsDeleted: 1,
    access_logsTruncated: 2,
    auth_eventsTruncated: 1,
  });
  expect(await rows('SELECT path, ip, ip_truncated FROM $schema.access_logs ORDER BY path')).toEqual([
    { path: '/fresh', ip: '203.0.113.3', ip_truncated: false },
    { path: '/watched', ip: '198.51.100.9', ip_truncated: false },
    { path: '/week', ip: '203.0.113.0', ip_truncated: true },
    { path: '/week-v6', ip: '2001:db8:abcd::', ip_truncated: true },
  ]);
  expect(await rows('SELECT email, ip FROM $schema.auth_events')).toEqual([
    { email: 'a@example.com', ip: '203.0.113.0' },
  ]);
  // The per-address rollups of that age are gone, but for the address under investigation.
  expect(
    await rows(`SELECT ip FROM $schema.ip_rollups WHERE minute < '${daysAgo(7).toISOString()}' ORDER BY ip`),
  ).toEqual([{ ip: '198.51.100.9' }]);

  // Running again changes nothing; once the investigation ends, the address is truncated like the others.
  expect(await applyRetention(running.monitoring.service.ctx)).toMatchObject({
    access_logsTruncated: 0,
    accessLogsDeleted: 0,
  });
  const ended = await call(
    running.monitoring.url,
    'DELETE',
    '/api/monitoring/investigations/198.51.100.9',
    undefined,
    admin.headers,
  );
  expect(ended.status).toBe(204);
  expect(await applyRetention(running.monitoring.service.ctx)).toMatchObject({ access_logsTruncated: 1 });
  expect(await rows(`SELECT ip FROM $schema.access_logs WHERE path = '/watched'`)).toEqual([
    { ip: '198.51.100.0' },
  ]);

  // 25 days later the week-old rows are past 30 days; the day-old one is 26 days old and truncated.
  clock.set(new Date(clock.now().getTime() + 25 * DAY));
  await applyRetention(running.monitoring.service.ctx);
  expect(await rows('SELECT path, ip FROM $schema.access_logs')).toEqual([
    { path: '/fresh', ip: '203.0.113.0' },
  ]);
  expect(await countRows(running.monitoring, 'auth_events')).toBe(0);
});
