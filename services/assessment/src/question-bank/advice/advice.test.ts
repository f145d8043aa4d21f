import { DIMENSIONS, RESPONSE_LEVEL_LABELS } from '@readiness/contracts/assessment';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../questions.ts';
import { ADVICE, ADVICE_EFFORTS, adviceFor } from './index.ts';

describe('the written advice', () => {
  it('has a step for every question of the bank and every transition to Developing, Defined, Managed and Optimised', () => {
    const missing = QUESTION_BANK.flatMap((question) =>
      [2, 3, 4, 5]
        .filter((toLevel) => !adviceFor(question.dimension, question.id, toLevel))
        .map((toLevel) => `${question.id} → ${RESPONSE_LEVEL_LABELS[toLevel - 1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no advice for a question that is not in the bank, or filed under another dimension', () => {
    const known = new Map(QUESTION_BANK.map((question) => [question.id, question.dimension]));
    for (const dimension of DIMENSIONS) {
      expect(ADVICE[dimension].dimension).toBe(dimension);
      for (const questionId of Object.keys(ADVICE[dimension].questions)) {
        expect(known.get(questionId), questionId).toBe(dimension);
      }
    }
  });

  it('says what to do, who owns it and how big it is, in its own words rather than the level description', () => {
    for (const question of QUESTION_BANK) {
      const actions = new Set<string>();
      for (const toLevel of [2, 3, 4, 5]) {
        const step = adviceFor(question.dimension, question.id, toLevel)!;
        expect(step.action.length, `${question.id}-l${toLevel}`).toBeGreaterThan(40);
        expect(step.action).toMatch(/\.$/);
        expect(step.owner.trim()).not.toBe('');
        expect(ADVICE_EFFORTS).toContain(step.effort);
        // Advice, not the description of the level it reaches or of any other level.
        for (const option of question.responseOptions) expect(step.action).not.toBe(option.description);
        actions.add(step.action);
      }
      expect(actions.size, question.id).toBe(4);
    }
  });

  it('has sustain and lead advice for every dimension', () => {
    for (const dimension of DIMENSIONS) {
      for (const step of [ADVICE[dimension].sustain, ADVICE[dimension].lead]) {
        expect(step.action.length).toBeGreaterThan(40);
        expect(step.owner.trim()).not.toBe('');
        expect(ADVICE_EFFORTS).toContain(step.effort);
      }
    }
  });
});
