import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TEventData } from '@readiness/contracts';
import { detectOutliers } from '../src/domain/outlier-rules.ts';
import { access, call, countRows, testClock, waitFor, useMonitoring } from './harness.ts';

const clock = testClock();
let expectedAccess = 0;
let expectedAuth = 0;

const running = useMonitoring({ now: clock.now });
/** The admin dashboard's quick view, as the admin with `headers` sees it. */
const quickView = (headers: Record<string, string>) =>
  call(running.monitoring.url, 'GET', '/api/monitoring/quick-view', undefined, headers);

/** Each scenario in its own two hours of the past, so no rule window sees another's traffic. */
let slot = 0;
function nextSlot() {
  slot += 1;
  const end = new Date(Date.UTC(2026, 10, 1) + slot * 2 * 3_600_000);
  return { end, at: (secondsBefore: number) => new Date(end.getTime() - secondsBefore * 1000) };
}

const failure = (email: string, ip: string, time: Date) => ({
  type: 'auth.login.failed' as const,
  data: { email, reason: 'wrong-password' as const, ipAddress: ip, userAgent: null },
  time,
});
const success = (email: string, ip: string, time: Date) => ({
  type: 'auth.login.succeeded' as const,
  data: { userId: randomUUID(), email, ipAddress: ip, userAgent: null },
  time,
});

async function replayAuth(items: Array<ReturnType<typeof failure> | ReturnType<typeof success>>) {
  const events = await running.bus.publishMany(items);
  expectedAuth += items.length;
  await waitFor(
    () => countRows(running.monitoring, 'auth_events'),
    (n) => n === expectedAuth,
  );
  return events;
}

async function replayAccess(items: Array<TEventData<'gateway.request.completed'>>) {
  const events = await running.bus.publishMany(
    items.map((data) => ({ type: 'gateway.request.completed' as const, data })),
  );
  expectedAccess += items.length;
  await waitFor(
    () => countRows(running.monitoring, 'access_logs'),
    (n) => n === expectedAccess,
  );
  return events;
}

const detect = (now: Date) => {
  const { ctx } = running.monitoring.service;
  return detectOutliers(ctx.db, ctx.env, now);
};

