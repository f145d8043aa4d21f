import { describe, expect, it } from 'vitest';
import { adviceProblems, describeAdviceProblems } from './advice-rules.ts';

const levels = [
  'One-off project budgets are found case by case, with no continuity.',
  'Budgets are set per project for the year.',
  'A ring-fenced AI budget is reviewed every quarter.',
  'Budget follows measured value across the portfolio.',
  'Funding shifts automatically to what delivers.',
].map((description, index) => ({ value: index + 1, description }));

const good = [
  [
    'Ask finance to set aside a pilot budget for the two most promising uses.',
    'A pilot budget of at least 2% of IT spend is approved by the Chief Financial Officer.',
  ],
  [
    'Fund each AI project for a full year with a named owner and a review.',
    'Annual budgets for 100% of AI projects are signed off, each with 1 named owner.',
  ],
  [
    'Ring-fence the AI budget and review its spend with the sponsor every quarter.',
    'The ring-fenced budget is approved, and 4 quarterly reviews are minuted by the sponsor.',
  ],
  [
    'Move budget between AI initiatives according to the value each has measured.',
    'At least 2 reallocations a year are approved by the CFO, each backed by measured value.',
  ],
].map(([action, doneWhen]) => ({
  action: action!,
  owner: 'Chief Financial Officer',
  effort: 'small',
  doneWhen: doneWhen!,
}));

const problemsOf = (advice: typeof good) => adviceProblems({ advice, responseOptions: levels });
const withStep = (index: number, change: Partial<(typeof good)[number]>) =>
  good.map((step, at) => (at === index ? { ...step, ...change } : step));

describe('the advice rules an admin’s advice must pass', () => {
  it('accept four distinct, checkable steps, and no advice at all', () => {
    expect(problemsOf(good)).toEqual([]);
    expect(adviceProblems({ responseOptions: levels })).toEqual([]);
  });

  it('name the field of a finish criterion that equals or quotes a level description', () => {
    expect(problemsOf(withStep(0, { doneWhen: levels[0]!.description }))).toContainEqual({
      field: 'advice.0.doneWhen',
      step: 0,
      part: 'doneWhen',
      problem: 'equals a level description',
    });
    const quoting = problemsOf(
      withStep(2, {
        doneWhen: 'Approved by the CFO: a ring-fenced AI budget is reviewed every quarter, 4 times.',
      }),
    ).find((problem) => problem.field === 'advice.2.doneWhen');
    expect(quoting?.problem).toMatch(/^quotes a level description/);
  });

  it('refuse an absence, an empty or short criterion, no sign-off, no number', () => {
    const messages = (advice: typeof good) => describeAdviceProblems(problemsOf(advice));
    expect(
      messages(
        withStep(1, { doneWhen: 'Legal has not assessed the 3 rules that the board approved last year.' }),
      ),
    ).toContainEqual(
      expect.stringMatching(/^advice\.1\.doneWhen \(step 2, to Defined\) is phrased as an absence \("not"\)/),
    );
    expect(messages(withStep(1, { doneWhen: '   ' }))).toEqual([
      'advice.1.doneWhen (step 2, to Defined) is empty',
    ]);
    expect(messages(withStep(3, { doneWhen: 'Signed off: 2 reviews.' }))).toContainEqual(
      expect.stringMatching(/too short/),
    );
    expect(
      messages(
        withStep(3, {
          doneWhen: 'A budget is set aside for the pilots and everyone is happy with how it works out.',
        }),
      ),
    ).toEqual([
      'advice.3.doneWhen (step 4, to Optimised) names no sign-off (say who approved or signed it off) and names no number that moved (say what was counted or measured)',
    ]);
  });

  it('refuse an action that is a level description, an empty owner, and a repeated step', () => {
    const fields = (advice: typeof good) => problemsOf(advice).map((problem) => problem.field);
    expect(fields(withStep(2, { action: levels[3]!.description }))).toContain('advice.2.action');
    expect(fields(withStep(1, { owner: ' ' }))).toEqual(['advice.1.owner']);
    expect(fields(withStep(3, { doneWhen: good[0]!.doneWhen }))).toEqual(['advice.3.doneWhen']);
    expect(fields(withStep(3, { action: good[1]!.action }))).toEqual(['advice.3.action']);
  });
});
