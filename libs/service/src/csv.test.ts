import { describe, expect, it } from 'vitest';
import { csvCell, csvDate, csvLine } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+cmd|calc', "'+cmd|calc"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tfoo', "'\tfoo"],
    ['\rfoo', `"'\rfoo"`],
  ])('neutralises a formula: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each(['-12', '+44', '3.5', '-0.25', '2026'])('leaves the number %s as it is', (input) => {
    expect(csvCell(input)).toBe(input);
  });

  it('quotes commas, quotes and line breaks, and keeps plain text plain', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Grace')).toBe('Grace');
    expect(csvCell('')).toBe('');
  });

  it('writes a line with CRLF and dates as yyyy-MM-dd', () => {
    expect(csvLine(['a', '=b'])).toBe("a,'=b\r\n");
    expect(csvDate(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
  });
});
