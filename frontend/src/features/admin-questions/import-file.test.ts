import { describe, expect, test } from 'vitest';
import {
  IMPORT_FORMAT_ERROR,
  MAX_IMPORT_FILE_BYTES,
  parseImportFile,
  readImportFile,
} from './import-file.ts';
import { makeQuestion } from './test-fixtures.ts';

describe('import file parsing (spec section 5)', () => {
  test('takes the questions field of an export or the template', () => {
    const questions = [makeQuestion(), makeQuestion({ id: 'strategy-02' })];
    const file = {
      bankVersion: 3,
      exportedAt: '2026-11-21T00:00:00Z',
      questions,
      options: { mode: 'update-existing' },
    };
    expect(parseImportFile(JSON.stringify(file))).toEqual({ ok: true, questions });
  });

  test('takes the whole content when it is a list', () => {
    const questions = [makeQuestion({ id: 'data-01' })];
    expect(parseImportFile(JSON.stringify(questions))).toEqual({ ok: true, questions });
  });

  test('passes the items on as they are: the server judges each question', () => {
    const parsed = parseImportFile(JSON.stringify([{ id: 'x' }, 42]));
    expect(parsed).toEqual({ ok: true, questions: [{ id: 'x' }, 42] });
  });

  test.each([
    ['not JSON', '{"questions": [', 'The file is not valid JSON.'],
    ['empty', '', 'The file is not valid JSON.'],
    [
      'an object without questions',
      '{"items": []}',
      'Expected a list of questions, or an object with a "questions" list.',
    ],
    [
      'questions that are not a list',
      '{"questions": {"id": "a"}}',
      'Expected a list of questions, or an object with a "questions" list.',
    ],
    ['a bare value', '"questions"', 'Expected a list of questions, or an object with a "questions" list.'],
    ['null', 'null', 'Expected a list of questions, or an object with a "questions" list.'],
    ['an empty list', '[]', 'Questions must not be empty.'],
  ])('refuses %s with the format error', (_name, text, detail) => {
    expect(parseImportFile(text)).toEqual({ ok: false, error: IMPORT_FORMAT_ERROR, detail });
  });

  test('refuses more questions than one import takes', () => {
    const parsed = parseImportFile(JSON.stringify(Array.from({ length: 501 }, () => ({}))));
    expect(parsed).toMatchObject({ ok: false, detail: 'At most 500 questions per import.' });
  });

  test('reads a picked file, and refuses one over 1 MB before reading it', async () => {
    const questions = [makeQuestion()];
    const file = new File([JSON.stringify({ questions })], 'bank.json', { type: 'application/json' });
    expect(await readImportFile(file)).toEqual({ ok: true, questions });

    const big = new File(['x'.repeat(MAX_IMPORT_FILE_BYTES + 1)], 'big.json');
    const refused = await readImportFile(big);
    expect(refused).toMatchObject({ ok: false, error: IMPORT_FORMAT_ERROR });
    expect(refused.ok ? '' : refused.detail).toContain('1 MB');
  });
});