describe('outliers, each with its evidence', () => {
  it('8 failures for one account in 2 minutes: auth_failure_spike (high); not again within the cool-down', async () => {
    const { end, at } = nextSlot();
    const events = await replayAuth(
      Array.from({ length: 8 }, (_, i) =>
        failure('victim@example.com', `192.0.2.${10 + i}`, at(110 - i * 12)),
      ),
    );
    const found = await detect(end);
    expect(found).toEqual([
      expect.objectContaining({
        type: 'auth_failure_spike',
        severity: 'high',
        key: 'account:victim@example.com',
        observed: 8,
        threshold: 8,
        windowStart: new Date(end.getTime() - 120_000),
        windowEnd: end,
      }),
    ]);
    // The five latest failures, newest first.
    expect(found[0]!.sampleEventIds).toEqual(
      events
        .slice(3)
        .map((event) => event.id)
        .reverse(),
    );
    // Still over the threshold a minute later: within the cool-down, nothing new.
    expect(await detect(new Date(end.getTime() + 1_000))).toEqual([]);
    expect(await countRows(running.monitoring, 'outliers', `rule_key = 'account:victim@example.com'`)).toBe(
      1,
    );
  });

  it('7 failures in 2 minutes is not a spike', async () => {
    const { end, at } = nextSlot();
    await replayAuth(
      Array.from({ length: 7 }, (_, i) => failure('careful@example.com', '192.0.2.50', at(100 - i * 10))),
    );
    expect(await detect(end)).toEqual([]);
  });

  it('20 accounts tried from one address: suspicious_ip (password spraying)', async () => {
    const { end, at } = nextSlot();
    const ip = '203.0.113.66';
    await replayAuth(
      Array.from({ length: 20 }, (_, i) => failure(`user${i}@example.com`, ip, at(540 - i * 25))),
    );
    const found = await detect(end);
    expect(found).toEqual([
      expect.objectContaining({
        type: 'suspicious_ip',
        severity: 'high',
        key: `ip:${ip}`,
        observed: 20,
        threshold: 10,
        ipAddress: ip,
      }),
    ]);
    expect(found[0]!.message).toContain('password spraying');
    expect(found[0]!.sampleEventIds).toHaveLength(5);
  });

  it('failures then a success for one account: login_after_failures (critical)', async () => {
    const { end, at } = nextSlot();
    const events = await replayAuth([
      ...Array.from({ length: 5 }, (_, i) => failure('ceo@example.com', '198.51.100.200', at(600 - i * 60))),
      success('ceo@example.com', '198.51.100.200', at(30)),
    ]);
    const found = await detect(end);
    expect(found).toEqual([
      expect.objectContaining({
        type: 'login_after_failures',
        severity: 'critical',
        key: 'account:ceo@example.com',
        observed: 5,
        threshold: 5,
        windowStart: at(600),
        windowEnd: at(30),
        ipAddress: '198.51.100.200',
      }),
    ]);
    expect(found[0]!.sampleEventIds[0]).toBe(events[5]!.id);
    expect(found[0]!.sampleEventIds.slice(1)).toEqual(
      events
        .slice(0, 5)
        .map((event) => event.id)
        .reverse(),
    );
  });

  it('an error burst on one path: high_error_rate with the failing requests as samples', async () => {
    const { end, at } = nextSlot();
    const events = await replayAccess(
      Array.from({ length: 40 }, (_, i) =>
        access({
          path: '/api/burst',
          status: i % 4 === 0 ? 500 : 200,
          time: at(170 - i * 4).toISOString(),
          ip: `192.0.2.${i}`,
        }),
      ),
    );
    const found = await detect(end);
    expect(found).toEqual([
      expect.objectContaining({
        type: 'high_error_rate',
        severity: 'high',
        key: 'path:/api/burst',
        observed: 0.25,
        threshold: 0.05,
      }),
    ]);
    const failing = new Set(events.filter((event) => event.data.status === 500).map((event) => event.id));
    expect(found[0]!.sampleEventIds).toHaveLength(5);
    expect(found[0]!.sampleEventIds.every((id) => failing.has(id))).toBe(true);
  });

  it('one slow path among fast ones: slow_response against the other paths’ median', async () => {
    const { end, at } = nextSlot();
    const fast = ['/api/one', '/api/two', '/api/three', '/api/four'].flatMap((path, p) =>
      Array.from({ length: 15 }, (_, i) =>
        access({ path, durationMs: 20 + p * 5 + i, time: at(250 - i * 10).toISOString() }),
      ),
    );
    const slow = Array.from({ length: 15 }, (_, i) =>
      access({ path: '/api/slow', durationMs: 1500 + i * 50, time: at(250 - i * 10).toISOString() }),
    );
    await replayAccess([...fast, ...slow]);
    const found = await detect(end);
    expect(found).toEqual([
      // p95 over twice the threshold: high.
      expect.objectContaining({ type: 'slow_response', key: 'path:/api/slow', severity: 'high' }),
    ]);
    const [outlier] = found;
    expect(outlier!.observed).toBeGreaterThan(2000);
    expect(outlier!.baseline).toBeGreaterThan(20);
    expect(outlier!.baseline).toBeLessThan(60);
    expect(outlier!.threshold).toBe(500);
  });

  it('a path slow against its own hour before, even under 1000 ms', async () => {
    const { end, at } = nextSlot();
    const before = Array.from({ length: 30 }, (_, i) =>
      access({ path: '/api/search', durationMs: 30 + (i % 10), time: at(3000 - i * 60).toISOString() }),
    );
    const now = Array.from({ length: 12 }, (_, i) =>
      access({ path: '/api/search', durationMs: 800 + i * 10, time: at(200 - i * 10).toISOString() }),
    );
    await replayAccess([...before, ...now]);
    const found = await detect(end);
    expect(found).toEqual([expect.objectContaining({ type: 'slow_response', key: 'path:/api/search' })]);
    expect(found[0]!.message).toContain('its p95 of the hour before');
    expect(found[0]!.baseline).toBeLessThanOrEqual(50);
  });

  it('a busy office behind one address raises nothing', async () => {
    const { end, at } = nextSlot();
    const office = '198.51.100.50';
    // 40 people sign in within ten minutes; fourteen mistype their password once first (14 accounts failing).
    const logins = Array.from({ length: 40 }, (_, i) => {
      const email = `staff${i}@office.example`;
      return i < 14
        ? [failure(email, office, at(590 - i * 14)), success(email, office, at(585 - i * 14))]
        : [success(email, office, at(590 - i * 14))];
    }).flat();
    await replayAuth(logins);
    // 1,200 requests in five minutes, a few of them 404s and one 500, all quick.
    await replayAccess(
      Array.from({ length: 1200 }, (_, i) =>
        access({
          ip: office,
          path: `/api/page-${i % 12}`,
          status: i % 100 === 0 ? 404 : i === 7 ? 500 : 200,
          durationMs: 15 + (i % 40),
          time: at(295 - (i % 290)).toISOString(),
        }),
      ),
    );
    expect(await detect(end)).toEqual([]);
  });

  it('a signed-in account refused by the admin API again and again: admin_refused (high), named by its address', async () => {
    const { end, at } = nextSlot();
    const userId = randomUUID();
    const email = `curious.${userId.slice(0, 8)}@example.com`;
    await running.bus.publish('auth.user.registered', {
      userId,
      email,
      firstName: 'Cu',
      lastName: 'Rious',
      company: '',
      industry: '',
      companySize: '',
      ipAddress: '192.0.2.60',
    });
    await waitFor(
      () => countRows(running.monitoring, 'users', `user_id = '${userId}'`),
      (n) => n === 1,
    );
    // The registration is an auth event too: the other tests count them.
    expectedAuth = await countRows(running.monitoring, 'auth_events');
    const ip = '192.0.2.61';
    const paths = ['/api/admin/users', `/api/admin/users/${randomUUID()}`, '/api/monitoring/quick-view'];
    await replayAccess([
      // Ten refusals across the admin API, one after the other...
      ...Array.from({ length: 10 }, (_, i) =>
        access({ ip, userId, path: paths[i % 3]!, status: 403, time: at(500 - i * 30).toISOString() }),
      ),
      // ...and what is not counted: their own pages, a refusal outside the admin API, and one before the window.
      access({ ip, userId, path: '/api/assessments', status: 200, time: at(100).toISOString() }),
      access({
        ip,
        userId,
        path: `/api/organisations/${randomUUID()}`,
        status: 403,
        time: at(90).toISOString(),
      }),
      access({ ip, userId, path: '/api/admin/users', status: 403, time: at(11 * 60).toISOString() }),
    ]);
    const found = (await detect(end)).filter((outlier) => outlier.type === 'admin_refused');
    expect(found).toEqual([
      expect.objectContaining({
        type: 'admin_refused',
        severity: 'high',
        key: `account:${email}`,
        observed: 10,
        threshold: 10,
        windowStart: new Date(end.getTime() - 10 * 60_000),
        ipAddress: ip,
        addresses: [ip],
        userId,
      }),
    ]);
    expect(found[0]!.message).toBe(
      // The most refused path first (four times), then the two refused three times each, in order.
      `10 admin requests refused for ${email} within 10 min (/api/admin/users, ${paths[1]}, ` +
        `/api/monitoring/quick-view), from ${ip}`,
    );
    expect(found[0]!.sampleEventIds).toHaveLength(5);
    // Raised once: the rules running again on the same refusals find nothing new.
    expect((await detect(end)).filter((outlier) => outlier.type === 'admin_refused')).toEqual([]);
    // Its security event names the account.
    await waitFor(
      () =>
        countRows(
          running.monitoring,
          'security_events',
          `event = 'outlier.admin_refused' AND user_id = '${userId}'`,
        ),
      (n) => n === 1,
    );

    // Deleting the account takes its address out of the alert.
    await running.bus.publish('auth.user.deleted', { userId, deletedBy: 'self' });
    await waitFor(
      () =>
        countRows(
          running.monitoring,
          'outliers',
          `type = 'admin_refused' AND rule_key = 'account:[deleted user]'`,
        ),
      (n) => n === 1,
    );
    expect(await countRows(running.monitoring, 'outliers', `message LIKE '%${email}%'`)).toBe(0);
  });

  it('nine refusals, 403s outside the admin API or without an account raise no admin_refused; an unknown account is named by its id', async () => {
    const { end, at } = nextSlot();
    const nine = randomUUID();
    const stranger = randomUUID();
    await replayAccess([
      ...Array.from({ length: 9 }, (_, i) =>
        access({ userId: nine, path: '/api/admin/stats', status: 403, time: at(300 - i).toISOString() }),
      ),
      // Anonymous refusals are the gateway's 401s, not this rule's: counted per account only.
      ...Array.from({ length: 12 }, (_, i) =>
        access({ path: '/api/admin/stats', status: 403, time: at(200 - i).toISOString() }),
      ),
      // The page-view beacon is the monitoring API's only public route.
      ...Array.from({ length: 12 }, (_, i) =>
        access({
          userId: nine,
          method: 'POST',
          path: '/api/monitoring/page-views',
          status: 403,
          time: at(150 - i).toISOString(),
        }),
      ),
      ...Array.from({ length: 12 }, (_, i) =>
        access({
          userId: stranger,
          path: `/api/admin/questions/${i}`,
          status: 403,
          time: at(100 - i).toISOString(),
        }),
      ),
    ]);
    const found = (await detect(end)).filter((outlier) => outlier.type === 'admin_refused');
    expect(found.map((outlier) => outlier.key)).toEqual([`user:${stranger}`]);
    expect(found[0]!.message).toMatch(/^12 admin requests refused for a signed-in account within 10 min \(/);

    await running.bus.publish('auth.user.deleted', { userId: stranger, deletedBy: 'admin' });
    await waitFor(
      () => countRows(running.monitoring, 'outliers', `rule_key = 'user:${stranger}'`),
      (n) => n === 0,
    );
  });

  it('an outlier becomes a security event (security tab) and shows on the quick view with its evidence', async () => {
    const admin = await running.issuer.user({ role: 'admin' });
    const { end, at } = nextSlot();
    const ip = '203.0.113.77';
    await replayAuth(
      Array.from({ length: 20 }, (_, i) => failure(`guess${i}@example.com`, ip, at(100 - i * 4))),
    );
    await replayAccess([
      access({ ip, path: '/api/auth/login', status: 401, time: at(5).toISOString() }),
      access({ ip: '192.0.2.1', path: '/api/dashboard', time: at(4).toISOString() }),
    ]);
    const found = await detect(end);
    expect(found.map((outlier) => `${outlier.type} ${outlier.key}`).sort()).toEqual([
      `auth_failure_spike ip:${ip}`,
      `suspicious_ip ip:${ip}`,
    ]);
    running.monitoring.service.ctx.onEventsCommitted();

    const security = await waitFor(
      async () =>
        (
          await call(
            running.monitoring.url,
            'GET',
            '/api/monitoring/security-events',
            undefined,
            admin.headers,
          )
        ).data,
      (events) =>
        Array.isArray(events) &&
        events.filter((event: { ipAddress: string }) => event.ipAddress === ip).length === 2,
    );
    const spraying = (security as unknown as Array<Record<string, unknown>>).find(
      (event) => event.event === 'outlier.suspicious_ip' && event.ipAddress === ip,
    );
    expect(spraying).toMatchObject({ severity: 'high', source: 'monitoring' });
    expect(spraying?.details).toMatchObject({
      rule: 'suspicious_ip',
      key: `ip:${ip}`,
      observed: 20,
      threshold: 10,
    });

    clock.set(end);
    const quick = await quickView(admin.headers);
    expect(quick.status).toBe(200);
    const outliers = quick.data.recentOutliers as Array<Record<string, unknown>>;
    expect(outliers).toHaveLength(2);
    expect(outliers[0]).toMatchObject({
      severity: 'high',
      timestamp: end.toISOString(),
    });
    const evidence = outliers[0]!.evidence as { key: string; sampleEventIds: string[] };
    expect(evidence.key).toBe(`ip:${ip}`);
    expect(evidence.sampleEventIds).toHaveLength(5);
    expect(quick.data.suspiciousActivity).toBe(2);
    const activity = quick.data.recentActivity as Array<{ ipAddress: string; suspicious: boolean }>;
    expect(activity.find((row) => row.ipAddress === ip)?.suspicious).toBe(true);
    expect(activity.find((row) => row.ipAddress === '192.0.2.1')?.suspicious).toBe(false);
  });
});

describe('alerts once per incident', () => {
  it('one sign-in after 9 failures gives one alert, however often the rules run; new evidence gives a new one', async () => {
    const { end, at } = nextSlot();
    const email = 'patient@example.com';
    await replayAuth([
      ...Array.from({ length: 9 }, (_, i) =>
        failure(email, `198.51.100.${40 + (i % 3)}`, at(2_400 - i * 200)),
      ),
      success(email, '203.0.113.140', at(60)),
    ]);
    const runs = [];
    for (const minutes of [0, 15, 30, 45])
      runs.push(await detect(new Date(end.getTime() + minutes * 60_000)));
    expect(runs.map((found) => found.filter((o) => o.type === 'login_after_failures').length)).toEqual([
      1, 0, 0, 0,
    ]);
    expect(
      await countRows(
        running.monitoring,
        'outliers',
        `type = 'login_after_failures' AND rule_key = 'account:${email}'`,
      ),
    ).toBe(1);
    // The failures began 40 minutes before the success: the look-back outlasts the account lock (15 min).
    const [alert] = runs[0]!.filter((o) => o.type === 'login_after_failures');
    expect(alert!.windowStart).toEqual(at(2_400));
    // An account-based alert names the account and every address concerned.
    expect(alert!.addresses.sort()).toEqual([
      '198.51.100.40',
      '198.51.100.41',
      '198.51.100.42',
      '203.0.113.140',
    ]);
    expect(alert!.message).toContain(email);
    expect(alert!.message).toContain('203.0.113.140');
    expect(alert!.message).toContain('198.51.100.40');

    // The same account later fails and signs in again: new evidence, a new alert.
    const later = new Date(end.getTime() + 50 * 60_000);
    await replayAuth([
      ...Array.from({ length: 5 }, (_, i) =>
        failure(email, '198.51.100.50', new Date(later.getTime() - 300_000 + i * 1_000)),
      ),
      success(email, '198.51.100.50', new Date(later.getTime() - 1_000)),
    ]);
    const again = await detect(later);
    expect(again.filter((o) => o.type === 'login_after_failures')).toHaveLength(1);
  });

  it('an alert is acknowledged and resolved with who, when and a note; the badge counts the open ones', async () => {
    const admin = await running.issuer.user({ role: 'admin' });
    const { end, at } = nextSlot();
    await replayAuth(
      Array.from({ length: 8 }, (_, i) =>
        failure('lifecycle@example.com', `192.0.2.${120 + i}`, at(100 - i * 10)),
      ),
    );
    const [raised] = await detect(end);
    expect(raised).toBeDefined();
    clock.set(end);
    const quick = async () => (await quickView(admin.headers)).data;
    const openBefore = (await quick()).openAlerts as number;

    const list = await call(
      running.monitoring.url,
      'GET',
      '/api/monitoring/outliers',
      undefined,
      admin.headers,
    );
    expect(list.status).toBe(200);
    const alert = (list.data as unknown as Array<Record<string, unknown>>).find(
      (item) => (item.evidence as { key: string }).key === 'account:lifecycle@example.com',
    )!;
    expect(alert).toMatchObject({ status: 'open', acknowledged: null, resolved: null });
    const id = alert.id as string;

    // Its evidence: the rule, window, threshold and the sign-in events themselves.
    const detail = await call(
      running.monitoring.url,
      'GET',
      `/api/monitoring/outliers/${id}`,
      undefined,
      admin.headers,
    );
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      evidence: { rule: 'auth_failure_spike', threshold: 8, observed: 8 },
    });
    const events = detail.data.authEvents as Array<{ username: string; event: string; ipAddress: string }>;
    expect(events).toHaveLength(5);
    expect(events.every((event) => event.username === 'lifecycle@example.com')).toBe(true);
    expect(events[0]!.event).toBe('login.failed (wrong-password)');

    const step = (verb: string, body: unknown, target = id) =>
      call(running.monitoring.url, 'POST', `/api/monitoring/outliers/${target}/${verb}`, body, admin.headers);
    const acknowledged = await step('acknowledge', { note: 'Looking into it' });
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.data).toMatchObject({
      status: 'acknowledged',
      acknowledged: { by: admin.userId, at: end.toISOString(), note: 'Looking into it' },
    });
    expect((await quick()).openAlerts).toBe(openBefore); // acknowledged is still open

    const resolved = await step('resolve', { note: 'Owner confirmed: typos' });
    expect(resolved.status).toBe(200);
    expect(resolved.data).toMatchObject({
      status: 'resolved',
      resolved: { by: admin.userId, note: 'Owner confirmed: typos' },
      acknowledged: { note: 'Looking into it' },
    });
    expect((await quick()).openAlerts).toBe(openBefore - 1);
    const unresolved = await call(
      running.monitoring.url,
      'GET',
      '/api/monitoring/outliers',
      undefined,
      admin.headers,
    );
    expect((unresolved.data as unknown as Array<{ id: string }>).some((item) => item.id === id)).toBe(false);

    // Bad input and repeats change nothing.
    expect((await step('resolve', {})).status).toBe(409);
    expect((await step('acknowledge', {})).status).toBe(409);
    expect((await step('resolve', {}, randomUUID())).status).toBe(404);
    expect((await step('resolve', {}, 'not-an-id')).status).toBe(400);
    expect((await step('resolve', { note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await step('resolve', { extra: true })).status).toBe(400);
  });

  it('a flagged address marks later requests only for its rule’s reason, never a signed-in client’s', async () => {
    const admin = await running.issuer.user({ role: 'admin' });
    const { end, at } = nextSlot();
    const ip = '203.0.113.177';
    await replayAuth(
      Array.from({ length: 20 }, (_, i) => failure(`spray${i}@example.com`, ip, at(100 - i * 4))),
    );
    await replayAccess([
      access({ ip, path: '/api/auth/login', method: 'POST', status: 401, time: at(3).toISOString() }),
      access({ ip, path: '/api/assessments', status: 200, time: at(2).toISOString() }),
      access({ ip, path: '/api/admin/users', status: 200, userId: admin.userId, time: at(1).toISOString() }),
    ]);
    await detect(end);
    clock.set(end);
    const quick = await quickView(admin.headers);
    const rows = (
      quick.data.recentActivity as Array<{
        path: string;
        ipAddress: string;
        suspicious: boolean;
        suspiciousReason: string | null;
      }>
    ).filter((row) => row.ipAddress === ip);
    const byPath = Object.fromEntries(rows.map((row) => [row.path, row]));
    expect(byPath['/api/auth/login']).toMatchObject({ suspicious: true });
    expect(byPath['/api/auth/login']!.suspiciousReason).toMatch(/spraying|Failed sign-ins/);
    expect(byPath['/api/assessments']).toMatchObject({ suspicious: false, suspiciousReason: null });
    expect(byPath['/api/admin/users']).toMatchObject({ suspicious: false, suspiciousReason: null });
  });

  it('a probing address marks its anonymous 404s, not an admin’s own 404 from the same address', async () => {
    const admin = await running.issuer.user({ role: 'admin' });
    const { end, at } = nextSlot();
    const ip = '203.0.113.188';
    await replayAccess([
      ...Array.from({ length: 30 }, (_, i) =>
        access({ ip, path: `/wp-admin/${i}.php`, status: 404, time: at(200 - i).toISOString() }),
      ),
      access({
        ip,
        path: '/api/questions/missing',
        status: 404,
        userId: admin.userId,
        time: at(2).toISOString(),
      }),
      access({ ip, path: '/.env', status: 404, time: at(1).toISOString() }),
    ]);
    const found = await detect(end);
    expect(found.map((o) => `${o.type} ${o.key}`)).toContain(`suspicious_ip ip:${ip}`);
    clock.set(end);
    const quick = await quickView(admin.headers);
    const rows = quick.data.recentActivity as Array<{
      path: string;
      suspicious: boolean;
      suspiciousReason: string | null;
    }>;
    const probe = rows.find((row) => row.path === '/.env');
    expect(probe?.suspicious).toBe(true);
    expect(probe?.suspiciousReason).toMatch(/^Probing/);
    expect(rows.find((row) => row.path === '/api/questions/missing')).toMatchObject({ suspicious: false });
  });
});
