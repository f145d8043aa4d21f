// Every vetted template, and every offline answer for every language × category (with descriptions built to break
// out of a comment), compiles with the language's own compiler. The code is compiled, never run.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_CATEGORIES, CODE_LANGUAGES, type TCodeLanguage } from '@readiness/contracts/ai-tools';
import { generateCodeOffline } from '../src/providers/offline/generate-code.ts';
import { CODE_TEMPLATES } from '../src/providers/offline/templates/index.ts';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'ai-tools-compile-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const DESCRIPTIONS = [
  'Predict which customers will churn next month from their usage data',
  // Tries every way out of a one-line comment: line terminators, a C++ continuation, a Java unicode escape,
  // a trigraph, block-comment ends, quotes, and non-ASCII text.
  'Parse logs \\\nprint("escaped") \r\n*/ class Broken { \\u000a int x = ; ??/\u2028 alert(1) \u2029 """ \'\'\' ` Café 数据 😀 ends with a backslash \\',
  'x',
  `${'é'.repeat(150)}${'a'.repeat(150)} \\u000d`,
];

interface Source {
  name: string;
  code: string;
}

function sourcesFor(language: TCodeLanguage): Source[] {
  const sources: Source[] = CODE_TEMPLATES.filter((template) => template.language === language).map(
    (template) => ({
      name: `template ${template.id}`,
      code: template.code,
    }),
  );
  // Every template as an answer, headed by each description (its title leads, so that retrieval picks it).
  for (const template of CODE_TEMPLATES.filter((entry) => entry.language === language))
    DESCRIPTIONS.forEach((description, index) => {
      const answer = generateCodeOffline({
        description: `${template.title}: ${description}`,
        language,
        category: template.category,
      });
      if (answer.templateId !== template.id)
        throw new Error(`"${template.title}" did not pick ${template.id} but ${answer.templateId}`);
      sources.push({ name: `answer ${template.id} #${index}`, code: answer.code });
    });
  // A template whose names adapt to the description compiles with the names adapted, too.
  for (const template of CODE_TEMPLATES.filter((entry) => entry.language === language && entry.rename)) {
    const answer = generateCodeOffline({
      description: `exchange-rate ${template.title}`,
      language,
      category: template.category,
    });
    if (answer.templateId !== template.id || !/ExchangeRate/.test(answer.code))
      throw new Error(`"exchange-rate ${template.title}" was not adapted from ${template.id}`);
    sources.push({ name: `adapted ${template.id}`, code: answer.code });
  }
  return sources;
}

/** Writes each source into its own folder (Java classes and TS modules of the same names stay apart). */
function write(language: string, sources: Source[], file: string): string[] {
  return sources.map((source, index) => {
    const dir = join(root, language.replace(/\+/g, 'p'), String(index));
    mkdirSync(dir, { recursive: true });
    const path = join(dir, file);
    writeFileSync(path, source.code);
    return path;
  });
}

async function compileEach(sources: Source[], paths: string[], compile: (path: string) => Promise<unknown>) {
  const failures: string[] = [];
  await Promise.all(
    paths.map(async (path, index) => {
      try {
        await compile(path);
      } catch (error) {
        const details = error as { stderr?: string; stdout?: string; message: string };
        failures.push(`${sources[index]!.name}: ${details.stderr || details.stdout || details.message}`);
      }
    }),
  );
  return failures;
}

describe('the offline code library', () => {
  it('has at least 50 vetted templates, one or more for every language and category', () => {
    expect(CODE_TEMPLATES.length).toBeGreaterThanOrEqual(50);
    for (const language of CODE_LANGUAGES)
      for (const category of CODE_CATEGORIES)
        expect(
          CODE_TEMPLATES.some((template) => template.language === language && template.category === category),
          `${language} / ${category}`,
        ).toBe(true);
    expect(new Set(CODE_TEMPLATES.map((template) => template.id)).size).toBe(CODE_TEMPLATES.length);
  });

  it('says in every offline answer that it is the offline mode, and carries the request', () => {
    const answer = generateCodeOffline({
      description: 'Classify support tickets by intent',
      language: 'typescript',
      category: 'nlp',
    });
    expect(answer.explanation).toMatch(/offline mode/i);
    expect(answer.code).toContain('Classify support tickets by intent');
    expect(answer.templateId).toBe('typescript-text-classifier');
  });
});

