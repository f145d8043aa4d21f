import { describe, expect, it } from 'vitest';
import { compareWithPrevious } from './compare-with-previous.ts';

describe('compareWithPrevious', () => {
  const current = {
    overallScore: 62.4,
    dimensions: [
      { dimension: 'ai-strategy' as const, score: 70 },
      { dimension: 'operations' as const, score: 40.1 },
    ],
  };

  it('gives current minus previous, overall and per dimension', () => {
    const changes = compareWithPrevious(current, {
      overallScore: 50.2,
      dimensions: [
        { dimension: 'ai-strategy', score: 75 },
        { dimension: 'operations', score: 30.2 },
      ],
    });
    expect(changes).toEqual({ overall: 12.2, dimensions: { 'ai-strategy': -5, operations: 9.9 } });
  });

  it('gives null without a previous assessment or a previous score', () => {
    expect(compareWithPrevious(current, null)).toEqual({
      overall: null,
      dimensions: { 'ai-strategy': null, operations: null },
    });
    expect(
      compareWithPrevious(current, {
        overallScore: 62.4,
        dimensions: [{ dimension: 'operations', score: 40.1 }],
      }),
    ).toEqual({
      overall: 0,
      dimensions: { 'ai-strategy': null, operations: 0 },
    });
  });
});
