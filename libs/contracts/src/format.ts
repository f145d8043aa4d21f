/**
 * How the product writes scores and dates, the same on every screen and in the PDF reports. Browser-safe, and
 * independent of the reader's locale and time zone, so a report and the screen it came from say the same thing.
 *
 * Scores are points on a 0-100 scale, not percentages: "43.1" where the scale is already named (a bar, a table
 * column headed Score), "43.1/100" where the number stands alone.
 */

/**
 * THE rounding of a score, for every screen, the chat, the planner and the PDFs: one decimal, half away from
 * zero (46.75 → 46.8, -0.05 → -0.1), so a score and a change read the same wherever they are shown.
 */
export function roundScore(score: number): number {
  const rounded = (Math.sign(score) * Math.round(Math.abs(score) * 10)) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** One decimal, without a trailing ".0": 43.1, 60, 0 (rounded by roundScore). */
export function formatScore(score: number): string {
  const rounded = roundScore(score);
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

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const clock = (seconds: boolean): Intl.DateTimeFormatOptions => ({
  hour: '2-digit',
  minute: '2-digit',
  ...(seconds ? { second: '2-digit' } : {}),
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  ...clock(false),
});
const DATE_TIME_SECONDS = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  ...clock(true),
});
const TIME = new Intl.DateTimeFormat('en-GB', clock(false));
const TIME_SECONDS = new Intl.DateTimeFormat('en-GB', clock(true));

/** A moment, on the 24-hour clock in UTC and saying so: "23 Nov 2026, 06:01 UTC" (to the second if asked). */
export function formatDateTime(value: string | number | Date, { seconds = false } = {}): string {
  return `${(seconds ? DATE_TIME_SECONDS : DATE_TIME).format(toDate(value))} UTC`;
}

/**
 * A time of day on the 24-hour clock in UTC: "06:01" (or "06:01:05"). Bare, for columns and axes whose heading
 * says UTC; `{ zone: true }` appends it where the time stands alone in a sentence.
 */
export function formatTime(value: string | number | Date, { seconds = false, zone = false } = {}): string {
  const text = (seconds ? TIME_SECONDS : TIME).format(toDate(value));
  return zone ? `${text} UTC` : text;
}

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const CURRENCY_SYMBOLS: Record<string, string> = { usd: '$', eur: '€', gbp: '£' };

/**
 * An amount of money from its cents, the one way every screen, email and PDF writes it: "$49.00", "$1,234.50",
 * and a negative amount (a discount line, a credit note) with the minus sign before the currency: "−$24.50"
 * (U+2212), never "$-24.50". A currency without a symbol here is written after the amount: "49.00 CHF".
 */
export function formatMoney(cents: number, currency = 'usd'): string {
  const sign = cents < 0 ? '−' : '';
  const amount = MONEY.format(Math.abs(cents) / 100);
  const symbol = CURRENCY_SYMBOLS[currency.toLowerCase()];
  return symbol ? `${sign}${symbol}${amount}` : `${sign}${amount} ${currency.toUpperCase()}`;
}
