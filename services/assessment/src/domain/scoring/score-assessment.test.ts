import {
  DIMENSIONS,
  MAX_NOT_APPLICABLE_PER_DIMENSION,
  type TAnswer,
  type TGivenAnswer,
  type TGivenAnswerValue,
} from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerToPoints, levelAnswers, scoreAssessment, type TScoringQuestion } from './score-assessment.ts';
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

// ---------------------------------------------------------------------------------------------------------------
// "Don't know" and "Not applicable" (docs/scoring.md)

const WITH_NA: TScoringQuestion[] = [
  { id: 'a-1', dimension: 'ai-strategy', weight: 3 },
  { id: 'a-2', dimension: 'ai-strategy', weight: 1, allowsNotApplicable: true },
  { id: 'd-1', dimension: 'data-management', weight: 5 },
];

/** The scoring as it was before answers off the scale existed, written out again independently. */
function scoreBeforeChoices(questions: readonly TScoringQuestion[], answers: readonly TAnswer[]) {
  const value = new Map(answers.map((answer) => [answer.questionId, answer.value]));
  const dimensions = DIMENSIONS.flatMap((dimension) => {
    const answered = questions.filter((q) => q.dimension === dimension && value.has(q.id));
    if (answered.length === 0) return [];
    const weight = answered.reduce((sum, q) => sum + q.weight, 0);
    return [answered.reduce((sum, q) => sum + q.weight * (value.get(q.id)! - 1) * 25, 0) / weight];
  });
  return Math.round((dimensions.reduce((a, b) => a + b, 0) / dimensions.length) * 10) / 10;
}

/** Arbitrary: one given answer per question: a level, "dont-know", or "not-applicable" where the question allows it. */
function arbitraryGivenAnswers(questions: readonly TScoringQuestion[]): fc.Arbitrary<TGivenAnswer[]> {
  return fc.tuple(
    ...questions.map((question) =>
      fc
        .constantFrom<TGivenAnswerValue[]>(
          1,
          2,
          3,
          4,
          5,
          'dont-know',
          ...(question.allowsNotApplicable ? (['not-applicable'] as const) : []),
        )
        .map((value): TGivenAnswer => ({ questionId: question.id, value })),
    ),
  );
}

const givenFull = arbitraryGivenAnswers(FULL_QUESTIONS);
const givenQuick = arbitraryGivenAnswers(QUICK_QUESTIONS);

