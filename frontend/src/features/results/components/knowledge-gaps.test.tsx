import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { KnowledgeGaps } from './knowledge-gaps.tsx';

describe('KnowledgeGaps', () => {
  test('lists the "Don\'t know" questions as knowledge gaps and the "Not applicable" ones as left out', () => {
    render(
      <KnowledgeGaps
        knowledgeGaps={[
          { questionId: 'strategy-02', dimension: 'ai-strategy', text: 'How are AI use cases identified?' },
          { questionId: 'data-01', dimension: 'data-management', text: 'How is data quality managed?' },
        ]}
        notApplicable={[
          { questionId: 'cx-02', dimension: 'customer-experience', text: 'Do you personalise?' },
        ]}
      />,
    );
    expect(
      screen.getByText(/You answered “Don't know” to 2 questions\. Each counts as the lowest level/),
    ).toBeTruthy();
    const gaps = screen.getByRole('list', { name: "Questions answered Don't know" });
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AI StrategyHow are AI use cases identified?', 'Data ManagementHow is data quality managed?']);
    expect(screen.getByText('Not applicable to your organisation (1): left out of the scores')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Questions answered Not applicable' })).getByText(
        'Do you personalise?',
      ),
    ).toBeTruthy();
  });

  test('shows nothing when every question was answered on the scale', () => {
    const { container } = render(<KnowledgeGaps knowledgeGaps={[]} notApplicable={[]} />);
    expect(container.textContent).toBe('');
  });
});
