import { describe, expect, test } from 'vitest';
import { describeChange, formatChange, formatMoney, formatScore, ordinal } from './format.ts';

describe('results formatting', () => {
  test('scores keep one decimal at most, without a trailing ".0"', () => {
    expect(formatScore(55)).toBe('55');
    expect(formatScore(62.5)).toBe('62.5');
    expect(formatScore(0)).toBe('0');
  });

  test('money in short form, with a decimal only when it says something', () => {
    expect(formatMoney(850_000)).toBe('$850K');
    expect(formatMoney(1_200_000)).toBe('$1.2M');
    expect(formatMoney(2_000_000)).toBe('$2M');
    expect(formatMoney(12_500)).toBe('$12.5K');
    expect(formatMoney(999)).toBe('$999');
    expect(formatMoney(0)).toBe('$0');
  });

  test('changes carry their sign, in figures and in words', () => {
    expect(formatChange(4.5)).toBe('+4.5');
    expect(formatChange(-2)).toBe('−2');
    expect(formatChange(0)).toBe('±0');
    expect(describeChange(-2)).toBe('down 2 points');
    expect(describeChange(0)).toBe('no change');
  });

  test('ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 62, 100].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '62nd',
      '100th',
    ]);
  });
});
