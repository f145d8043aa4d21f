import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { OptionSelect } from './native-select.tsx';

const SIZES = ['small', 'large'] as const;
const LABELS = { small: 'Small (1-50)', large: 'Large (51+)' };

test('OptionSelect lists the options by their labels, the empty one first, and hands back the value chosen', () => {
  const chosen = vi.fn();
  render(
    <OptionSelect
      aria-label="Size"
      value=""
      options={SIZES}
      labelOf={(size) => LABELS[size]}
      empty="Any size"
      onValueChange={chosen}
    />,
  );
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Size' });
  expect([...select.options].map((option) => [option.value, option.text])).toEqual([
    ['', 'Any size'],
    ['small', 'Small (1-50)'],
    ['large', 'Large (51+)'],
  ]);
  fireEvent.change(select, { target: { value: 'large' } });
  fireEvent.change(select, { target: { value: '' } });
  expect(chosen.mock.calls).toEqual([['large'], ['']]);
});

test('without `empty` there is no empty option', () => {
  render(
    <OptionSelect aria-label="Size" defaultValue="small" options={SIZES} labelOf={(size) => LABELS[size]} />,
  );
  expect(
    [...screen.getByRole<HTMLSelectElement>('combobox', { name: 'Size' }).options].map(
      (option) => option.value,
    ),
  ).toEqual(['small', 'large']);
});
