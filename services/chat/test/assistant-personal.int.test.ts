import { describe, expect, it } from 'vitest';
import { eventually } from '@readiness/testing';
import { ask, chat, eventPublisher, handOff, issuer, newSession, useChat } from './harness.ts';

// Personal answers through the HTTP API: from the caller's own data only (kept from events, and chat's own
// handoffs), none for a signed-out visitor, never another user's.
useChat();

const text = (answered: { data: Record<string, unknown> }) => String(answered.data.response);

describe('answers from the user’s own data', () => {
  it('"how do I improve X" gives the caller’s score and next steps for X; another user and a visitor get none of it', async () => {
    const publisher = await eventPublisher(chat);
    try {
      const owner = await issuer.user({ tier: 'premium' });
      const other = await issuer.user({ tier: 'free' });
      await publisher.emit('assessment.assessment.completed', {
        assessmentId: '01a20000-0000-7000-8000-0000000022aa',
        userId: owner.userId,
        kind: 'full',
        industry: 'technology',
        companySize: '51-200',
        bankVersion: 1,
        overallScore: 44,
        maturityLevel: 'Defined',
        dimensionScores: { 'ai-strategy': 61, 'data-management': 17, 'governance-ethics': 39 },
        completedAt: '2026-11-22T09:00:00.000Z',
      });
      await publisher.emit('billing.premium.granted', {
        userId: owner.userId,
        tier: 'premium',
        reason: 'purchase',
      });

      const mine = await newSession(chat, owner.headers);
      const improve = await eventually(
        async () => await ask(chat, mine, 'How do I improve my data management score?'),
        (answered) => text(answered).includes('17/100'),
      );
      expect(text(improve)).toContain('Your Data Management score is 17/100, your weakest dimension');
      expect(text(improve)).toContain('roadmap');
      expect(improve.data.links).toContainEqual({
        label: 'Next steps for Data Management',
        href: '/results#data-management',
      });

      // Another signed-in user asks the same: their own (empty) record, never the owner's scores.
      const theirs = await newSession(chat, other.headers);
      const otherImprove = text(await ask(chat, theirs, 'How do I improve my data management score?'));
      expect(otherImprove).not.toContain('17');
      expect(otherImprove).toContain('Complete an assessment first');
      expect(text(await ask(chat, theirs, "what's my score"))).not.toContain('44');

      // A signed-out visitor gets no personal data at all.
      const visitor = await newSession(chat);
      const anonymous = text(await ask(chat, visitor, 'How do I improve my data management score?'));
      expect(anonymous).toContain('Sign in');
      expect(anonymous).not.toMatch(/\d+\/100/);
    } finally {
      await publisher.close();
    }
  });

  it('"did someone answer my request" reads the caller’s own handoffs only', async () => {
    const asker = await issuer.user();
    const other = await issuer.user();
    const first = await newSession(chat, asker.headers);
    const handed = await handOff(chat, first, { reason: 'Invoice' });
    expect(handed.status).toBe(200);

    const later = await newSession(chat, asker.headers);
    const status = text(await ask(chat, later, 'did someone answer my support request yet'));
    expect(status).toMatch(
      /Your request of \d{4}-\d{2}-\d{2} is with our support team and nobody has answered it yet/,
    );

    const stranger = await newSession(chat, other.headers);
    const none = await ask(chat, stranger, 'did someone answer my support request yet');
    expect(text(none)).toContain('You have no request with our support team');
    expect(none.data.offerHandoff).toBe(true);
  });
});
