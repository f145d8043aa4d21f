import { describe, expect, it } from 'vitest';
import { evaluate, formatEvalReport } from '../eval/evaluate.ts';
import { SUPPORT_QUESTIONS, TUNED_QUESTIONS } from '../src/assistant/support-questions.ts';

// The support assistant against its development set (src/assistant/support-questions.ts: the questions it is tuned on,
// including the earlier held-out parts); `npm run bench -- assistant` prints the same figures. A held-out part,
// while there is one, is never pinned by a test (a test on it would be tuning on it). Round thirteen tuned on the
// eleventh and twelfth parts (joined after their measurements); the thirteenth joined in round fourteen as examples
// only, not tuned on, so the targets are pinned on the questions tuned on (`TUNED_QUESTIONS`).

describe('the assistant on the evaluation set', () => {
  const report = evaluate(TUNED_QUESTIONS);

  it('holds at least 150 questions, a fair share of them ones to decline', () => {
    expect(SUPPORT_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    expect(SUPPORT_QUESTIONS.filter((question) => question.expect === 'decline').length).toBeGreaterThan(20);
    expect(new Set(SUPPORT_QUESTIONS.map((question) => question.q)).size).toBe(SUPPORT_QUESTIONS.length);
  });

  it('answers at least 90% on the right topic or correctly declines', () => {
    expect(report.accuracy, formatEvalReport(report, true)).toBeGreaterThanOrEqual(0.9);
  });

  it('gives at most 1% confident wrong answers', () => {
    expect(report.confidentWrongRate, formatEvalReport(report)).toBeLessThanOrEqual(0.01);
  });

  it('makes no false yes/no claim about a capability, an integration, a price or a policy', () => {
    expect(report.falseClaims, formatEvalReport(report)).toBe(0);
  });
});
