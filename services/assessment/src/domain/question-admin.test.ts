import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../question-bank/questions.ts';
import { checkQuestionBank } from '../question-bank/check-question-bank.ts';
import { applyQuestionChanges, isSameQuestion } from './question-admin.ts';

const cx02 = QUESTION_BANK.find((question) => question.id === 'cx-02')!;

describe('"not applicable" through question edits and imports', () => {
  it('keeps the flag when a change does not mention it (an older export, a form without it)', () => {
    const { allowsNotApplicable: _dropped, ...withoutFlag } = cx02;
    const next = applyQuestionChanges(QUESTION_BANK, [{ ...withoutFlag, text: `${cx02.text} (edited)` }]);
    expect(next.find((question) => question.id === 'cx-02')).toMatchObject({
      allowsNotApplicable: true,
      text: `${cx02.text} (edited)`,
    });
  });

  it('takes the flag when a change sets it, and an absent flag equals false when comparing', () => {
    const next = applyQuestionChanges(QUESTION_BANK, [{ ...cx02, allowsNotApplicable: false }]);
    expect(next.find((question) => question.id === 'cx-02')!.allowsNotApplicable).toBe(false);
    const plain = QUESTION_BANK.find((question) => question.id === 'cx-04')!;
    const { allowsNotApplicable: _absent, ...unflagged } = plain;
    expect(isSameQuestion(plain, unflagged)).toBe(true);
    expect(isSameQuestion(cx02, { ...cx02, allowsNotApplicable: false })).toBe(false);
  });

  it('the bank check refuses "not applicable" on a quick question and on more than 2 of a dimension', () => {
    expect(checkQuestionBank(QUESTION_BANK)).toEqual([]);
    const quick = QUESTION_BANK.map((q) => (q.id === 'cx-01' ? { ...q, allowsNotApplicable: true } : q));
    expect(checkQuestionBank(quick)).toContain(
      'cx-01: a quick-assessment question cannot allow "not applicable"',
    );
    const three = QUESTION_BANK.map((q) => (q.id === 'cx-04' ? { ...q, allowsNotApplicable: true } : q));
    expect(checkQuestionBank(three)).toContain(
      'Customer Experience: 3 questions allow "not applicable", at most 2 may',
    );
  });
});
