import {
  ANSWER_CHOICES,
  ANSWER_VALUES,
  DIMENSION_LABELS,
  type TGivenAnswer,
  type TQuestion,
} from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildResults } from './build-results.ts';
import { belowMedian, biggestGaps, medianScore } from './find-gaps.ts';
import { FULL_QUESTIONS, QUICK_QUESTIONS } from './test-fixtures.ts';

/** Arbitrary: every question answered with a level or "Don't know" (and "Not applicable" where allowed). */
function arbitraryGivenAnswers(questions: readonly TQuestion[]): fc.Arbitrary<TGivenAnswer[]> {
  return fc.tuple(
    ...questions.map((question) =>
      fc
        .constantFrom<TGivenAnswer['value']>(
          ...ANSWER_VALUES,
          ...ANSWER_CHOICES.filter((choice) => choice === 'dont-know' || question.allowsNotApplicable),
        )
        .map((value): TGivenAnswer => ({ questionId: question.id, value })),
    ),
  );
}

function results(kind: 'quick' | 'full', questions: readonly TQuestion[], answers: TGivenAnswer[]) {
  return buildResults({
    assessment: {
      id: '11111111-1111-4111-8111-111111111111',
      kind,
      industry: 'manufacturing',
      companySize: '201-1000',
      bankVersion: 1,
      completedAt: '2026-11-21T12:00:00.000Z',
    },
    questions,
    answers,
    peers: [],
    previous: null,
    doneActionIds: [],
    isPremium: true,
  });
}

describe('every gap has its advice (property)', () => {
  for (const [kind, questions] of [
    ['quick', QUICK_QUESTIONS],
    ['full', FULL_QUESTIONS],
  ] as const) {
    it(`gives each of the three biggest gaps and each dimension below the median a recommendation and a roadmap step (${kind})`, () => {
      fc.assert(
        fc.property(arbitraryGivenAnswers(questions), (answers) => {
          const result = results(kind, questions, answers);
          const mustCover = new Set([...biggestGaps(result.dimensions), ...belowMedian(result.dimensions)]);
          const recommended = new Set(result.recommendations.map((r) => r.dimension));
          const planned = new Set(
            result.roadmap!.phases.flatMap((phase) => phase.actions.map((action) => action.dimension)),
          );
          for (const dimension of mustCover) {
            expect(recommended, `${dimension} has a recommendation`).toContain(dimension);
            expect(planned, `${dimension} has a roadmap step`).toContain(dimension);
          }
        }),
        { numRuns: kind === 'quick' ? 300 : 150 },
      );
    });
  }

  it('the quick assessment of the report: Risk Management at 0 among dimensions at 25 gets its recommendation', () => {
    const answers = QUICK_QUESTIONS.map((question): TGivenAnswer => ({
      questionId: question.id,
      value: question.dimension === 'risk-management' ? 1 : 2,
    }));
    const result = results('quick', QUICK_QUESTIONS, answers);
    expect(result.dimensions.find((d) => d.dimension === 'risk-management')!.score).toBe(0);
    expect(biggestGaps(result.dimensions)[0]).toBe('risk-management');
    expect(result.recommendations.map((r) => r.dimension)).toContain('risk-management');
    expect(
      result.roadmap!.phases.flatMap((phase) => phase.actions).some((a) => a.dimension === 'risk-management'),
    ).toBe(true);
  });

  it('finds the gaps and the median the way a reader would', () => {
    const scored = [
      { dimension: 'ai-strategy', score: 50 },
      { dimension: 'data-management', score: 0 },
      { dimension: 'operations', score: 100 },
      { dimension: 'partnerships', score: 25 },
    ] as const;
    expect(biggestGaps(scored)).toEqual(['data-management', 'partnerships', 'ai-strategy']);
    expect(medianScore(scored)).toBe(37.5);
    expect(belowMedian(scored)).toEqual(['data-management', 'partnerships']);
  });
});

/** Every place in a text where a dimension's name appears with other capitals than its own ("your ai strategy"). */
export function miscapitalisedDimensions(text: string): string[] {
  return Object.values(DIMENSION_LABELS).flatMap((label) => {
    if (!label.includes(' ')) return []; // "Operations" and "Partnerships" are ordinary nouns too
    const pattern = new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    return [...text.matchAll(pattern)].map((match) => match[0]).filter((found) => found !== label);
  });
}

describe('copy', () => {
  // The sentences the product writes around a dimension's name (the written advice may use "AI strategy" as a noun).
  it('keeps the dimension names’ capitals inside sentences: recommendations, their rationale and roadmap reasons', () => {
    fc.assert(
      fc.property(arbitraryGivenAnswers(FULL_QUESTIONS), (answers) => {
        const result = results('full', FULL_QUESTIONS, answers);
        const texts = [
          ...result.recommendations.flatMap((r) => [r.title, r.rationale]),
          ...result.roadmap!.phases.flatMap((phase) => phase.actions.map((a) => a.reason)),
        ];
        expect(texts.flatMap(miscapitalisedDimensions)).toEqual([]);
      }),
      { numRuns: 60 },
    );
    const allFive = results(
      'full',
      FULL_QUESTIONS,
      FULL_QUESTIONS.map((q) => ({ questionId: q.id, value: 5 })),
    );
    const topTexts = allFive.recommendations.flatMap((r) => [
      r.title,
      r.rationale,
      ...r.actions.flatMap((a) => [a.title, a.evidence]),
    ]);
    expect(topTexts.length).toBeGreaterThan(0);
    expect(topTexts.flatMap(miscapitalisedDimensions)).toEqual([]);
  });

  it('the check finds a dimension name written in lower case', () => {
    expect(miscapitalisedDimensions('Others adopt your ai strategy practice.')).toEqual(['ai strategy']);
    expect(miscapitalisedDimensions('Your AI Strategy practice.')).toEqual([]);
  });
});
