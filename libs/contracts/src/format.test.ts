import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatScore,
  formatScoreOutOf100,
  formatTime,
  roundScore,
} from './format.ts';

describe('formatScore', () => {
  it.each([
    [43.1, '43.1'],
    [60, '60'],
    [60.0000001, '60'],
    [0, '0'],
    [100, '100'],
    [43.15, '43.2'],
    [99.96, '100'],
    [46.75, '46.8'],
    [46.8, '46.8'],
    [-2.25, '-2.3'],
    [-0.04, '0'],
  ])('%d → %s', (score, text) => {
    expect(formatScore(score)).toBe(text);
  });

  it('rounds one way, half away from zero, for scores and changes alike (46.8 everywhere)', () => {
    expect(roundScore(46.75)).toBe(46.8);
    expect(roundScore(-46.75)).toBe(-46.8);
    expect(roundScore(-0.04)).toBe(0);
    expect(Object.is(roundScore(-0.04), -0)).toBe(false);
  });

  it('says the scale where the score stands alone', () => {
    expect(formatScoreOutOf100(43.1)).toBe('43.1/100');
    expect(formatScoreOutOf100(70)).toBe('70/100');
  });
});

describe('formatDate', () => {
  it('writes day, short month and year, in UTC whatever the local zone', () => {
    expect(formatDate('2026-11-23T05:45:00.000Z')).toBe('23 Nov 2026');
    expect(formatDate('2026-01-01T23:59:59.000Z')).toBe('1 Jan 2026');
    expect(formatDate(new Date('2025-06-30T00:00:00Z'))).toBe('30 Jun 2025');
  });
});

describe('formatDateTime and formatTime', () => {
  it('write the moment on the 24-hour clock in UTC, whatever the local zone', () => {
    expect(formatDateTime('2026-11-23T18:05:09.000Z')).toBe('23 Nov 2026, 18:05 UTC');
    expect(formatDateTime('2026-11-23T00:00:59.000Z', { seconds: true })).toBe('23 Nov 2026, 00:00:59 UTC');
    expect(formatTime('2026-11-23T18:05:09.000Z')).toBe('18:05');
    expect(formatTime(new Date('2026-11-23T07:05:09Z'), { seconds: true })).toBe('07:05:09');
    expect(formatTime('2026-11-23T18:05:09.000Z', { zone: true })).toBe('18:05 UTC');
  });
});

describe('formatMoney', () => {
  it.each([
    [4900, 'usd', '$49.00'],
    [2450, 'USD', '$24.50'],
    [-2450, 'usd', '−$24.50'],
    [0, 'usd', '$0.00'],
    [123450, 'usd', '$1,234.50'],
    [-5, 'eur', '−€0.05'],
    [4900, 'chf', '49.00 CHF'],
    [-4900, 'chf', '−49.00 CHF'],
  ])('%d %s → %s', (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });

  it('never writes the sign after the currency symbol', () => {
    for (const cents of [-1, -2450, -4900, -123456]) expect(formatMoney(cents)).not.toMatch(/\$-|\$−/);
  });
});
