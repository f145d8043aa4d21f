import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { PremiumProductCard } from '../../billing/components/premium-product-card.tsx';
import { PricingSection } from './pricing-section.tsx';

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());

describe('the landing page pricing', () => {
  test('Free beside Premium: $49 one time, lifetime, the 30-day money-back guarantee', () => {
    render(
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Pricing' });
    expect(within(section).getByRole('heading', { name: 'Free' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Premium' })).toBeTruthy();
    expect(within(section).getByText('$49.00')).toBeTruthy();
    expect(within(section).getByText('one time')).toBeTruthy();
    expect(within(section).getByText('Lifetime access')).toBeTruthy();
    expect(within(section).getByText(/30-day money-back guarantee/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See Premium at checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  test('lists exactly what /checkout’s product card lists, priority support and the planning assistant included', () => {
    render(
      <MemoryRouter>
        <PricingSection />
        <PremiumProductCard productName="AI Readiness Premium" />
      </MemoryRouter>,
    );
    const [landing, checkout] = screen.getAllByRole('list', { name: 'Included in Premium' });
    expect(itemsOf(landing!)).toEqual(itemsOf(checkout!));
    for (const feature of [
      'Priority support',
      'Advanced prompt optimisation',
      'Strategic planning assistant',
    ])
      expect(itemsOf(landing!)).toContain(feature);
  });
});
