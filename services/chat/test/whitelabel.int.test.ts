import { describe, expect, it } from 'vitest';
import { call, chat, issuer, rows, testClock, useChat } from './harness.ts';

const clock = testClock(new Date('2025-06-15T12:00:00Z'));

useChat({ WHITELABEL_MIN_FILL_SECONDS: '3', WHITELABEL_LIMIT_PER_HOUR: '3' }, { now: clock.now });

const requestCount = async () =>
  Number((await rows(chat, 'SELECT count(*) AS n FROM chat.whitelabel_requests'))[0]!.n);
const formToken = async () =>
  String((await call(chat.url, 'GET', '/api/whitelabel/form-token')).data.formToken);
const request = (token: string, extra: Record<string, unknown> = {}) => ({
  companyName: 'Sunny Clinic',
  contactEmail: 'ops@sunny.example',
  phone: '+1 555 0100',
  industry: 'healthcare',
  currentCRM: 'hubspot',
  monthlyVolume: '500-2000',
  primaryGoals: 'Fewer no-shows, answers after hours',
  selectedPlan: 'grow',
  formToken: token,
  website: '',
  ...extra,
});

describe('white-label plans', () => {
  it('show the June offer while it runs and never after June 30th, 2025', async () => {
    clock.set('2025-06-30T23:00:00Z');
    const during = await call(chat.url, 'GET', '/api/whitelabel/plans');
    expect(during.status).toBe(200);
    const plans = during.data.plans as Array<{
      id: string;
      priceMonthly: number;
      promo: { priceMonthly: number } | null;
      mostPopular: boolean;
      conversationsPerMonth: number;
    }>;
    expect(plans.map((plan) => [plan.id, plan.priceMonthly, plan.promo?.priceMonthly ?? null])).toEqual([
      ['entry', 99, 49],
      ['grow', 179, 89],
      ['scale', 399, null],
    ]);
    expect(plans.find((plan) => plan.mostPopular)?.id).toBe('grow');
    expect(plans.map((plan) => plan.conversationsPerMonth)).toEqual([1000, 3000, 8000]);
    expect(during.data.launchTime).toBe('24-48 hours');

    clock.set('2025-07-01T08:00:00Z');
    const after = await call(chat.url, 'GET', '/api/whitelabel/plans');
    expect((after.data.plans as Array<{ promo: unknown }>).every((plan) => plan.promo === null)).toBe(true);
    clock.set('2026-11-23T08:00:00Z');
    const today = await call(chat.url, 'GET', '/api/whitelabel/plans');
    expect((today.data.plans as Array<{ promo: unknown }>).every((plan) => plan.promo === null)).toBe(true);
  });
});

describe('the request form', () => {
  it('is stored, acknowledged and listed for admins; bots, forged, reused and rushed forms change nothing', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const before = await requestCount();

    const rushed = await formToken();
    clock.advance(1_000);
    const tooFast = await call(chat.url, 'POST', '/api/whitelabel/requests', request(rushed));
    expect(tooFast.status).toBe(400);
    expect(tooFast.data.code).toBe('FORM_TOO_FAST');

    const token = await formToken();
    clock.advance(20_000);
    const bot = await call(
      chat.url,
      'POST',
      '/api/whitelabel/requests',
      request(token, { website: 'http://spam.example' }),
    );
    expect(bot.status).toBe(400);
    expect(bot.data.code).toBe('BOT_SUSPECTED');

    const [issued, nonce] = token.split('.');
    const forged = await call(
      chat.url,
      'POST',
      '/api/whitelabel/requests',
      request(`${Number(issued) - 60_000}.${nonce}.forged`),
    );
    expect(forged.data.code).toBe('FORM_TOKEN_INVALID');
    expect((await call(chat.url, 'POST', '/api/whitelabel/requests', request(''))).status).toBe(400);

    const invalid = [
      { companyName: '' },
      { contactEmail: 'not-an-email' },
      { industry: 'space' },
      { monthlyVolume: 'lots' },
      { selectedPlan: 'platinum' },
      { unknownField: 1 },
    ];
    for (const extra of invalid) {
      const refused = await call(chat.url, 'POST', '/api/whitelabel/requests', request(token, extra));
      expect(refused.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await requestCount()).toBe(before);

    const sent = await call(chat.url, 'POST', '/api/whitelabel/requests', request(token));
    expect(sent.status).toBe(201);
    expect(sent.data.message).toContain('ops@sunny.example');
    const reused = await call(chat.url, 'POST', '/api/whitelabel/requests', request(token));
    expect(reused.data.code).toBe('FORM_TOKEN_INVALID');

    const demoToken = await formToken();
    clock.advance(10_000);
    const demo = await call(chat.url, 'POST', '/api/whitelabel/requests', {
      companyName: 'Tiny Shop',
      contactEmail: 'owner@tiny.example',
      industry: '',
      requestType: 'demo',
      formToken: demoToken,
    });
    expect(demo.status).toBe(201);
    expect(demo.data.message).toContain('demo');
    expect(await requestCount()).toBe(before + 2);
    // Each stored request, and only those, is published for the admins' email.
    const published = await chat.db.pool.query<{ data: Record<string, unknown> }>(
      `SELECT payload->'data' AS data FROM "${chat.db.schema}".outbox_events WHERE type = 'chat.white-label.requested' ORDER BY created_at, id`,
    );
    expect(published.rows.map((row) => row.data)).toMatchObject([
      { company: 'Sunny Clinic', email: 'ops@sunny.example', requestType: 'deployment', plan: 'grow' },
      { company: 'Tiny Shop', email: 'owner@tiny.example', requestType: 'demo', plan: null },
    ]);

    const boss = await issuer.user({ role: 'admin' });
    const listed = await call(chat.url, 'GET', '/api/admin/whitelabel-requests', undefined, boss.headers);
    expect(listed.status).toBe(200);
    const requests = listed.data.requests as Array<Record<string, unknown>>;
    expect(requests[0]).toMatchObject({ companyName: 'Tiny Shop', requestType: 'demo', industry: null });
    expect(requests[1]).toMatchObject({
      companyName: 'Sunny Clinic',
      contactEmail: 'ops@sunny.example',
      currentCRM: 'hubspot',
      monthlyVolume: '500-2000',
      selectedPlan: 'grow',
      requestType: 'deployment',
    });
    const anyone = await issuer.user();
    expect(
      (await call(chat.url, 'GET', '/api/admin/whitelabel-requests', undefined, anyone.headers)).status,
    ).toBe(403);
  });

  it('is rate limited per address with the seconds to wait', async () => {
    clock.set('2026-11-23T10:00:00Z');
    let last = await call(chat.url, 'GET', '/api/whitelabel/plans');
    for (let i = 0; i < 3; i += 1) {
      const token = await formToken();
      clock.advance(5_000);
      last = await call(
        chat.url,
        'POST',
        '/api/whitelabel/requests',
        request(token, { companyName: `Company ${i}` }),
      );
      if (last.status === 429) break;
    }
    expect(last.status).toBe(429);
    expect(last.data.code).toBe('RATE_LIMITED');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
