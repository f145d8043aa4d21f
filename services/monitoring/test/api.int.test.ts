import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { TEST_NATS_URL } from '@readiness/testing/nats';
import { TEST_REDIS_URL } from '@readiness/testing/redis';
import { DEV_INTERNAL_API_TOKEN } from '@readiness/contracts';
import { bullPrefix } from '@readiness/jobs/names';
import { access, call, countRows, testClock, waitFor, useMonitoring } from './harness.ts';

// Midday, so "today" and "the last hour" are both well inside the day.
const clock = testClock(new Date('2026-11-23T12:00:00.000Z'));
const at = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000);

const running = useMonitoring({ now: clock.now });
let admin: Awaited<ReturnType<typeof running.issuer.user>>;
beforeAll(async () => {
  admin = await running.issuer.user({ role: 'admin' });
});

const get = (path: string, headers = admin.headers) =>
  call(running.monitoring.url, 'GET', path, undefined, headers);

describe('access events', () => {
  it('become access logs and rollups; health checks and static files are not counted; a redelivered event is counted once', async () => {
    const ip = '203.0.113.10';
    const events = await running.bus.publishMany([
      {
        type: 'gateway.request.completed',
        data: access({ ip, path: '/api/a', durationMs: 10, time: at(5).toISOString() }),
      },
      {
        type: 'gateway.request.completed',
        data: access({ ip, path: '/api/a', durationMs: 30, time: at(5).toISOString() }),
      },
      {
        type: 'gateway.request.completed',
        data: access({ ip, path: '/api/b', status: 503, durationMs: 2000, time: at(4).toISOString() }),
      },
      {
        type: 'gateway.request.completed',
        data: access({ ip, path: '/api/c', status: 404, time: at(3).toISOString() }),
      },
      {
        type: 'gateway.request.completed',
        data: access({ ip, path: '/healthz', time: at(3).toISOString() }),
      },
      ...['/index-Ab12.js', '/favicon.svg'].map((path) => ({
        type: 'gateway.request.completed' as const,
        data: access({ ip, path, time: at(3).toISOString() }),
      })),
    ]);
    // The same event again under another message id (past JetStream's duplicate window, as after a replay).
    const { jetstream } = await import('@nats-io/jetstream');
    const { connect } = await import('@nats-io/transport-node');
    const nc = await connect({ servers: TEST_NATS_URL });
    await jetstream(nc).publish(
      `${running.monitoring.natsPrefix}.gateway.request.completed`,
      JSON.stringify(events[0]),
      {
        msgID: randomUUID(),
      },
    );
    await nc.close();

    await waitFor(
      () => countRows(running.monitoring, 'access_logs'),
      (n) => n === 4,
    );
    const { rows } = await running.monitoring.db.pool.query(
      `SELECT path, requests, server_errors, client_errors, total_ms, buckets
         FROM "${running.monitoring.db.schema}".path_rollups ORDER BY path`,
    );
    expect(rows).toEqual([
      {
        path: '/api/a',
        requests: 2,
        server_errors: 0,
        client_errors: 0,
        total_ms: 40,
        buckets: [1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        path: '/api/b',
        requests: 1,
        server_errors: 1,
        client_errors: 0,
        total_ms: 2000,
        buckets: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0],
      },
      {
        path: '/api/c',
        requests: 1,
        server_errors: 0,
        client_errors: 1,
        total_ms: 20,
        buckets: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      },
    ]);
    // The duplicate was delivered and acked, and changed nothing.
    await waitFor(
      async () =>
        (await get('/api/monitoring/system-status')).data as {
          consumers: Array<{ name: string; pending: number; ackPending: number }>;
        },
      (status) =>
        status.consumers.some(
          (c) => c.name === 'monitoring_access-logs' && c.pending === 0 && c.ackPending === 0,
        ),
    );
    expect(await countRows(running.monitoring, 'access_logs')).toBe(4);

    const logs = await get('/api/monitoring/access-logs');
    expect(logs.status).toBe(200);
    expect(logs.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'GET',
          path: '/api/b',
          statusCode: 503,
          ipAddress: ip,
          responseTime: 2000,
        }),
      ]),
    );
    expect((logs.data as unknown as unknown[]).length).toBe(4);

    const quick = await get('/api/monitoring/quick-view');
    expect(quick.status).toBe(200);
    expect(quick.data).toMatchObject({
      totalRequests: 4,
      errorRate: 25,
      averageResponseTime: Math.round(2060 / 4),
      uniqueIPs: 1,
      topEndpoints: [
        { path: '/api/a', count: 2, avgResponseTime: 20 },
        { path: '/api/b', count: 1, avgResponseTime: 2000 },
        { path: '/api/c', count: 1, avgResponseTime: 20 },
      ],
    });
    expect((quick.data.recentActivity as unknown[]).length).toBe(4);

    const summary = await get('/api/monitoring/dashboard-stats');
    expect(summary.data).toMatchObject({
      accessLogs: 4,
      topPages: {}, // API calls are not pages (figures.int.test.ts)
    });

    const series = await get('/api/monitoring/request-series?hours=3');
    expect(series.data).toEqual({
      points: [
        { hour: '2026-11-23T10:00:00.000Z', requests: 0, errors: 0, serverErrors: 0, clientErrors: 0 },
        { hour: '2026-11-23T11:00:00.000Z', requests: 4, errors: 2, serverErrors: 1, clientErrors: 1 },
        { hour: '2026-11-23T12:00:00.000Z', requests: 0, errors: 0, serverErrors: 0, clientErrors: 0 },
      ],
    });
  });
});

