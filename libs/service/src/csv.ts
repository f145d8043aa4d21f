import type { Writable } from 'node:stream';

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

/** Resolves when the client has taken what was written, or has gone away. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Writes a CSV (a header, then the rows a batch at a time) to `out`, waiting for the client to take each batch, so a
 * large export never sits in memory; stops when the client goes away. Answers the number of rows written.
 */
export async function writeCsv<T>(
  out: Writable,
  columns: readonly string[],
  batches: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
  rowOf: (item: T) => readonly string[],
): Promise<number> {
  let count = 0;
  if (!out.write(csvLine(columns))) await drained(out);
  for await (const batch of batches) {
    if (out.destroyed) break;
    const chunk = batch.map((item) => csvLine(rowOf(item))).join('');
    count += batch.length;
    if (!out.write(chunk)) await drained(out);
  }
  out.end();
  return count;
}

/** The headers of a CSV download named `fileName`. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  };
}