/** Runs one compiler over a group of files; a failure's output names the file, mapped back to its source here. */
async function compileTogether(
  sources: Source[],
  paths: string[],
  compile: (paths: string[]) => Promise<unknown>,
) {
  try {
    await compile(paths);
    return [];
  } catch (error) {
    const details = error as { stderr?: string; stdout?: string; message: string };
    const output = `${details.stdout ?? ''}${details.stderr ?? ''}` || details.message;
    const named = paths.flatMap((path, index) => (output.includes(path) ? [sources[index]!.name] : []));
    return [`${named.join(', ') || 'unknown file'}:\n${output.slice(0, 4000)}`];
  }
}

describe('every template and offline answer compiles', () => {
  it('python: python3 -m py_compile', async () => {
    const sources = sourcesFor('python');
    const paths = write('python', sources, 'main.py');
    expect(
      await compileTogether(sources, paths, (all) => run('python3', ['-m', 'py_compile', ...all])),
    ).toEqual([]);
  });

  it('javascript: node --check (ES modules)', async () => {
    const sources = sourcesFor('javascript');
    const paths = write('javascript', sources, 'main.mjs');
    const failures: string[] = [];
    for (let i = 0; i < paths.length; i += 6)
      failures.push(
        ...(await compileEach(sources.slice(i, i + 6), paths.slice(i, i + 6), (path) =>
          run(process.execPath, ['--check', path]),
        )),
      );
    expect(failures).toEqual([]);
  });

  it('typescript: tsc --noEmit --strict', async () => {
    const sources = sourcesFor('typescript');
    const paths = write('typescript', sources, 'main.ts');
    const project = join(root, 'tsconfig.json');
    writeFileSync(
      project,
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ES2022',
          moduleResolution: 'bundler',
          lib: ['ES2022', 'DOM'],
          types: [],
          skipLibCheck: true,
        },
        files: paths,
      }),
    );
    const tsc = join(process.cwd(), 'node_modules', '.bin', 'tsc');
    expect(await compileTogether(sources, paths, () => run(tsc, ['-p', project]))).toEqual([]);
  }, 120_000);

  it('java: javac', async () => {
    const sources = sourcesFor('java');
    const paths = write('java', sources, 'Main.java');
    // One javac per group of files whose class names differ: the templates, then each description's answers.
    const groups = new Map<string, number[]>();
    sources.forEach((source, index) => {
      const group = source.name.startsWith('template')
        ? 'templates'
        : source.name.slice(source.name.indexOf('#'));
      groups.set(group, [...(groups.get(group) ?? []), index]);
    });
    const failures: string[] = [];
    for (const [group, indexes] of groups)
      failures.push(
        ...(await compileTogether(
          indexes.map((index) => sources[index]!),
          indexes.map((index) => paths[index]!),
          (files) =>
            run('javac', ['-encoding', 'US-ASCII', '-d', join(root, 'java-classes', group), ...files]),
        )),
      );
    expect(failures).toEqual([]);
  }, 120_000);

  it('c++: g++ -fsyntax-only (C++17, strict ISO, trigraphs on)', async () => {
    const sources = sourcesFor('c++');
    const paths = write('c++', sources, 'main.cpp');
    expect(
      await compileTogether(sources, paths, (all) =>
        run('g++', ['-std=c++17', '-trigraphs', '-Wall', '-Werror', '-fsyntax-only', ...all]),
      ),
    ).toEqual([]);
  }, 120_000);
});
