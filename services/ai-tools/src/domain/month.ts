/** The calendar month (UTC) of a moment: `2026-11`. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The start of the next calendar month (UTC): when the monthly prompts reset. */
export function nextMonthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}