describe('scoreAssessment with "Don\'t know" and "Not applicable"', () => {
  it('scores "dont-know" as the lowest level and counts it', () => {
    const scores = scoreAssessment(WITH_NA, [
      { questionId: 'a-1', value: 'dont-know' }, // 0 × 3
      { questionId: 'a-2', value: 5 }, // 100 × 1
      { questionId: 'd-1', value: 'dont-know' },
    ]);
    expect(scores.dimensions).toEqual([
      expect.objectContaining({
        dimension: 'ai-strategy',
        score: 25,
        answered: 2,
        dontKnow: 1,
        notApplicable: 0,
      }),
      expect.objectContaining({ dimension: 'data-management', score: 0, answered: 1, dontKnow: 1 }),
    ]);
    expect(scores.overallScore).toBe(12.5);
  });

  it('leaves "not-applicable" out of the weighted mean, weight and all', () => {
    const scores = scoreAssessment(WITH_NA, [
      { questionId: 'a-1', value: 4 }, // 75 × 3, alone
      { questionId: 'a-2', value: 'not-applicable' },
      { questionId: 'd-1', value: 3 },
    ]);
    expect(scores.dimensions[0]).toMatchObject({ score: 75, answered: 2, notApplicable: 1, dontKnow: 0 });
    expect(scores.overallScore).toBe(62.5);
  });

  it('refuses "not-applicable" on a question that does not allow it', () => {
    expect(() => scoreAssessment(WITH_NA, [{ questionId: 'a-1', value: 'not-applicable' }])).toThrow(
      /a-1 does not allow "not applicable"/,
    );
  });

  it('gives no score to a dimension answered "not applicable" throughout', () => {
    const scores = scoreAssessment(WITH_NA, [
      { questionId: 'a-2', value: 'not-applicable' },
      { questionId: 'd-1', value: 5 },
    ]);
    expect(scores.dimensions.map((d) => d.dimension)).toEqual(['data-management']);
  });

  it('levelAnswers: "dont-know" becomes level 1, "not-applicable" is dropped', () => {
    expect(
      levelAnswers([
        { questionId: 'a', value: 'dont-know' },
        { questionId: 'b', value: 'not-applicable' },
        { questionId: 'c', value: 4 },
      ]),
    ).toEqual([
      { questionId: 'a', value: 1 },
      { questionId: 'c', value: 4 },
    ]);
  });

  it('the bank offers "not applicable" only where a dimension keeps most of its questions', () => {
    for (const dimension of DIMENSIONS) {
      const ofDimension = FULL_QUESTIONS.filter((q) => q.dimension === dimension);
      expect(ofDimension.filter((q) => q.allowsNotApplicable).length).toBeLessThanOrEqual(
        MAX_NOT_APPLICABLE_PER_DIMENSION,
      );
    }
    expect(QUICK_QUESTIONS.some((q) => q.allowsNotApplicable)).toBe(false);
    expect(FULL_QUESTIONS.filter((q) => q.allowsNotApplicable).length).toBeGreaterThan(0);
  });

  describe('properties', () => {
    it('keeps every score within 0..100 and every dimension scored, quick and full', () => {
      fc.assert(
        fc.property(fc.oneof(givenFull, givenQuick), (answers) => {
          const questions = answers.length === FULL_QUESTIONS.length ? FULL_QUESTIONS : QUICK_QUESTIONS;
          const scores = scoreAssessment(questions, answers);
          expect(scores.dimensions).toHaveLength(DIMENSIONS.length);
          for (const score of [scores.overallScore, ...scores.dimensions.map((d) => d.score)]) {
            expect(score).toBeGreaterThanOrEqual(0);
            expect(score).toBeLessThanOrEqual(100);
          }
        }),
      );
    });

    it('scores "dont-know" exactly as level 1', () => {
      fc.assert(
        fc.property(givenFull, (answers) => {
          const asLevelOne = answers.map((a) => (a.value === 'dont-know' ? { ...a, value: 1 } : a));
          expect(scoreAssessment(FULL_QUESTIONS, answers)).toEqual({
            ...scoreAssessment(FULL_QUESTIONS, asLevelOne),
            dimensions: scoreAssessment(FULL_QUESTIONS, asLevelOne).dimensions.map((d) => ({
              ...d,
              dontKnow: answers.filter(
                (a) =>
                  a.value === 'dont-know' &&
                  FULL_QUESTIONS.find((q) => q.id === a.questionId)!.dimension === d.dimension,
              ).length,
            })),
          });
        }),
      );
    });

    it('scores "not-applicable" as if the question had not been asked', () => {
      fc.assert(
        fc.property(givenFull, (answers) => {
          const skipped = new Set(
            answers.filter((a) => a.value === 'not-applicable').map((a) => a.questionId),
          );
          const withNa = scoreAssessment(FULL_QUESTIONS, answers);
          const without = scoreAssessment(
            FULL_QUESTIONS.filter((q) => !skipped.has(q.id)),
            answers.filter((a) => !skipped.has(a.questionId)),
          );
          expect(withNa.overallScore).toBe(without.overallScore);
          expect(withNa.dimensions.map((d) => d.score)).toEqual(without.dimensions.map((d) => d.score));
        }),
      );
    });

    it('never lowers any score when "dont-know" or a level is raised to a higher level', () => {
      fc.assert(
        fc.property(givenFull, fc.nat(), fc.integer({ min: 1, max: 5 }), (answers, pick, target) => {
          const raisable = answers.filter((a) => a.value !== 'not-applicable');
          const chosen = raisable[pick % raisable.length]!;
          const from = chosen.value === 'dont-know' ? 1 : (chosen.value as number);
          const raised = answers.map((a) => (a === chosen ? { ...a, value: Math.max(from, target) } : a));
          const before = scoreAssessment(FULL_QUESTIONS, answers);
          const after = scoreAssessment(FULL_QUESTIONS, raised);
          expect(after.overallScore).toBeGreaterThanOrEqual(before.overallScore);
          expect(after.maturityLevel.level).toBeGreaterThanOrEqual(before.maturityLevel.level);
          before.dimensions.forEach((dimension, i) => {
            expect(after.dimensions[i]!.score).toBeGreaterThanOrEqual(dimension.score);
          });
        }),
      );
    });

    it('keeps older assessments comparable: answers on the scale score exactly as before the choices existed', () => {
      fc.assert(
        fc.property(
          arbitraryQuestionSet.chain((questions) =>
            arbitraryAnswers(questions).map((answers) => ({ questions, answers })),
          ),
          ({ questions, answers }) => {
            expect(scoreAssessment(questions, answers).overallScore).toBe(
              scoreBeforeChoices(questions, answers),
            );
          },
        ),
      );
    });
  });
});
