import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { TGivenAnswerValue } from '@readiness/contracts/assessment';
import { question } from '../test-fixtures.ts';
import { QuestionCard } from './question-card.tsx';

function renderCard(allowsNotApplicable: boolean, value?: TGivenAnswerValue) {
  const onAnswer = vi.fn();
  render(
    <QuestionCard
      question={question('data-05', 'How do you prepare training data?', allowsNotApplicable)}
      number={1}
      count={5}
      value={value}
      onAnswer={onAnswer}
    />,
  );
  return onAnswer;
}

describe('QuestionCard', () => {
  test('offers the five levels and "Don\'t know" in one radio group; "Not applicable" only where allowed', () => {
    renderCard(false);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-labelledby') && radio.textContent)).toHaveLength(6);
    expect(screen.getByRole('radio', { name: "Don't know" })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Not applicable' })).toBeNull();
    expect(screen.getByText(/listed in your results as a knowledge gap/)).toBeTruthy();
  });

  test('answers "dont-know" and "not-applicable" as such, and a level as its number', async () => {
    const user = userEvent.setup();
    const onAnswer = renderCard(true);
    await user.click(screen.getByRole('radio', { name: "Don't know" }));
    expect(onAnswer).toHaveBeenLastCalledWith('dont-know');
    await user.click(screen.getByRole('radio', { name: 'Not applicable' }));
    expect(onAnswer).toHaveBeenLastCalledWith('not-applicable');
    await user.click(screen.getByRole('radio', { name: 'Level 4: Managed' }));
    expect(onAnswer).toHaveBeenLastCalledWith(4);
  });

  test('shows a saved choice as checked, and arrow keys reach the choices from the levels', async () => {
    const user = userEvent.setup();
    renderCard(true, 'not-applicable');
    expect(screen.getByRole('radio', { name: 'Not applicable' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Answered')).toBeTruthy();
    screen.getByRole('radio', { name: 'Level 5: Optimised' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: "Don't know" }));
  });
});
