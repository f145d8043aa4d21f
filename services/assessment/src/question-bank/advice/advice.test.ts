import { adviceProblems, criterionProblems } from '@readiness/contracts/advice-rules';
import { DIMENSIONS, RESPONSE_LEVEL_LABELS } from '@readiness/contracts/assessment';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../questions.ts';
import { ADVICE, ADVICE_EFFORTS, adviceFor, seedAdvice } from './index.ts';

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

  it('gives every step a finish criterion: what exists, who signed it off, what number moved', () => {
    const problems = QUESTION_BANK.flatMap((question) =>
      [2, 3, 4, 5].flatMap((toLevel) => {
        const criterion = adviceFor(question.dimension, question.id, toLevel)?.doneWhen ?? '';
        return criterionProblems(
          criterion,
          question.responseOptions.map((option) => option.description),
        ).map((problem) => `${question.id}-l${toLevel}: ${problem}`);
      }),
    );
    const levelDescriptions = QUESTION_BANK.flatMap((question) =>
      question.responseOptions.map((option) => option.description),
    );
    for (const dimension of DIMENSIONS) {
      for (const kind of ['sustain', 'lead'] as const) {
        problems.push(
          ...criterionProblems(ADVICE[dimension][kind].doneWhen, levelDescriptions).map(
            (problem) => `${dimension}-${kind}: ${problem}`,
          ),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('never repeats a finish criterion, so each step has its own', () => {
    const criteria = QUESTION_BANK.flatMap((question) =>
      [2, 3, 4, 5].map((toLevel) => adviceFor(question.dimension, question.id, toLevel)!.doneWhen),
    );
    expect(new Set(criteria).size).toBe(criteria.length);
  });

  it('the content checks catch a criterion that quotes its level, states an absence or names nothing measurable', () => {
    const levels = ['One-off project budgets are found case by case, with no continuity.'];
    expect(criterionProblems(levels[0]!, levels)).not.toEqual([]);
    expect(
      criterionProblems(
        'The budget of 2 pilots is signed off; one-off project budgets are found case by case.',
        levels,
      ),
    ).toContainEqual(expect.stringMatching(/quotes/));
    expect(
      criterionProblems('Legal has not assessed the 3 rules that the board approved last year.', []),
    ).toContainEqual(expect.stringMatching(/absence/));
    expect(
      criterionProblems('A budget is set aside for the pilots and everyone is happy with it.', []),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/number/), expect.stringMatching(/sign-off/)]));
    expect(
      criterionProblems(
        'A ring-fenced pilot budget of at least 2% of IT spend is approved by the Chief Financial Officer.',
        levels,
      ),
    ).toEqual([]);
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

  it('passes the rules an admin’s advice must pass (the edit API, import and dialog apply the same function)', () => {
    const problems = QUESTION_BANK.flatMap((question) =>
      adviceProblems({ ...question, advice: seedAdvice(question.dimension, question.id) }).map(
        (problem) => `${question.id} ${problem.field} ${problem.problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
