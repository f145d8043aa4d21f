import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, readEvents, type TokenIssuer } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { createCoupon } from '../src/domain/create-coupon.ts';
import { call, startBilling, startTokenIssuer, type RunningBilling } from './harness.ts';

// Coupon creation joins the one audit trail (auth gathers billing.audit.recorded), from the API or the ops CLI.
let issuer: TokenIssuer;
let billing: RunningBilling;
beforeAll(async () => {
  issuer = await startTokenIssuer();
  billing = await startBilling(issuer);
});
afterAll(async () => {
  await billing?.stop();
  await issuer?.stop();
});

const audits = () => readEvents(TEST_NATS_URL, billing.natsPrefix, 'billing.audit.recorded');

describe('auditing coupon creation', () => {
  it('an admin’s coupon and the ops CLI’s are each one audit event; a refused one is none', async () => {
    const admin = await issuer.user({ role: 'admin' });
    const created = await call(
      billing.url,
      'POST',
      '/api/admin/coupons',
      { code: 'AUDIT25', percent: 25, description: 'Audit discount' },
      admin.headers,
    );
    expect(created.status).toBe(201);
    const duplicate = await call(
      billing.url,
      'POST',
      '/api/admin/coupons',
      { code: 'AUDIT25', percent: 30 },
      admin.headers,
    );
    expect(duplicate.status).toBeGreaterThanOrEqual(400);
    // What `npm run coupons -- create` runs, with the CLI's meta.
    await createCoupon(
      billing.service.ctx.db,
      { code: 'OPS100', percent: 100 },
      { requestId: 'ops-cli', actorId: null },
    );

    const events = await eventually(audits, (found) => found.length >= 2);
    expect(events.map((event) => event.data.targetRef)).toEqual(['AUDIT25', 'OPS100']);
    expect(events[0]!.data).toMatchObject({
      action: 'coupon.created',
      actorId: admin.userId,
      actorLabel: null,
      targetType: 'coupon',
      targetLabel: 'Audit discount',
      changes: { percent: { before: null, after: 25 } },
    });
    expect(events[1]!.data).toMatchObject({
      actorId: null,
      actorLabel: `ops CLI on ${hostname()}`,
      requestId: 'ops-cli',
    });
  });
});
