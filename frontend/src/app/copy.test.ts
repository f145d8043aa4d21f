import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { DIMENSIONS } from '../lib/product.ts';

/*
 * Proof-reading the web app's copy (issue 28): every text the screens and their routes can show, and what the
 * services write for screens and PDFs, read from the source (string literals, template texts, JSX text), for the
 * mistakes that slip through one screen at a time.
 * Dimension names keep their capitals; "AI" is never "ai"; a label is not repeated as "X: X" or "X · X"; a
 * dimension name is never lower-cased into a sentence (`${dimension.toLowerCase()}`).
 */

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    const isSource =
      /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-fixtures\.ts$|test-app\.tsx$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

type Text = { file: string; line: number; text: string };
type Substitution = { file: string; line: number; template: string; expression: string };

/** The texts of a file, and the expressions put into its template texts. */
function readCopy(file: string): { texts: Text[]; substitutions: Substitution[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: Text[] = [];
  const substitutions: Substitution[] = [];
  const where = (node: ts.Node) => ({
    file: relative(SRC, file),
    line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
  });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text) texts.push({ ...where(node), text });
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push({ ...where(node), text: node.text });
    } else if (ts.isTemplateExpression(node)) {
      texts.push({ ...where(node), text: node.getText().slice(1, -1) });
      for (const span of node.templateSpans)
        substitutions.push({
          ...where(span),
          template: node.getText(),
          expression: span.expression.getText(),
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { texts, substitutions };
}

/**
 * The services write copy that screens and PDFs show: the report and its PDF, the offline tools' answers (the
 * optimizer's improvements, the strategy plan; not the code templates, which are code), a coupon's description,
 * the emails. Not the question bank, the guides or the chat's knowledge, where "risk management" is mostly the
 * practice, not the dimension.
 */
const SERVICES = join(SRC, '..', '..', 'services');
const SERVICE_COPY = [
  'assessment/src/pdf',
  'assessment/src/domain',
  'ai-tools/src/providers/offline',
  'billing/src/domain',
  'notifications/src',
];
const serviceSources = SERVICE_COPY.flatMap((dir) => sourceFiles(join(SERVICES, dir))).filter(
  (file) => !file.includes('/templates/') && !file.includes('/generated/'),
);

const copy = [...sourceFiles(SRC), ...serviceSources].map(readCopy);
const texts = copy.flatMap((file) => file.texts);
const substitutions = copy.flatMap((file) => file.substitutions);
/** Words people read: a text with two or more words in it, not a class list (tokens like `px-3` or `sm:flex`). */
const isClassList = (text: string) => {
  const tokens = text.trim().split(/\s+/);
  return tokens.filter((token) => /[-:[\]/]/.test(token) && !/[A-Z]/.test(token)).length >= tokens.length / 2;
};
const sentences = texts.filter(({ text }) => /[A-Za-z]+ [A-Za-z]+/.test(text) && !isClassList(text));
const at = ({ file, line }: { file: string; line: number }) => `${file}:${line}`;

/**
 * A label written twice around a colon or a middle dot: "Role: Role", "Role · Role: added …", or its last word
 * said again just after the colon ("50% staff discount: 50% discount applied").
 */
export function repeatsLabel(text: string): boolean {
  return (
    /(^|[^\w])([A-Za-z][A-Za-z ]{1,30}?)\s*[:·]\s+\2\b/i.test(text) ||
    /\b([A-Za-z]{4,}):\s+(?:\S+\s+){0,2}\1\b/i.test(text)
  );
}

/** A dimension name in other capitals than its own ("your ai strategy practice", "data management"). */
export function miscapitalisedDimension(text: string): string | undefined {
  for (const name of DIMENSIONS.filter((dimension) => dimension.includes(' '))) {
    const pattern = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
    // "an AI strategy" is a strategy, not the dimension: only a name with no capital left is wrong.
    for (const [found] of text.matchAll(pattern)) if (found === found.toLowerCase()) return found;
  }
  return undefined;
}

describe('the rules themselves', () => {
  test('catch the mistakes they name, and pass the right copy', () => {
    expect(repeatsLabel('Role · Role: added who the model should be')).toBe(true);
    expect(repeatsLabel('Discount: discount applied')).toBe(true);
    expect(repeatsLabel('Role · added who the model should be')).toBe(false);
    expect(repeatsLabel('Status: Active')).toBe(false);
    expect(repeatsLabel('50% staff discount: 50% discount applied')).toBe(true);
    expect(repeatsLabel('50% staff discount applied')).toBe(false);
    expect(repeatsLabel('Partner programme: 25% off applied')).toBe(false);
    expect(miscapitalisedDimension('Others cite or adopt your ai strategy practice.')).toBe('ai strategy');
    expect(miscapitalisedDimension('Improve data management first')).toBe('data management');
    expect(miscapitalisedDimension('Write down an AI strategy')).toBeUndefined();
    expect(miscapitalisedDimension('Your Data Management score')).toBeUndefined();
  });
});

describe('the web app’s copy', () => {
  test('is read from every screen (the reader finds the texts it must judge)', () => {
    expect(texts.some(({ text }) => text.includes('AI Tools Workspace'))).toBe(true);
    expect(texts.some(({ text }) => text === 'Skip to content')).toBe(true);
    expect(sentences.length).toBeGreaterThan(500);
    for (const dir of SERVICE_COPY)
      expect(
        sentences.some(({ file }) => file.includes(`services/${dir}`)),
        dir,
      ).toBe(true);
  });

  test('dimension names keep their capitals', () => {
    const wrong = sentences.flatMap((text) => {
      const found = miscapitalisedDimension(text.text);
      return found ? [`${at(text)}: "${found}"`] : [];
    });
    expect(wrong).toEqual([]);
  });

  test('AI is written in capitals in a sentence', () => {
    const wrong = sentences.filter(({ text }) => /(^|[\s(])ai([\s,.:;)]|$)/.test(text)).map(at);
    expect(wrong).toEqual([]);
  });

  test('no label repeated as "X: X" or "X · X"', () => {
    expect(sentences.filter(({ text }) => repeatsLabel(text)).map(at)).toEqual([]);
  });

  test('no dimension or category lower-cased into a sentence', () => {
    const wrong = substitutions
      .filter(
        ({ template, expression }) =>
          /\btoLowerCase\(\)/.test(expression) &&
          /dimension|category/i.test(expression) &&
          / [a-z]/.test(template),
      )
      .map((substitution) => `${at(substitution)}: ${substitution.expression}`);
    expect(wrong).toEqual([]);
  });

  test('names no question count as a literal: every count comes from the live bank ({full}, {quick}, useQuestionCounts)', () => {
    // "75-question", "15 questions", "five questions in each dimension": an admin's added question makes them wrong.
    const literal =
      /\b(75|15|fifteen|seventy-five)[- ]questions?\b|\b(one|five|\d+) questions? (in|per) (each|every) dimension/i;
    expect(
      sentences.filter(({ text }) => literal.test(text)).map((text) => `${at(text)}: ${text.text}`),
    ).toEqual([]);
  });
});
