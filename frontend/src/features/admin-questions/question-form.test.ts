import { describe, expect, test } from 'vitest';
import { numberOr, toFormValues, toQuestion, validateQuestionForm } from './question-form.ts';
import { makeQuestion } from './test-fixtures.ts';

describe('question form', () => {
  test('round-trips a question unchanged', () => {
    const question = makeQuestion();
    expect(toQuestion(toFormValues(question))).toEqual(question);
    expect(validateQuestionForm(toFormValues(question))).toEqual({ ok: true, question });
  });

  test('a weight that is not a number counts as 1, an ROI correlation as 0 (spec section 5)', () => {
    expect(numberOr('', 1)).toBe(1);
    expect(numberOr('abc', 1)).toBe(1);
    expect(numberOr('7', 1)).toBe(7);
    const values = { ...toFormValues(makeQuestion()), weight: '', roiCorrelation: 'x' };
    expect(validateQuestionForm(values)).toMatchObject({
      ok: true,
      question: { weight: 1, roiCorrelation: 0 },
    });
  });

  test('applies the contract: weight 1-10 whole, ROI 0-1 in steps of 0.1, texts required', () => {
    const base = toFormValues(makeQuestion());
    const check = (patch: Partial<typeof base>) => {
      const result = validateQuestionForm({ ...base, ...patch });
      return result.ok ? {} : result.errors;
    };
    expect(check({ weight: '11' })).toEqual({ weight: 'Weight must be from 1 to 10' });
    expect(check({ weight: '0' })).toEqual({ weight: 'Weight must be from 1 to 10' });
    expect(check({ weight: '2.5' })).toEqual({ weight: 'Weight must be a whole number' });
    expect(check({ roiCorrelation: '1.1' })).toEqual({
      roiCorrelation: 'ROI correlation must be from 0 to 1',
    });
    expect(check({ roiCorrelation: '0.25' })).toEqual({
      roiCorrelation: 'ROI correlation must be in steps of 0.1',
    });
    expect(check({ roiCorrelation: '0.3' })).toEqual({});
    expect(check({ text: '   ' })).toEqual({ text: 'Question text is required' });
    expect(check({ category: '' })).toEqual({ category: 'Category is required' });
    expect(check({ text: 'x'.repeat(501) })).toEqual({
      text: 'Question text must be at most 500 characters',
    });
  });

  test('drops blank outcome rows, needs one outcome, and names the row of a bad one', () => {
    const base = toFormValues(makeQuestion());
    const blankRows = validateQuestionForm({ ...base, businessOutcomes: ['', ' Faster decisions ', ''] });
    expect(blankRows).toMatchObject({ ok: true, question: { businessOutcomes: ['Faster decisions'] } });
    expect(validateQuestionForm({ ...base, businessOutcomes: ['', ' '] })).toEqual({
      ok: false,
      errors: { businessOutcomes: 'Add at least one business outcome' },
    });
    const tooLong = validateQuestionForm({ ...base, businessOutcomes: ['', 'ok', 'x'.repeat(201)] });
    expect(tooLong.ok).toBe(false);
    expect(tooLong.ok ? {} : tooLong.errors).toEqual({
      'businessOutcomes.2': 'Business outcome must be at most 200 characters',
    });
  });

  test('needs every response option description', () => {
    const base = toFormValues(makeQuestion());
    const options = base.responseOptions.map((option, index) =>
      index === 3 ? { ...option, description: ' ' } : option,
    );
    expect(validateQuestionForm({ ...base, responseOptions: options })).toEqual({
      ok: false,
      errors: { 'responseOptions.3.description': 'Description is required' },
    });
  });

  test('the "Not applicable" flag is sent as set, and never for the quick question of a dimension', () => {
    const base = { ...toFormValues(makeQuestion()), isQuick: false };
    expect(toQuestion({ ...base, allowsNotApplicable: true }).allowsNotApplicable).toBe(true);
    expect(toQuestion({ ...base, allowsNotApplicable: false }).allowsNotApplicable).toBe(false);
    expect(toQuestion({ ...base, allowsNotApplicable: true, isQuick: true }).allowsNotApplicable).toBe(false);
    expect(toFormValues({ ...makeQuestion(), allowsNotApplicable: undefined }).allowsNotApplicable).toBe(
      false,
    );
  });
});
