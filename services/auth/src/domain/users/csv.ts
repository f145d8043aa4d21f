/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet (OWASP "CSV injection"): text starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is prefixed with a single quote so it is shown, never run as a formula. A number
 * (`-12.5`, `+44`) is left as it is: a negative amount stays a number, and cannot call anything.
 */
export function csvCell(value: string): string {
  const isNumber = /^[+-]?\d+(\.\d+)?$/.test(value);
  const safe = !isNumber && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** yyyy-MM-dd (UTC), the spec's date format in the export. */
export function csvDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
