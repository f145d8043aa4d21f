import { describe, expect, test } from 'vitest';
import { filterTipsByAudience, TIPS } from './tips.ts';

describe('filterTipsByAudience', () => {
  const texts = (audience: 'free' | 'premium' | undefined) =>
    Object.values(TIPS)
      .flatMap((tips) => filterTipsByAudience(tips, audience))
      .map((tip) => tip.content)
      .join(' ');

  test('a free user is not told about the 75 questions or the roadmap as if they were theirs', () => {
    expect(texts('free')).not.toMatch(/\{full\}-question|20-30 minutes|full PDF/);
    expect(texts('free')).toContain('{quick}-question quick assessment');
  });

  test('a premium user gets the full assessment’s tips, not the free ones', () => {
    expect(texts('premium')).toContain('full {full}-question assessment');
    expect(texts('premium')).not.toContain('{quick}-question quick assessment');
  });

  test('without a known tier, only tips true for everyone', () => {
    expect(texts(undefined)).not.toMatch(/\{full\}-question|\{quick\}-question|full PDF|summary PDF/);
  });
});
