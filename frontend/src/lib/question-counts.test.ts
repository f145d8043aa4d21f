import { describe, expect, it } from 'vitest';
import { ZQuestionBankCounts } from '@readiness/contracts/assessment';
import { questionBankCounts } from './question-counts.ts';

const valid = { bankVersion: 3, full: 75, quick: 15, dimensions: 15, perDimension: { min: 4, max: 6 } };
const samples: unknown[] = [
  valid,
  { ...valid, extra: 'dropped' },
  { ...valid, bankVersion: 0 },
  { ...valid, bankVersion: 1.5 },
  { ...valid, full: -1 },
  { ...valid, quick: '15' },
  { ...valid, dimensions: undefined },
  { ...valid, perDimension: null },
  { ...valid, perDimension: { min: 1 } },
  { ...valid, perDimension: { min: 1, max: 2.5 } },
  null,
  [],
  'counts',
];

describe('the question counts check (zod-free, for the landing page)', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with ZQuestionBankCounts on %s',
    (_name, sample) => {
      const expected = ZQuestionBankCounts.safeParse(sample);
      const actual = questionBankCounts.safeParse(sample);
      expect(actual.success).toBe(expected.success);
      if (expected.success && actual.success) expect(actual.data).toEqual(expected.data);
    },
  );
});
