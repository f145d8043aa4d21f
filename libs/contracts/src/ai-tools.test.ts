import { describe, expect, test } from 'vitest';
import { isOptimizable, PROMPT_NOT_OPTIMIZABLE_MESSAGE, ZOptimizePromptRequest } from './ai-tools.ts';

describe('a prompt to optimize', () => {
  test.each([
    'help',
    'Help me',
    'please help',
    'hi!',
    'test',
    'test prompt',
    'Summarize',
    '{{report}}',
    'help {{report}}',
    '???',
  ])(
    '%j asks for nothing in particular: refused, so that no prompt is spent on a general template',
    (prompt) => {
      expect(isOptimizable(prompt)).toBe(false);
      const parsed = ZOptimizePromptRequest.safeParse({ prompt });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([PROMPT_NOT_OPTIMIZABLE_MESSAGE]);
    },
  );

  test.each([
    'Summarize this',
    'Summarize {{report}}',
    'Write a summary of {{report}} for the board',
    'help me write an email to a customer',
    'Résume ce rapport',
    '总结这份报告',
    'Translate {{text}} into French',
  ])('%j says what to do: accepted', (prompt) => {
    expect(isOptimizable(prompt)).toBe(true);
    expect(ZOptimizePromptRequest.parse({ prompt })).toEqual({ prompt, category: 'business' });
  });

  test('a blank prompt is only "required", not also "say what to do"', () => {
    const parsed = ZOptimizePromptRequest.safeParse({ prompt: '   ' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['prompt is required']);
  });
});
