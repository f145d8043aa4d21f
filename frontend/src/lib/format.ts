// Scores, changes, money and dates are written the same way on every screen and in the PDF (libs/contracts/src/format.ts).
import { formatScore } from '@readiness/contracts/format';

export { formatDate, formatScore, formatScoreOutOf100 } from '@readiness/contracts/format';

/** A change in points with its sign: "+4.5", "−2", "±0". */
export function formatChange(change: number): string {
  if (change === 0) return '±0';
  const text = formatScore(Math.abs(change));
  return change > 0 ? `+${text}` : `−${text}`;
}

/** Words for a change, for screen readers and titles. */
export function describeChange(change: number): string {
  if (change === 0) return 'no change';
  return `${change > 0 ? 'up' : 'down'} ${formatScore(Math.abs(change))} points`;
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  // Without a minimum, a currency keeps a decimal it does not need: "$850.0K", "$2.0M".
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** USD amounts in short form: $850K, $2.4M. */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/**
 * Where a score stands among the organisations compared, in words ("below all 9 organisations compared"),
 * from the server; an older answer without it gets a share instead of a "0th percentile".
 */
export function describeStanding(benchmark: { standing?: string | undefined; percentile: number }): string {
  return benchmark.standing ?? `above about ${Math.round(benchmark.percentile)}% of those compared`;
}

/** The first letter in capitals, for a phrase that starts a sentence. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(value: number): string {
  const rounded = Math.round(value);
  const teen = rounded % 100;
  const suffix =
    teen >= 11 && teen <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rounded % 10] ?? 'th');
  return `${rounded}${suffix}`;
}
