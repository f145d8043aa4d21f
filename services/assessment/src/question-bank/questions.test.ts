import {
  DIMENSIONS,
  FULL_QUESTION_COUNT,
  QUESTIONS_PER_DIMENSION,
  RESPONSE_LEVEL_LABELS,
  ZQuestion,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { describe, expect, it } from 'vitest';
import { checkQuestionBank } from './check-question-bank.ts';
import { DIMENSION_GUIDANCE } from './dimension-guidance.ts';
import { QUESTION_BANK } from './questions.ts';

describe('the question bank', () => {
  it('parses with the contract schema, question by question', () => {
    for (const question of QUESTION_BANK) {
      const parsed = ZQuestion.safeParse(question);
      expect(parsed.success, `${question.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('holds 75 questions with unique ids, 5 per dimension', () => {
    expect(QUESTION_BANK).toHaveLength(FULL_QUESTION_COUNT);
    expect(new Set(QUESTION_BANK.map((question) => question.id)).size).toBe(FULL_QUESTION_COUNT);
    for (const dimension of DIMENSIONS) {
      expect(
        QUESTION_BANK.filter((question) => question.dimension === dimension),
        dimension,
      ).toHaveLength(QUESTIONS_PER_DIMENSION);
    }
  });

  it('asks the dimensions in the contract order, questions grouped', () => {
    const order = [...new Set(QUESTION_BANK.map((question) => question.dimension))];
    expect(order).toEqual([...DIMENSIONS]);
  });

  it('marks exactly one quick question per dimension', () => {
    const quick = QUESTION_BANK.filter((question) => question.isQuick);
    expect(quick.map((question) => question.dimension).sort()).toEqual([...DIMENSIONS].sort());
  });

  it('offers the five maturity levels 1..5 on every question', () => {
    for (const question of QUESTION_BANK) {
      expect(
        question.responseOptions.map((option) => option.value),
        question.id,
      ).toEqual([1, 2, 3, 4, 5]);
      expect(
        question.responseOptions.map((option) => option.label),
        question.id,
      ).toEqual([...RESPONSE_LEVEL_LABELS]);
    }
  });

  it('has no duplicate question texts, categories within a dimension, or level descriptions', () => {
    const texts = QUESTION_BANK.map((question) => question.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    const descriptions = QUESTION_BANK.flatMap((question) =>
      question.responseOptions.map((o) => o.description.toLowerCase()),
    );
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const dimension of DIMENSIONS) {
      const categories = QUESTION_BANK.filter((question) => question.dimension === dimension).map(
        (q) => q.category,
      );
      expect(new Set(categories).size, dimension).toBe(categories.length);
    }
  });

  it('uses the ids of its dimension prefix and numbers them 01..05', () => {
    for (const dimension of DIMENSIONS) {
      const ids = QUESTION_BANK.filter((question) => question.dimension === dimension).map(
        (question) => question.id,
      );
      const prefix = ids[0]!.replace(/-\d\d$/, '');
      expect(ids, dimension).toEqual(['01', '02', '03', '04', '05'].map((n) => `${prefix}-${n}`));
    }
  });

  it('has guidance for every dimension', () => {
    for (const dimension of DIMENSIONS)
      expect(DIMENSION_GUIDANCE[dimension].recommendation.length).toBeGreaterThan(10);
  });
});

describe('checkQuestionBank', () => {
  it('finds nothing wrong with the seed bank', () => {
    expect(checkQuestionBank(QUESTION_BANK)).toEqual([]);
  });

  it('reports duplicate ids, texts, descriptions, missing quick questions and wrong counts', () => {
    const [first, second] = QUESTION_BANK as [TQuestion, TQuestion];
    const broken: TQuestion[] = [
      ...QUESTION_BANK.slice(2),
      { ...first, isQuick: false },
      { ...second, id: first.id, text: first.text, responseOptions: first.responseOptions },
    ];
    const problems = checkQuestionBank(broken);
    expect(problems).toContain('strategy-01: the id is used more than once');
    expect(problems).toContain('strategy-01: same text as strategy-01');
    expect(problems.some((problem) => problem.includes('repeats a description of strategy-01 level 1'))).toBe(
      true,
    );
    expect(problems).toContain('AI Strategy: has 0 quick-assessment questions, needs exactly 1');

    expect(checkQuestionBank(QUESTION_BANK.slice(1))).toContain('AI Strategy: has 4 questions, needs 5');
    expect(checkQuestionBank(QUESTION_BANK.slice(1), { questionsPerDimension: null })).toContain(
      'AI Strategy: has 0 quick-assessment questions, needs exactly 1',
    );
  });

  it('reports a question the schema rejects', () => {
    const [first] = QUESTION_BANK as [TQuestion];
    const problems = checkQuestionBank([{ ...first, weight: 11 }, ...QUESTION_BANK.slice(1)]);
    expect(problems).toEqual(['strategy-01: weight must be from 1 to 10']);
  });
});
