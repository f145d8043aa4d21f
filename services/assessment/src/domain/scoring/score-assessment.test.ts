import type { TAnswer } from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerToPoints, scoreAssessment, type TScoringQuestion } from './score-assessment.ts';
import {
  FULL_QUESTIONS,
  QUICK_QUESTIONS,
  answerAll,
  arbitraryAnswers,
  arbitraryQuestionSet,
} from './test-fixtures.ts';

const SMALL: TScoringQuestion[] = [
  { id: 'a-1', dimension: 'ai-strategy', weight: 3 },
  { id: 'a-2', dimension: 'ai-strategy', weight: 1 },
  { id: 'd-1', dimension: 'data-management', weight: 5 },
];

describe('scoreAssessment', () => {
  it('maps answers linearly onto 0..100', () => {
    expect([1, 2, 3, 4, 5].map(answerToPoints)).toEqual([0, 25, 50, 75, 100]);
  });

  it('weights answers within a dimension and averages dimensions equally', () => {
    const scores = scoreAssessment(SMALL, [
      { questionId: 'a-1', value: 5 }, // 100 × 3
      { questionId: 'a-2', value: 1 }, // 0 × 1
      { questionId: 'd-1', value: 2 }, // 25
    ]);
    expect(scores.dimensions).toEqual([
      expect.objectContaining({ dimension: 'ai-strategy', score: 75, answered: 2, total: 2 }),
      expect.objectContaining({ dimension: 'data-management', score: 25, answered: 1, total: 1 }),
    ]);
    // (75 + 25) / 2, not weighted by the 5 of data-management's question
    expect(scores.overallScore).toBe(50);
    expect(scores.maturityLevel.name).toBe('Defined');
    expect(scores.dimensions[0]!.maturityLevel.name).toBe('Managed');
  });

  it('rounds to one decimal', () => {
    const scores = scoreAssessment(SMALL, [
      { questionId: 'a-1', value: 2 }, // 25 × 3
      { questionId: 'a-2', value: 3 }, // 50 × 1  → 125/4 = 31.25
      { questionId: 'd-1', value: 3 }, // 50      → overall 40.625
    ]);
    expect(scores.dimensions.map((d) => d.score)).toEqual([31.3, 50]);
    expect(scores.overallScore).toBe(40.6);
  });

  it('leaves out unanswered questions and dimensions without answers', () => {
    const scores = scoreAssessment(SMALL, [{ questionId: 'a-2', value: 4 }]);
    expect(scores.dimensions).toEqual([
      expect.objectContaining({ dimension: 'ai-strategy', score: 75, answered: 1, total: 2 }),
    ]);
    expect(scores.overallScore).toBe(75);
  });

  it('throws on an unknown question, a value off the scale, or nothing to score', () => {
    expect(() => scoreAssessment(SMALL, [{ questionId: 'nope', value: 3 }])).toThrow(/unknown question nope/);
    expect(() => scoreAssessment(SMALL, [{ questionId: 'a-1', value: 6 }])).toThrow(/off the 1..5 scale/);
    expect(() => scoreAssessment(SMALL, [{ questionId: 'a-1', value: 2.5 }])).toThrow(/off the 1..5 scale/);
    expect(() => scoreAssessment(SMALL, [])).toThrow(/no answers/);
  });

  it('scores the whole bank: all 5 is 100, all 1 is 0, all 3 is 50, for quick and full', () => {
    for (const questions of [QUICK_QUESTIONS, FULL_QUESTIONS]) {
      const top = scoreAssessment(questions, answerAll(questions, 5));
      expect(top.overallScore).toBe(100);
      expect(top.maturityLevel.name).toBe('Optimised');
      expect(top.dimensions).toHaveLength(15);
      expect(top.dimensions.every((d) => d.score === 100)).toBe(true);
      const bottom = scoreAssessment(questions, answerAll(questions, 1));
      expect(bottom.overallScore).toBe(0);
      expect(bottom.dimensions.every((d) => d.score === 0)).toBe(true);
      expect(scoreAssessment(questions, answerAll(questions, 3)).overallScore).toBe(50);
    }
  });

  describe('properties', () => {
    const withAnswers = arbitraryQuestionSet.chain((questions) =>
      arbitraryAnswers(questions).map((answers) => ({ questions, answers })),
    );

    it('keeps every score within 0..100', () => {
      fc.assert(
        fc.property(withAnswers, ({ questions, answers }) => {
          const scores = scoreAssessment(questions, answers);
          for (const score of [scores.overallScore, ...scores.dimensions.map((d) => d.score)]) {
            expect(score).toBeGreaterThanOrEqual(0);
            expect(score).toBeLessThanOrEqual(100);
          }
        }),
      );
    });

    it('never lowers any score when one answer is raised', () => {
      fc.assert(
        fc.property(
          withAnswers,
          fc.nat(),
          fc.integer({ min: 1, max: 4 }),
          ({ questions, answers }, pick, raise) => {
            const index = pick % answers.length;
            const raised: TAnswer[] = answers.map((answer, i) =>
              i === index ? { ...answer, value: Math.min(5, answer.value + raise) } : answer,
            );
            const before = scoreAssessment(questions, answers);
            const after = scoreAssessment(questions, raised);
            expect(after.overallScore).toBeGreaterThanOrEqual(before.overallScore);
            expect(after.maturityLevel.level).toBeGreaterThanOrEqual(before.maturityLevel.level);
            before.dimensions.forEach((dimension, i) => {
              expect(after.dimensions[i]!.score).toBeGreaterThanOrEqual(dimension.score);
            });
          },
        ),
      );
    });

    it('gives 100 for all 5 and 0 for all 1 whatever the weights', () => {
      const arbitraryQuestions = fc.array(
        fc.record({
          dimension: fc.constantFrom<TScoringQuestion['dimension'][]>(
            'ai-strategy',
            'operations',
            'partnerships',
          ),
          weight: fc.integer({ min: 1, max: 10 }),
        }),
        { minLength: 1, maxLength: 30 },
      );
      fc.assert(
        fc.property(arbitraryQuestions, (drafts) => {
          const questions = drafts.map((draft, index) => ({ ...draft, id: `q-${index}` }));
          expect(scoreAssessment(questions, answerAll(questions, 5)).overallScore).toBe(100);
          expect(scoreAssessment(questions, answerAll(questions, 1)).overallScore).toBe(0);
        }),
      );
    });
  });
});
