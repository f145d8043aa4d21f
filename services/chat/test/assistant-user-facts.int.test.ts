import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER } from '@readiness/contracts';
import type { TUserNextActions } from '@readiness/contracts/assessment';
import type { TPurchase } from '@readiness/contracts/billing';
import { eventually, type TokenIssuer } from '@readiness/testing';
import {
  ask,
  eventPublisher,
  newSession,
  startChatWithIssuer,
  stopChat,
  type RunningChat,
} from './harness.ts';

// "How do I improve X" and "did my payment go through" answered from the caller's own roadmap and purchases,
// which chat asks of assessment and billing (stand-ins here serving their internal routes), for the caller's
// own id only and only when the question is about them.
const ASSESSMENT_ID = '01a20000-0000-7000-8000-0000000033bb';
let issuer: TokenIssuer;
let chat: RunningChat;
let others: Server;
const asked: Array<{ path: string; token: string | undefined }> = [];
const nextActions = new Map<string, TUserNextActions>();
const purchases = new Map<string, TPurchase[]>();

const purchase = (overrides: Partial<TPurchase>): TPurchase => ({
  id: '01a20000-0000-7000-8000-0000000044cc',
  sessionId: 'cs_test_1',
  productType: 'premium',
  productName: 'AI Readiness Premium',
  listAmount: 4900,
  discountPercent: 0,
  couponCode: null,
  amount: 4900,
  currency: 'usd',
  provider: 'test',
  testMode: false,
  status: 'paid',
  entitlement: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  refundedAt: null,
  refundableUntil: '2026-12-20T10:01:00.000Z',
  canRefund: true,
  refundReason: null,
  expiresAt: null,
  invoiceNumber: 'INV-2026-000042',
  creditNoteNumber: null,
  ...overrides,
});

beforeAll(async () => {
  others = createServer((req, res) => {
    asked.push({ path: req.url ?? '', token: req.headers[INTERNAL_TOKEN_HEADER] as string | undefined });
    const match = /^\/internal\/users\/([^/]+)\/(next-actions|purchases)$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const [, userId, what] = match;
    const body =
      what === 'next-actions'
        ? (nextActions.get(userId!) ?? { assessmentId: null, roadmap: [], recommendations: [] })
        : { purchases: purchases.get(userId!) ?? [] };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => others.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(others.address() as AddressInfo).port}`;
  ({ issuer, chat } = await startChatWithIssuer({ ASSESSMENT_URL: url, BILLING_URL: url }));
});
afterAll(async () => {
  await stopChat({ chat, issuer });
  await new Promise((resolve) => others?.close(resolve));
});

const text = (answered: { data: Record<string, unknown> }) => String(answered.data.response);

describe('answers from the user’s roadmap and purchases', () => {
  it('"how do I improve X" lists the caller’s own open roadmap actions for X, with a link to their roadmap', async () => {
    const publisher = await eventPublisher(chat);
    try {
      const owner = await issuer.user({ tier: 'premium' });
      const free = await issuer.user({ tier: 'free' });
      for (const [user, tier] of [
        [owner, 'premium'],
        [free, 'free'],
      ] as const) {
        await publisher.emit('assessment.assessment.completed', {
          assessmentId: ASSESSMENT_ID,
          userId: user.userId,
          kind: 'full',
          industry: 'technology',
          companySize: '51-200',
          bankVersion: 1,
          overallScore: 44,
          maturityLevel: 'Defined',
          dimensionScores: { 'ai-strategy': 61, 'data-management': 17 },
          completedAt: '2026-11-22T09:00:00.000Z',
        });
        if (tier === 'premium')
          await publisher.emit('billing.premium.granted', {
            userId: user.userId,
            tier: 'premium',
            reason: 'purchase',
          });
      }
      const roadmap: TUserNextActions = {
        assessmentId: ASSESSMENT_ID,
        roadmap: [
          {
            id: 'a1',
            title: 'Name an owner for each key dataset',
            dimension: 'data-management',
            phase: '0-3 months',
          },
          {
            id: 'a2',
            title: 'Write the AI strategy on one page',
            dimension: 'ai-strategy',
            phase: '0-3 months',
          },
          {
            id: 'a3',
            title: 'Measure data quality on the top five sources',
            dimension: 'data-management',
            phase: '3-9 months',
          },
        ],
        recommendations: [{ dimension: 'data-management', title: 'Put basic data ownership in place' }],
      };
      nextActions.set(owner.userId, roadmap);
      nextActions.set(free.userId, roadmap);

      const mine = await newSession(chat, owner.headers);
      const improve = await eventually(
        async () => await ask(chat, mine, 'How do I improve my data management score?'),
        (answered) => text(answered).includes('17/100') && text(answered).includes('from your roadmap'),
      );
      expect(text(improve)).toContain('1. Name an owner for each key dataset (0-3 months)');
      expect(text(improve)).toContain('2. Measure data quality on the top five sources (3-9 months)');
      expect(text(improve)).not.toContain('Write the AI strategy');
      expect(improve.data.links).toContainEqual({
        label: 'Your roadmap for Data Management',
        href: `/results/${ASSESSMENT_ID}#roadmap`,
      });

      // A free user gets the recommendation for X, the roadmap being a premium part.
      const theirs = await newSession(chat, free.headers);
      const freeImprove = await eventually(
        async () => await ask(chat, theirs, 'How do I improve my data management score?'),
        (answered) => text(answered).includes('17/100'),
      );
      expect(text(freeImprove)).toContain('Put basic data ownership in place');
      expect(text(freeImprove)).not.toContain('Name an owner');

      // Each asked for its own id, with the internal token; nothing is asked for an unrelated question.
      const paths = asked.filter((request) => request.path.endsWith('/next-actions'));
      expect(paths.map((request) => request.path).sort()).toEqual(
        [
          `/internal/users/${owner.userId}/next-actions`,
          `/internal/users/${free.userId}/next-actions`,
        ].sort(),
      );
      expect(paths.every((request) => request.token && request.token.length > 0)).toBe(true);
      asked.length = 0;
      await ask(chat, mine, 'how do I change my password');
      expect(asked).toEqual([]);
    } finally {
      await publisher.close();
    }
  });

  it('"did my payment go through" answers from the caller’s purchases; a visitor gets none', async () => {
    const buyer = await issuer.user({ tier: 'premium' });
    const refunded = await issuer.user({ tier: 'free' });
    purchases.set(buyer.userId, [purchase({})]);
    purchases.set(refunded.userId, [
      purchase({
        status: 'refunded',
        entitlement: 'refunded',
        refundedAt: '2026-11-21T08:00:00.000Z',
        canRefund: false,
        creditNoteNumber: 'CN-2026-000007',
      }),
    ]);
    const paid = text(await ask(chat, await newSession(chat, buyer.headers), 'did my payment go through'));
    expect(paid).toContain('went through on 2026-11-20');
    expect(paid).toContain('INV-2026-000042');
    expect(paid).toContain('until 2026-12-20');
    const back = text(await ask(chat, await newSession(chat, refunded.headers), 'did my payment go through'));
    expect(back).toContain('refunded on 2026-11-21');
    expect(back).not.toContain('went through');
    const visitor = text(await ask(chat, await newSession(chat), 'did my payment go through'));
    expect(visitor).toContain('Sign in');
    expect(visitor).not.toContain('2026');
  });
});
