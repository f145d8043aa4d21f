/**
 * How the product writes scores and dates, the same on every screen and in the PDF reports. Browser-safe, and
 * independent of the reader's locale and time zone, so a report and the screen it came from say the same thing.
 *
 * Scores are points on a 0-100 scale, not percentages: "43.1" where the scale is already named (a bar, a table
 * column headed Score), "43.1/100" where the number stands alone.
 */

/** One decimal, without a trailing ".0": 43.1, 60, 0. */
export function formatScore(score: number): string {
  const rounded = Math.round(score * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** A score standing alone: "43.1/100". */
export function formatScoreOutOf100(score: number): string {
  return `${formatScore(score)}/100`;
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date, day first and unambiguous everywhere: "23 Nov 2026" (UTC, as the server records it). */
export function formatDate(value: string | Date): string {
  return DATE.format(typeof value === 'string' ? new Date(value) : value);
}
