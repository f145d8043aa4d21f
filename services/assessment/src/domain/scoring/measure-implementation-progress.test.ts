import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureImplementationProgress } from './measure-implementation-progress.ts';

describe('measureImplementationProgress', () => {
  it('is the share of actions ticked', () => {
    expect(measureImplementationProgress(['a', 'b', 'c'], ['b'])).toEqual({ done: 1, total: 3, percent: 33 });
    expect(measureImplementationProgress(['a', 'b'], ['a', 'b', 'x'])).toEqual({
      done: 2,
      total: 2,
      percent: 100,
    });
    expect(measureImplementationProgress([], ['x'])).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('stays within 0..100 and never counts more than there is', () => {
    const ids = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'));
    fc.assert(
      fc.property(ids, ids, (actions, ticked) => {
        const progress = measureImplementationProgress(actions, ticked);
        expect(progress.done).toBeLessThanOrEqual(progress.total);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
