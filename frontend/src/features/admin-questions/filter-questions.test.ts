import { describe, expect, test } from 'vitest';
import { filterQuestions, formatRoiCorrelation, splitOutcomes } from './filter-questions.ts';
import { makeQuestion } from './test-fixtures.ts';

const strategy = makeQuestion({
  id: 'strategy-01',
  text: 'Is there an AI roadmap?',
  explanation: 'Roadmaps sequence investment.',
  businessOutcomes: ['Budget clarity'],
});
const data = makeQuestion({
  id: 'data-01',
  dimension: 'data-management',
  text: 'Is data quality measured?',
  explanation: 'Quality metrics catch drift.',
  businessOutcomes: ['Fewer model failures'],
  category: 'Roadmap hygiene',
});
const all = [strategy, data];

describe('question filter', () => {
  test('searches the text, the explanation and the business outcomes, ignoring case', () => {
    expect(filterQuestions(all, { search: 'ROADMAP', dimension: '' })).toEqual([strategy]);
    expect(filterQuestions(all, { search: 'catch drift', dimension: '' })).toEqual([data]);
    expect(filterQuestions(all, { search: 'model failures', dimension: '' })).toEqual([data]);
    expect(filterQuestions(all, { search: '  ', dimension: '' })).toEqual(all);
    expect(filterQuestions(all, { search: 'blockchain', dimension: '' })).toEqual([]);
  });

  test('finds a question by its id, e.g. strategy-01', () => {
    expect(filterQuestions(all, { search: 'strategy-01', dimension: '' })).toEqual([strategy]);
    expect(filterQuestions(all, { search: ' DATA-01 ', dimension: '' })).toEqual([data]);
  });

  test('filters by dimension, together with the search', () => {
    expect(filterQuestions(all, { search: '', dimension: 'data-management' })).toEqual([data]);
    expect(filterQuestions(all, { search: 'roadmap', dimension: 'data-management' })).toEqual([]);
  });
});

describe('card figures', () => {
  test('shows the first 3 outcomes and hides the rest', () => {
    expect(splitOutcomes(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: [] });
    expect(splitOutcomes(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: ['d', 'e'] });
  });

  test('ROI correlation is a whole percentage', () => {
    expect(formatRoiCorrelation(0.7)).toBe('70%');
    expect(formatRoiCorrelation(0)).toBe('0%');
    expect(formatRoiCorrelation(1)).toBe('100%');
    expect(formatRoiCorrelation(0.30000000000000004)).toBe('30%');
  });
});
