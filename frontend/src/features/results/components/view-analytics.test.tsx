import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { FREE_RESULTS } from '../test-fixtures.ts';
import { ResultsReport } from './results-report.tsx';

describe('the results page’s actions', () => {
  test('View Analytics, next to the report downloads, leads to the score trend in /reports', () => {
    renderWithProviders(<ResultsReport results={FREE_RESULTS} />);
    const analytics = screen.getByRole('link', { name: 'View Analytics' });
    expect(analytics.getAttribute('href')).toBe('/reports#trend');
    const download = screen.getByRole('button', { name: 'Download summary (PDF)' });
    // Side by side: the same group of actions.
    expect(analytics.closest('div')).toBe(download.closest('span')!.parentElement);
  });
});