describe('auth and assessment events: the admin stats, the auth tab and a deleted user', () => {
  it('counts users, active users and completed assessments from events, and forgets a deleted user', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const registered = (userId: string, email: string) => ({
      type: 'auth.user.registered' as const,
      data: {
        userId,
        email,
        firstName: 'A',
        lastName: 'B',
        company: '',
        industry: '',
        companySize: '',
        ipAddress: '192.0.2.1',
      },
      time: at(40 * 24 * 60),
    });
    await running.bus.publishMany([
      registered(alice, 'alice@example.com'),
      registered(bob, 'Bob@Example.com'),
    ]);
    await running.bus.publishMany([
      {
        type: 'auth.login.failed',
        data: { email: 'bob@example.com', reason: 'wrong-password', ipAddress: '192.0.2.2', userAgent: null },
        time: at(10),
      },
      {
        type: 'auth.login.succeeded',
        data: { userId: bob, email: 'bob@example.com', ipAddress: '192.0.2.2', userAgent: null },
        time: at(9),
      },
    ]);
    const completed = (userId: string, score: number) => ({
      type: 'assessment.assessment.completed' as const,
      data: {
        assessmentId: randomUUID(),
        userId,
        kind: 'full' as const,
        industry: 'retail',
        companySize: '51-200',
        bankVersion: 1,
        overallScore: score,
        maturityLevel: 'Defined',
        dimensionScores: {},
        completedAt: at(8).toISOString(),
      },
    });
    await running.bus.publishMany([completed(bob, 60), completed(bob, 71)]);
    const stats = await waitFor(
      async () => (await get('/api/admin/stats')).data,
      (data) => data.completedAssessments === 2 && data.activeUsers === 1,
    );
    expect(stats).toEqual({
      totalUsers: 2,
      completedAssessments: 2,
      completionRate: 50,
      activeUsers: 1,
      averageScore: 65.5,
    });

    const authEvents = await get('/api/monitoring/auth-events');
    expect(authEvents.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'login.failed (wrong-password)',
          username: 'bob@example.com',
          ipAddress: '192.0.2.2',
        }),
        expect.objectContaining({ event: 'login.succeeded', username: 'bob@example.com' }),
      ]),
    );
    const summary = await get('/api/monitoring/dashboard-stats');
    expect(summary.data).toMatchObject({ authFailures: 1 });

    // Bob's own data, for the account data download.
    const exported = await call(running.monitoring.url, 'GET', `/internal/users/${bob}/export`, undefined, {
      'x-internal-token': DEV_INTERNAL_API_TOKEN,
    });
    expect(exported.status).toBe(200);
    expect(exported.data).toMatchObject({
      service: 'monitoring',
      data: { registeredAt: at(40 * 24 * 60).toISOString(), lastLoginAt: at(9).toISOString() },
    });
    expect((exported.data.data as { authEvents: unknown[] }).authEvents).toHaveLength(3);

    await running.bus.publish('auth.user.deleted', { userId: bob, deletedBy: 'self' });
    await waitFor(
      () => countRows(running.monitoring, 'users'),
      (n) => n === 1,
    );
    expect(
      await countRows(running.monitoring, 'auth_events', `email = 'bob@example.com' OR user_id = '${bob}'`),
    ).toBe(0);
    expect(await countRows(running.monitoring, 'completed_assessments', `user_id = '${bob}'`)).toBe(0);
    expect((await get('/api/admin/stats')).data).toMatchObject({ totalUsers: 1, completedAssessments: 2 });
    // An access event of his still queued elsewhere arrives after the deletion: stored without his id.
    await running.bus.publish(
      'gateway.request.completed',
      access({ userId: bob, path: '/api/late', time: at(1).toISOString() }),
    );
    await waitFor(
      () => countRows(running.monitoring, 'access_logs', `path = '/api/late'`),
      (n) => n === 1,
    );
    expect(await countRows(running.monitoring, 'access_logs', `user_id = '${bob}'`)).toBe(0);
    const afterDeletion = await call(
      running.monitoring.url,
      'GET',
      `/internal/users/${bob}/export`,
      undefined,
      {
        'x-internal-token': DEV_INTERNAL_API_TOKEN,
      },
    );
    expect(afterDeletion.data).toEqual({
      service: 'monitoring',
      data: { registeredAt: null, lastLoginAt: null, accessLogs: [], authEvents: [], securityEvents: [] },
    });
  });

  it('the export route wants the internal token and a UUID', async () => {
    const id = randomUUID();
    expect((await call(running.monitoring.url, 'GET', `/internal/users/${id}/export`)).status).toBe(401);
    expect(
      (
        await call(running.monitoring.url, 'GET', `/internal/users/${id}/export`, undefined, {
          'x-internal-token': 'nope',
        })
      ).status,
    ).toBe(403);
    const bad = await call(running.monitoring.url, 'GET', '/internal/users/not-a-uuid/export', undefined, {
      'x-internal-token': DEV_INTERNAL_API_TOKEN,
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/userId must be a UUID/);
  });
});

