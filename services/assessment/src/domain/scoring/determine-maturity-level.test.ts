import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { determineMaturityLevel } from './determine-maturity-level.ts';

describe('determineMaturityLevel', () => {
  it.each([
    [0, 'Initial'],
    [19.9, 'Initial'],
    [20, 'Developing'],
    [39.9, 'Developing'],
    [40, 'Defined'],
    [50, 'Defined'],
    [60, 'Managed'],
    [79.9, 'Managed'],
    [80, 'Optimised'],
    [100, 'Optimised'],
  ])('scores %s as %s', (score, name) => {
    expect(determineMaturityLevel(score).name).toBe(name);
  });

  it('rejects scores off the scale', () => {
    expect(() => determineMaturityLevel(-0.1)).toThrow(RangeError);
    expect(() => determineMaturityLevel(100.1)).toThrow(RangeError);
    expect(() => determineMaturityLevel(Number.NaN)).toThrow(RangeError);
  });

  it('never goes down as the score goes up', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(determineMaturityLevel(low).level).toBeLessThanOrEqual(determineMaturityLevel(high).level);
        },
      ),
    );
  });
});
