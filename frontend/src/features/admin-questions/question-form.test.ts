import { describe, expect, test } from 'vitest';
import { isAdviceBlank, numberOr, toFormValues, toQuestion, validateQuestionForm } from './question-form.ts';
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

  describe('written advice', () => {
    const advice = [
      [
        'Write down the two AI uses the board wants to pursue first.',
        'The board has approved a one-page list of 2 AI uses, each with its owner named.',
      ],
      [
        'Tie each AI initiative to a business goal in the annual plan.',
        'The annual plan signed off by the CEO links 100% of AI initiatives to 1 goal each.',
      ],
      [
        'Review the AI strategy every quarter against the measured results.',
        'The leadership team has minuted 4 quarterly reviews, each approved with 1 change or more.',
      ],
      [
        'Use the results of each review to re-rank the portfolio of AI uses.',
        'The re-ranked portfolio is approved twice a year, with at least 2 uses stopped or added.',
      ],
    ].map(([action, doneWhen]) => ({
      action: action!,
      owner: 'Chief Executive',
      effort: 'small' as const,
      doneWhen: doneWhen!,
    }));

    test('a question without advice shows four blank steps and, left blank, sends none', () => {
      const values = toFormValues(makeQuestion());
      expect(values.advice).toHaveLength(4);
      expect(isAdviceBlank(values)).toBe(true);
      expect(toQuestion(values)).not.toHaveProperty('advice');
    });

    test('written advice is sent trimmed and read back as it was', () => {
      const question = makeQuestion({ advice });
      expect(validateQuestionForm(toFormValues(question))).toEqual({ ok: true, question });
      const padded = toFormValues(question);
      padded.advice[0] = { ...padded.advice[0]!, owner: '  Chief Executive ' };
      expect(toQuestion(padded).advice?.[0]?.owner).toBe('Chief Executive');
    });

    test('refuses advice that breaks the advice rules, naming each field', () => {
      const values = toFormValues(makeQuestion({ advice }));
      values.advice[1] = {
        ...values.advice[1]!,
        doneWhen: 'Level 3 practice for strategy-01, approved by the CEO in 2 reviews.',
      };
      values.advice[2] = {
        ...values.advice[2]!,
        doneWhen: 'Nobody has reviewed the strategy, as 2 board members approved.',
      };
      const result = validateQuestionForm(values);
      expect(result.ok).toBe(false);
      const errors = result.ok ? {} : result.errors;
      expect(errors['advice.1.doneWhen']).toMatch(/^Done when quotes a level description/);
      expect(errors['advice.2.doneWhen']).toMatch(/^Done when is phrased as an absence/);
    });

    test('a step left half written is refused by the contract on its field', () => {
      const values = toFormValues(makeQuestion());
      values.advice[0] = { ...values.advice[0]!, action: 'Write down the two AI uses the board wants.' };
      const result = validateQuestionForm(values);
      const errors = result.ok ? {} : result.errors;
      expect(errors['advice.0.doneWhen']).toMatch(/Done when must say how to tell the step is done/);
      expect(errors['advice.1.action']).toMatch(/Action must say what to do/);
    });
  });
});