describe('system status', () => {
  it("lists the BullMQ queues under the process's prefix and every consumer of its streams with its lag", async () => {
    // A queue as BullMQ keeps it, under this process's key prefix (REDIS_PREFIX + 'bull'): two waiting, one failed.
    const redis = new Redis(TEST_REDIS_URL);
    const queue = `${bullPrefix(running.monitoring.redisPrefix)}:test-renders`;
    try {
      await redis.hset(`${queue}:meta`, 'opts.maxLenEvents', '10000');
      await redis.rpush(`${queue}:wait`, 'job-1', 'job-2');
      await redis.zadd(`${queue}:failed`, 1, 'job-0');
      // Another process's queue (another prefix) is not this one's.
      await redis.hset(`${running.monitoring.redisPrefix}other:elsewhere:meta`, 'opts.maxLenEvents', '1');
      const status = (await get('/api/monitoring/system-status')).data as {
        queues: Array<{ name: string; waiting: number; active: number; delayed: number; failed: number }>;
        consumers: Array<{ stream: string; name: string; pending: number; ackPending: number }>;
      };
      expect(status.queues).toEqual([{ name: 'test-renders', waiting: 2, active: 0, delayed: 0, failed: 1 }]);
      const streamPrefix = `${running.monitoring.natsPrefix.toUpperCase()}_`;
      expect(status.consumers.map((consumer) => `${consumer.stream} ${consumer.name}`)).toEqual(
        expect.arrayContaining([
          `${streamPrefix}AUTH monitoring_auth-events`,
          `${streamPrefix}GATEWAY monitoring_access-logs`,
          `${streamPrefix}SECURITY monitoring_security-events`,
          `${streamPrefix}ASSESSMENT monitoring_assessments`,
        ]),
      );
      expect(status.consumers.every((consumer) => consumer.stream.startsWith(streamPrefix))).toBe(true);
    } finally {
      await redis.del(
        `${queue}:meta`,
        `${queue}:wait`,
        `${queue}:failed`,
        `${running.monitoring.redisPrefix}other:elsewhere:meta`,
      );
      redis.disconnect();
    }
  });
});

