import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { TGivenAnswerValue } from '@readiness/contracts/assessment';
import type { SaveStatus } from '../use-answer-saver.ts';
import { quickAssessment } from '../test-fixtures.ts';
import { ReviewStep } from './review-step.tsx';

const { sections } = quickAssessment({ dimensionCount: 4 });
const ids = sections.map((section) => section.questions[0]!.id);
const all = Object.fromEntries(ids.map((id, index) => [id, index + 1]));

function renderReview({
  answers = all,
  saveStatus = 'saved',
  isSubmitting = false,
  submitError = null,
}: {
  answers?: Record<string, TGivenAnswerValue>;
  saveStatus?: SaveStatus;
  isSubmitting?: boolean;
  submitError?: string | null;
} = {}) {
  const onGoTo = vi.fn();
  const onSubmit = vi.fn();
  render(
    <ReviewStep
      sections={sections}
      answers={answers}
      saveStatus={saveStatus}
      isSubmitting={isSubmitting}
      submitError={submitError}
      onGoTo={onGoTo}
      onSubmit={onSubmit}
    />,
  );
  return { onGoTo, onSubmit, submit: screen.getByRole('button', { name: /Submit Assessment|Submitting/ }) };
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('the review step', () => {
  test('with questions unanswered: lists each by dimension, and Submit is disabled and says why', async () => {
    const user = userEvent.setup();
    const { onGoTo, onSubmit, submit } = renderReview({ answers: { [ids[0]!]: 3, [ids[2]!]: 4 } });

    expect(screen.getByText('2 of 4 questions answered.')).toBeTruthy();
    const missing = screen.getByRole('region', { name: 'Unanswered questions (2)' });
    const groups = within(missing)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === missing.querySelector('ul'));
    expect(groups.map((group) => within(group).getByText(/^[A-Z]/, { selector: 'p' }).textContent)).toEqual([
      sections[1]!.label,
      sections[3]!.label,
    ]);
    const links = within(missing).getAllByRole('button');
    expect(links.map((link) => link.textContent)).toEqual([
      sections[1]!.questions[0]!.text,
      sections[3]!.questions[0]!.text,
    ]);
    expect(screen.queryByText('All questions answered')).toBeNull();

    expect(isDisabled(submit)).toBe(true);
    const hint = document.getElementById(submit.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Answer the 2 remaining questions to submit.');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();

    // A missing question's link leads back to it.
    await user.click(links[1]!);
    expect(onGoTo).toHaveBeenCalledWith(3, sections[3]!.questions[0]!.id);
  });

  test('one question left: the hint says so in the singular', () => {
    const { submit } = renderReview({ answers: { [ids[0]!]: 1, [ids[1]!]: 1, [ids[2]!]: 1 } });
    expect(isDisabled(submit)).toBe(true);
    expect(screen.getByText('Answer the remaining question to submit.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Unanswered questions (1)' })).toBeTruthy();
  });

  test('shows the answer chosen for each question, by dimension, with a way back to change it', async () => {
    const user = userEvent.setup();
    const { onGoTo } = renderReview({
      answers: { [ids[0]!]: 'dont-know', [ids[1]!]: 2, [ids[3]!]: 'not-applicable' },
    });
    const yours = screen.getByRole('region', { name: 'Your answers' });
    const rows = within(yours).getAllByTestId('review-answer');
    const questionText = (index: number) => sections[index]!.questions[0]!.text;
    expect(rows.map((row) => row.textContent?.replace('Change', '').trim())).toEqual([
      `${questionText(0)}Don't know`,
      `${questionText(1)}Level 2: Developing`,
      `${questionText(2)}Not answered yet`,
      `${questionText(3)}Not applicable`,
    ]);
    // Grouped under each dimension's name.
    expect(within(yours).getByRole('region', { name: sections[2]!.label })).toBeTruthy();
    await user.click(within(yours).getByRole('button', { name: `Change the answer to: ${questionText(1)}` }));
    expect(onGoTo).toHaveBeenCalledWith(1, sections[1]!.questions[0]!.id);
    expect(
      screen.getByText(
        /3 of 4 questions answered, 1 of them “Don't know” \(listed as knowledge gaps in your results\), 1 “Not applicable” \(left out of the scores\)\./,
      ),
    ).toBeTruthy();
  });

  test.each([
    ['pending', 'Saving your last answers…'],
    ['saving', 'Saving your last answers…'],
    ['error', 'Some answers are not saved yet: retry saving, then submit.'],
  ] as const)('all answered but the save is %s: Submit stays disabled', (saveStatus, hint) => {
    const { submit } = renderReview({ saveStatus });
    expect(screen.getByText('All questions answered')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Unanswered questions/ })).toBeNull();
    expect(isDisabled(submit)).toBe(true);
    expect(screen.getByText(hint)).toBeTruthy();
  });

  test('everything answered and saved: Submit is enabled and submits', async () => {
    const user = userEvent.setup();
    const { submit, onSubmit } = renderReview();
    expect(screen.getByText('4 of 4 questions answered.')).toBeTruthy();
    expect(isDisabled(submit)).toBe(false);
    expect(
      screen.getByText('Every question is answered. Once submitted, the answers can no longer change.'),
    ).toBeTruthy();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('while submitting the button says so and cannot be pressed twice', () => {
    const { submit } = renderReview({ isSubmitting: true });
    expect(submit.textContent).toBe('Submitting…');
    expect(isDisabled(submit)).toBe(true);
  });

  test("a refused submit shows the server's reason as an alert", () => {
    renderReview({ submitError: '3 of 15 questions are not answered yet' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The assessment was not submitted');
    expect(alert.textContent).toContain('3 of 15 questions are not answered yet');
  });
});
