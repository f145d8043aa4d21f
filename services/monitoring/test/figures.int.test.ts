import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { access, call, countRows, testClock, waitFor, useMonitoring } from './harness.ts';

// One meaning per figure (contracts' FIGURE_DEFINITIONS), each checked against fixed data.
const clock = testClock(new Date('2026-11-23T12:00:00.000Z'));
const at = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000);
const DAY = 24 * 60;

const running = useMonitoring({ now: clock.now });
let admin: Awaited<ReturnType<typeof running.issuer.user>>;
beforeAll(async () => {
  admin = await running.issuer.user({ role: 'admin' });
});

const get = async (path: string) =>
  (await call(running.monitoring.url, 'GET', path, undefined, admin.headers)).data;

describe('figures', () => {
  it('error rate is 5xx only; 4xx apart without the signed-out session check; pages are not API calls', async () => {
    const requests = [
      access({ method: 'GET', path: '/api/auth/user', status: 401, time: at(5).toISOString() }),
      access({ method: 'GET', path: '/api/auth/user', status: 401, time: at(5).toISOString() }),
      access({ method: 'GET', path: '/api/auth/user', status: 401, time: at(5).toISOString() }),
      access({ method: 'GET', path: '/api/auth/user', status: 200, time: at(5).toISOString() }),
      access({ method: 'GET', path: '/api/questions/nope', status: 404, time: at(4).toISOString() }),
      access({ method: 'POST', path: '/api/assessments', status: 500, time: at(4).toISOString() }),
      access({ method: 'GET', path: '/dashboard', status: 200, time: at(3).toISOString() }),
      access({ method: 'GET', path: '/dashboard', status: 200, time: at(3).toISOString() }),
    ];
    await running.bus.publishMany(
      requests.map((data) => ({ type: 'gateway.request.completed' as const, data })),
    );
    await waitFor(
      () => countRows(running.monitoring, 'access_logs'),
      (n) => n === requests.length,
    );

    const quick = await get('/api/monitoring/quick-view');
    expect(quick.totalRequests).toBe(8);
    expect(quick.errorRate).toBe((100 * 1) / 8); // the one 500

    const series = (await get('/api/monitoring/request-series?hours=2')).points as Array<
      Record<string, number>
    >;
    expect(series[0]).toMatchObject({
      hour: '2026-11-23T11:00:00.000Z',
      requests: 8,
      serverErrors: 1,
      clientErrors: 1,
      errors: 2,
    });

    const summary = await get('/api/monitoring/dashboard-stats');
    expect(summary.topPages).toEqual({ '/dashboard': 2 });
  });

  it('pages count the SPA’s own navigations with the documents the gateway served, never API calls', async () => {
    // A full load of /reports (the gateway served its document) and API calls made from it.
    const loads = [
      access({ method: 'GET', path: '/reports', status: 200, time: at(2).toISOString() }),
      access({ method: 'GET', path: '/api/reports', status: 200, time: at(2).toISOString() }),
      access({ method: 'GET', path: '/api/auth/user', status: 200, time: at(2).toISOString() }),
    ];
    const before = await countRows(running.monitoring, 'access_logs');
    await running.bus.publishMany(
      loads.map((data) => ({ type: 'gateway.request.completed' as const, data })),
    );
    await waitFor(
      () => countRows(running.monitoring, 'access_logs'),
      (n) => n === before + loads.length,
    );
    // Then the visitor moves around the app: route changes, reported by the SPA (signed out here).
    const view = (path: unknown) =>
      call(running.monitoring.url, 'POST', '/api/monitoring/page-views', { path });
    for (const path of ['/results', '/resources', '/reports', '/results', '/resources/', '/reports'])
      expect((await view(path)).status).toBe(204);
    for (const path of ['/api/auth/user', '/api', '/results?id=1', 'results', 'https://evil.example/x', 7]) {
      const refused = await view(path);
      expect(refused.status).toBe(400);
    }

    const summary = await get('/api/monitoring/dashboard-stats');
    const pages = summary.topPages as Record<string, number>;
    expect(pages).toMatchObject({ '/reports': 3, '/results': 2, '/resources': 2 });
    expect(Object.keys(pages).filter((path) => path.startsWith('/api'))).toEqual([]);
    // API calls are still requests, not pages.
    expect((await get('/api/monitoring/quick-view')).totalRequests).toBeGreaterThanOrEqual(loads.length);
  });

  it('active users: signed in or used the product within 30 days', async () => {
    const [signedInLately, usedLately, goneQuiet] = [randomUUID(), randomUUID(), randomUUID()];
    const registered = (userId: string) => ({
      type: 'auth.user.registered' as const,
      data: {
        userId,
        email: `${userId}@example.com`,
        firstName: 'A',
        lastName: 'B',
        company: '',
        industry: '',
        companySize: '',
        ipAddress: null,
      },
      time: at(90 * DAY),
    });
    const signedIn = (userId: string, minutesAgo: number) => ({
      type: 'auth.login.succeeded' as const,
      data: { userId, email: `${userId}@example.com`, ipAddress: null, userAgent: null },
      time: at(minutesAgo),
    });
    await running.bus.publishMany([
      registered(signedInLately),
      registered(usedLately),
      registered(goneQuiet),
    ]);
    await running.bus.publishMany([
      signedIn(signedInLately, 2 * DAY),
      signedIn(usedLately, 40 * DAY), // a session kept for weeks...
      signedIn(goneQuiet, 40 * DAY),
    ]);
    // ...and used three days ago.
    await running.bus.publishMany([
      {
        type: 'gateway.request.completed' as const,
        data: access({ userId: usedLately, path: '/api/assessments', time: at(3 * DAY).toISOString() }),
      },
    ]);
    await waitFor(
      () => countRows(running.monitoring, 'users', 'last_login_at IS NOT NULL'),
      (n) => n === 3,
    );
    await waitFor(
      () => countRows(running.monitoring, 'daily_active_users'),
      (n) => n >= 1,
    );
    const stats = await get('/api/admin/stats');
    expect(stats.totalUsers).toBe(3);
    expect(stats.activeUsers).toBe(2);
  });
});
