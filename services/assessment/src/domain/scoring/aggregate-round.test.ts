import { describe, expect, it } from 'vitest';
import { DIMENSIONS, type TGivenAnswer } from '@readiness/contracts/assessment';
import {
  aggregateRound,
  measureSpread,
  quantile,
  rankByDisagreement,
  type TRoundRespondent,
} from './aggregate-round.ts';

// One question per dimension, equal weights: a respondent's level in a dimension is their answer.
const QUESTIONS = DIMENSIONS.map((dimension, index) => ({
  id: `q-${index}`,
  dimension,
  weight: 5,
  allowsNotApplicable: index === 0,
}));
const everywhere = (value: TGivenAnswer['value']): TGivenAnswer[] =>
  QUESTIONS.map((question) => ({ questionId: question.id, value }));
const respondent = (
  id: string,
  value: TGivenAnswer['value'],
  roleGroup: TRoundRespondent['roleGroup'] = 'members',
) => ({
  participantId: id,
  roleGroup,
  answers: everywhere(value),
});

describe('quartiles', () => {
  it('interpolates between closest ranks (worked by hand)', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([5], 0.75)).toBe(5);
    expect(measureSpread([5, 1, 3])).toEqual({ min: 1, q1: 2, median: 3, q3: 4, max: 5, iqr: 2 });
    expect(measureSpread([3, 3, 3, 3])).toMatchObject({ iqr: 0, median: 3 });
  });
});

describe('aggregateRound', () => {
  it('takes the median of the respondents per dimension and the mean of dimensions overall', () => {
    const aggregate = aggregateRound(QUESTIONS, [respondent('a', 1), respondent('b', 2), respondent('c', 5)]);
    // Levels 1, 2, 5 → median 2 (25 points) everywhere.
    expect(aggregate.overallScore).toBe(25);
    expect(aggregate.dimensions).toHaveLength(15);
    expect(aggregate.dimensions[0]).toMatchObject({
      score: 25,
      medianLevel: 2,
      respondents: 3,
      spread: { iqr: 2 },
    });
    expect(aggregate.respondents).toBe(3);
  });

  it('counts "don\'t know" as the lowest level in scores but apart in the question spread', () => {
    const aggregate = aggregateRound(QUESTIONS, [
      respondent('a', 'dont-know'),
      respondent('b', 4),
      respondent('c', 4),
    ]);
    expect(aggregate.dimensions[1]).toMatchObject({ score: 75, spread: { min: 1, max: 4 } });
    expect(aggregate.questions[1]).toMatchObject({
      dontKnow: 1,
      levelCounts: [0, 0, 0, 2, 0],
      scoringLevel: 4,
    });
    expect(aggregate.questions[1]!.spread).toMatchObject({ iqr: 0, median: 4 });
  });

  it('leaves out a respondent whose only answers are "not applicable"', () => {
    const onlyNa = {
      participantId: 'n',
      roleGroup: 'members' as const,
      answers: [{ questionId: 'q-0', value: 'not-applicable' as const }],
    };
    const aggregate = aggregateRound(QUESTIONS, [onlyNa, respondent('b', 3)]);
    expect(aggregate.respondents).toBe(1);
    expect(() => aggregateRound(QUESTIONS, [onlyNa])).toThrow(RangeError);
  });

  it('shows a role group only from 3 respondents', () => {
    const aggregate = aggregateRound(QUESTIONS, [
      respondent('a', 1, 'leadership'),
      respondent('b', 5, 'leadership'),
      respondent('c', 2),
      respondent('d', 3),
      respondent('e', 4),
    ]);
    expect(aggregate.groups).toEqual([
      { group: 'leadership', respondents: 2, dimensions: null },
      expect.objectContaining({ group: 'members', respondents: 3 }),
    ]);
    expect(aggregate.groups[1]!.dimensions![0]).toEqual({ dimension: 'ai-strategy', medianLevel: 3 });
  });
});

describe('rankByDisagreement', () => {
  it('puts the widest IQR first, then the wider range, then the lower median', () => {
    const item = (name: string, values: number[]) => ({ name, spread: measureSpread(values) });
    const ranked = rankByDisagreement([
      item('agree', [3, 3, 3]),
      item('split', [1, 1, 5, 5]),
      item('wide-range', [1, 3, 3, 3, 5]),
      item('narrow-range', [2, 3, 3, 3, 4]),
    ]);
    expect(ranked.map((entry) => entry.name)).toEqual(['split', 'wide-range', 'narrow-range', 'agree']);
  });
});
