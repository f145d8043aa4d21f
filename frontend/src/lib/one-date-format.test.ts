import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** Every .ts/.tsx file of the web app but the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A date or time written by the screen itself rather than by @readiness/contracts/format.
const OWN_DATE_FORMAT =
  /toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat|new Date\([^)]*\)\.toLocaleString/;

describe('one format for dates and times (web and PDF alike)', () => {
  test('no screen formats a date or a time itself: they all use @readiness/contracts/format', () => {
    const offenders = sources(SRC)
      .filter((path) => OWN_DATE_FORMAT.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });
});
