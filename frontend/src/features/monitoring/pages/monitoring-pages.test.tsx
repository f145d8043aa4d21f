import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { TQuickView } from '@readiness/contracts/monitoring';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';
import { ADMIN_USER, storeKeyFor } from '../../admin/test-fixtures.ts';

// The rules of the two monitoring screens that need chosen data (the browser tests drive the real stack).

const api = useTestApi();
beforeEach(() => {
  api.server.requests.length = 0;
  api.state.user = ADMIN_USER;
  storeKeyFor(ADMIN_USER.id);
});

const EMPTY_SUMMARY = {
  authEvents: 0,
  authFailures: 0,
  accessLogs: 0,
  uniqueUsers: 0,
  securityEvents: 0,
  suspiciousActivity: 0,
  topPages: {},
};

describe('/admin-monitoring', () => {
  test('empty: no Most Accessed Pages card, and each tab says it has nothing', async () => {
    api.state.routes = {
      'GET /api/monitoring/dashboard-stats': (_req, res) => sendJson(res, 200, EMPTY_SUMMARY),
      'GET /api/monitoring/access-logs': (_req, res) => sendJson(res, 200, []),
      'GET /api/monitoring/auth-events': (_req, res) => sendJson(res, 200, []),
      'GET /api/monitoring/security-events': (_req, res) => sendJson(res, 200, []),
    };
    renderApp('/admin-monitoring');
    expect(await screen.findByText('No access logs found')).toBeTruthy();
    expect(await screen.findByText('0 failures today')).toBeTruthy();
    expect(screen.queryByText('Most Accessed Pages')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Authentication' }));
    expect(await screen.findByText('No authentication events found')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Security Events' }));
    expect(await screen.findByText('No security events found')).toBeTruthy();
  });

  test('status badges: Success, Client Error, Server Error, else the code', async () => {
    const log = (statusCode: number, path: string) => ({
      id: path,
      method: 'GET',
      path,
      statusCode,
      timestamp: '2026-11-23T10:00:00.000Z',
      ipAddress: '192.0.2.1',
      responseTime: 12,
    });
    api.state.routes = {
      'GET /api/monitoring/dashboard-stats': (_req, res) =>
        sendJson(res, 200, { ...EMPTY_SUMMARY, accessLogs: 4, topPages: { '/a': 4 } }),
      'GET /api/monitoring/access-logs': (_req, res) =>
        sendJson(res, 200, [log(200, '/a'), log(404, '/b'), log(503, '/c'), log(304, '/d')]),
      'GET /api/monitoring/auth-events': (_req, res) => sendJson(res, 200, []),
      'GET /api/monitoring/security-events': (_req, res) => sendJson(res, 200, []),
    };
    renderApp('/admin-monitoring');
    const list = await screen.findByRole('region', { name: 'Access logs' });
    const rowOf = async (path: string) => (await within(list).findByText(path)).closest('li')!;
    expect((await rowOf('/a')).textContent).toContain('Success');
    expect((await rowOf('/b')).textContent).toContain('Client Error');
    expect((await rowOf('/c')).textContent).toContain('Server Error');
    expect((await rowOf('/d')).textContent).toContain('304');
    expect(screen.getByText('Most Accessed Pages')).toBeTruthy();
  });
});

const QUICK: TQuickView = {
  totalRequests: 120,
  authEvents: 3,
  errorRate: 5.04,
  averageResponseTime: 1001,
  uniqueIPs: 2,
  suspiciousActivity: 1,
  openAlerts: 1,
  recentOutliers: [
    {
      id: 'o1',
      type: 'auth_failure_spike',
      severity: 'high',
      message: '8 failed sign-ins for a@example.com within 120 s',
      timestamp: '2026-11-23T10:00:00.000Z',
      evidence: {
        rule: 'auth_failure_spike',
        key: 'account:a@example.com',
        windowStart: '2026-11-23T09:58:00.000Z',
        windowEnd: '2026-11-23T10:00:00.000Z',
        observed: 8,
        threshold: 8,
        baseline: null,
        sampleEventIds: [],
        addresses: ['203.0.113.9'],
      },
      status: 'open',
      acknowledged: null,
      resolved: null,
    },
  ],
  topEndpoints: [{ path: '/api/x', count: 120, avgResponseTime: 1001 }],
  recentActivity: [
    {
      id: 'r1',
      method: 'POST',
      statusCode: 401,
      path: '/api/auth/login',
      ipAddress: '203.0.113.9',
      timestamp: '2026-11-23T10:00:00.000Z',
      responseTime: 40,
      suspicious: true,
      suspiciousReason: 'Password spraying: many accounts tried from this address',
    },
  ],
  generatedAt: '2026-11-23T10:00:01.000Z',
};

describe('/admin-monitoring alerts', () => {
  test('an open alert: its evidence as events, its address to investigate, resolved with a note', async () => {
    const alert = {
      ...QUICK.recentOutliers[0]!,
      id: '0192f0e6-0000-7000-8000-000000000001',
      type: 'login_after_failures' as const,
      severity: 'critical' as const,
      message: 'ceo@example.com signed in from 203.0.113.9 after 9 failed attempts',
      evidence: {
        ...QUICK.recentOutliers[0]!.evidence,
        rule: 'login_after_failures',
        key: 'account:ceo@example.com',
        observed: 9,
        threshold: 5,
        addresses: ['203.0.113.9'],
      },
    };
    let alerts = [alert];
    const investigations: unknown[] = [];
    api.state.routes = {
      'GET /api/monitoring/dashboard-stats': (_req, res) => sendJson(res, 200, EMPTY_SUMMARY),
      'GET /api/monitoring/access-logs': (_req, res) => sendJson(res, 200, []),
      'GET /api/monitoring/auth-events': (_req, res) => sendJson(res, 200, []),
      'GET /api/monitoring/security-events': (_req, res) => sendJson(res, 200, []),
      'GET /api/monitoring/outliers': (_req, res) => sendJson(res, 200, alerts),
      'GET /api/monitoring/investigations': (_req, res) => sendJson(res, 200, investigations),
      [`GET /api/monitoring/outliers/${alert.id}`]: (_req, res) =>
        sendJson(res, 200, {
          ...alert,
          authEvents: [
            {
              id: 'e1',
              event: 'login.failed (wrong-password)',
              username: 'ceo@example.com',
              timestamp: '2026-11-23T09:59:00.000Z',
              ipAddress: '203.0.113.9',
            },
          ],
          accessLogs: [],
        }),
      'POST /api/monitoring/investigations': (req, res) => {
        investigations.push({
          ...JSON.parse(req.body),
          markedBy: null,
          markedAt: '2026-11-23T10:00:00.000Z',
        });
        sendJson(res, 201, investigations[0]);
      },
      [`POST /api/monitoring/outliers/${alert.id}/resolve`]: (_req, res) => {
        alerts = [];
        sendJson(res, 200, {
          ...alert,
          status: 'resolved',
          resolved: {
            by: ADMIN_USER.id,
            byEmail: ADMIN_USER.email,
            at: '2026-11-23T10:01:00.000Z',
            note: 'x',
          },
        });
      },
    };
    renderApp('/admin-monitoring');
    const list = await screen.findByRole('list', { name: 'Open alerts' });
    expect(within(list).getByText('Signed in after failures')).toBeTruthy();
    expect(within(list).getByText('Open')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Show evidence' }));
    const events = await screen.findByRole('list', { name: 'Evidence events' });
    expect(within(events).getByText('login.failed (wrong-password)')).toBeTruthy();
    expect(screen.getByText(/threshold 5/)).toBeTruthy();

    fireEvent.click(await within(list).findByRole('button', { name: 'Investigate this address' }));
    expect(await within(list).findByRole('button', { name: 'Stop investigating' })).toBeTruthy();
    const marked = api.server.requests.find(
      (r) => r.method === 'POST' && r.url === '/api/monitoring/investigations',
    );
    expect(JSON.parse(marked!.body)).toMatchObject({ ipAddress: '203.0.113.9' });

    fireEvent.change(within(list).getByLabelText('Note (optional)'), {
      target: { value: 'Owner confirmed' },
    });
    fireEvent.click(within(list).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('No open alerts')).toBeTruthy();
    const resolved = api.server.requests.find(
      (r) => r.url === `/api/monitoring/outliers/${alert.id}/resolve`,
    );
    expect(JSON.parse(resolved!.body)).toEqual({ note: 'Owner confirmed' });
    expect(resolved!.headers['x-admin-key']).toBeTruthy();
  });
});

describe('/monitoring', () => {
  test('colour rules: error rate above 5% red with one decimal, response above 1000 ms orange, suspicious red', async () => {
    api.state.routes = { 'GET /api/monitoring/quick-view': (_req, res) => sendJson(res, 200, QUICK) };
    renderApp('/monitoring');
    expect((await screen.findByText('5.0%')).getAttribute('data-tone')).toBe('bad');
    expect(screen.getByText('1001ms', { selector: '[data-tone]' }).getAttribute('data-tone')).toBe('warning');
    const suspicious = screen.getByRole('heading', { level: 2, name: 'Suspicious' }).parentElement!
      .parentElement!;
    expect(within(suspicious).getByText('1').getAttribute('data-tone')).toBe('bad');
    expect(screen.getByText('1 open alert')).toBeTruthy();
    expect(screen.getByText('HIGH')).toBeTruthy();
    const row = within(screen.getByRole('list', { name: 'Latest requests' }))
      .getByText('/api/auth/login')
      .closest('li')!;
    expect(row.getAttribute('data-suspicious')).toBe('true');
    expect(row.textContent).toContain('Suspicious');
    expect(row.textContent).toContain('Password spraying: many accounts tried from this address');
  });

  test('within the thresholds the figures are green, and the badge counts the open alerts, plural', async () => {
    const calm: TQuickView = {
      ...QUICK,
      errorRate: 5,
      averageResponseTime: 1000,
      suspiciousActivity: 0,
      openAlerts: 2,
      recentOutliers: [
        { ...QUICK.recentOutliers[0]!, id: 'a', severity: 'critical' },
        { ...QUICK.recentOutliers[0]!, id: 'b', severity: 'high' },
        { ...QUICK.recentOutliers[0]!, id: 'c', severity: 'medium' },
      ],
    };
    api.state.routes = { 'GET /api/monitoring/quick-view': (_req, res) => sendJson(res, 200, calm) };
    renderApp('/monitoring');
    expect((await screen.findByText('5.0%')).getAttribute('data-tone')).toBe('good');
    expect(screen.getByText('1000ms', { selector: '[data-tone]' }).getAttribute('data-tone')).toBe('good');
    expect(screen.getByText('2 open alerts')).toBeTruthy();
  });
});
