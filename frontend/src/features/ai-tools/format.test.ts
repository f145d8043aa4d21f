import { describe, expect, test } from 'vitest';
import { codeFileExtension, codeFileName, helpLevelFor, isQuotaSpent } from './format.ts';
import { FREE_USAGE, PREMIUM_USAGE, SPENT_USAGE } from './test-fixtures.ts';

describe('download names', () => {
  test('the extension by language (spec section 9): py, js, ts, java, cpp, sql, otherwise txt', () => {
    expect(
      ['python', 'javascript', 'typescript', 'java', 'c++', 'sql', 'rust'].map(codeFileExtension),
    ).toEqual(['py', 'js', 'ts', 'java', 'cpp', 'sql', 'txt']);
  });

  test('a safe base name', () => {
    expect(codeFileName('Text classifier (v2)!', 'c++')).toBe('text-classifier-v2.cpp');
    expect(codeFileName('***', 'python')).toBe('code.py');
  });
});

describe('usage', () => {
  test('only a free user at the limit has spent the month', () => {
    expect(isQuotaSpent(FREE_USAGE)).toBe(false);
    expect(isQuotaSpent(SPENT_USAGE)).toBe(true);
    expect(isQuotaSpent({ ...PREMIUM_USAGE, promptsUsed: 500 })).toBe(false);
  });

  test('the help is intermediate after more than 10 prompts', () => {
    expect(helpLevelFor(10, 10)).toBe('beginner');
    expect(helpLevelFor(11, 10)).toBe('intermediate');
  });
});