describe('guards and bad input', () => {
  const adminKeyed = [
    '/api/monitoring/dashboard-stats',
    '/api/monitoring/auth-events',
    '/api/monitoring/access-logs',
    '/api/monitoring/security-events',
    '/api/monitoring/quick-view',
    '/api/monitoring/investigations',
  ];
  const adminRole = ['/api/admin/stats', '/api/monitoring/system-status', '/api/monitoring/request-series'];

  it.each(adminKeyed)(
    '%s: 401 signed out, 403 for a user and for an admin without a key, 200 with both',
    async (path) => {
      expect((await get(path, {})).status).toBe(401);
      expect((await get(path, (await running.issuer.user()).headers)).status).toBe(403);
      const noKey = await get(
        path,
        (await running.issuer.user({ role: 'admin', withAdminKey: false })).headers,
      );
      expect(noKey.status).toBe(403);
      expect((await get(path)).status).toBe(200);
    },
  );

  it.each(adminRole)('%s: 401 signed out, 403 for a user, 200 for the admin role alone', async (path) => {
    expect((await get(path, {})).status).toBe(401);
    expect((await get(path, (await running.issuer.user()).headers)).status).toBe(403);
    expect(
      (await get(path, (await running.issuer.user({ role: 'admin', withAdminKey: false })).headers)).status,
    ).toBe(200);
  });

  it('request-series refuses hours outside 1..168 and unknown parameters', async () => {
    for (const query of ['hours=0', 'hours=169', 'hours=abc', 'hours=1.5', 'other=1']) {
      const answer = await get(`/api/monitoring/request-series?${query}`);
      expect(answer.status, query).toBe(400);
      expect(typeof answer.data.error).toBe('string');
    }
  });

  it('investigations: marks, lists and ends one; bad input changes nothing', async () => {
    const post = (body: unknown, headers = admin.headers) =>
      call(running.monitoring.url, 'POST', '/api/monitoring/investigations', body, headers);
    for (const body of [
      {},
      { ipAddress: 'not-an-ip', reason: 'x' },
      { ipAddress: '203.0.113.5', reason: '' },
      { ipAddress: '203.0.113.5', reason: 'x', extra: 1 },
      { ipAddress: '203.0.113.5', reason: 'a\u0000b' },
    ]) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await post('{not json')).status).toBe(400);
    expect(
      (await post({ ipAddress: '203.0.113.5', reason: 'spraying' }, (await running.issuer.user()).headers))
        .status,
    ).toBe(403);
    expect(await countRows(running.monitoring, 'investigated_ips')).toBe(0);

    const created = await post({ ipAddress: '203.0.113.5', reason: 'spraying' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      ipAddress: '203.0.113.5',
      reason: 'spraying',
      markedBy: admin.userId,
    });
    expect((await get('/api/monitoring/investigations')).data).toHaveLength(1);
    const remove = (ip: string) =>
      call(
        running.monitoring.url,
        'DELETE',
        `/api/monitoring/investigations/${ip}`,
        undefined,
        admin.headers,
      );
    expect((await remove('nope')).status).toBe(400);
    expect((await remove('203.0.113.6')).status).toBe(404);
    expect((await remove('203.0.113.5')).status).toBe(204);
    expect(await countRows(running.monitoring, 'investigated_ips')).toBe(0);
  });
});
