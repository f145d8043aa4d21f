import { describe, expect, it } from 'vitest';
import { DIMENSIONS, DIMENSION_LABELS, type TDimension } from '@readiness/contracts/assessment';
import { guideForDimension } from '@readiness/contracts/resources';
import { answerOffline, type KnownUser } from '../src/assistant/answer-offline.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

/** A premium user whose weakest dimension is `weak` (every other dimension scores 80). */
function userWeakIn(weak: TDimension): KnownUser {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Acme',
    tier: 'premium',
    latestAssessment: {
      kind: 'full',
      overallScore: 70,
      maturityLevel: 'Managed',
      dimensionScores: Object.fromEntries(DIMENSIONS.map((d) => [d, d === weak ? 10 : 80])),
      completedAt: '2026-11-20T10:00:00.000Z',
    },
  };
}

describe('the assistant’s guide for a weak dimension', () => {
  it.each(DIMENSIONS)(
    'is the guide about %s (the one the results page links), not another dimension’s',
    (weak) => {
      const guide = guideForDimension(weak)!;
      // libs/contracts/src/resources.test.ts pins which guide is about each dimension.
      expect(guide.dimensions).toContain(weak);
      const weakest = answerOffline({
        question: 'What are my weakest dimensions?',
        user: userWeakIn(weak),
        page: null,
        now: NOW,
      });
      expect(weakest.text).toContain(`Start with ${DIMENSION_LABELS[weak]}`);
      expect(weakest.text).toContain(`The guide "${guide.title}" covers it.`);

      const improve = answerOffline({
        question: `How do I improve my ${DIMENSION_LABELS[weak]} score?`,
        user: userWeakIn(weak),
        page: null,
        now: NOW,
      });
      expect(improve.text).toContain(`The guide "${guide.title}" goes deeper.`);
      expect(improve.links).toContainEqual({ label: 'Open the guide', href: `/resources#${guide.id}` });
    },
  );
});
