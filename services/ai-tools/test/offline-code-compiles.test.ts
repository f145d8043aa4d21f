// Every vetted template, and every offline answer for every language × category (with descriptions built to break
// out of a comment), compiles with the language's own compiler. The code is compiled, never run.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
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

/** Runs `compile` on each file, two at a time; a failure is named by its source. */
async function compileEach(
  sources: Source[],
  paths: string[],
  compile: (path: string, index: number) => Promise<unknown>,
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < paths.length; index = next++) {
      try {
        await compile(paths[index]!, index);
      } catch (error) {
        const details = error as { stderr?: string; stdout?: string; message: string };
        failures.push(`${sources[index]!.name}: ${details.stderr || details.stdout || details.message}`);
      }
    }
  };
  await Promise.all([lane(), lane()]);
  return failures;
}

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

/** Parses each file named on its command line as an ES module (what `node --check` does), in one process. */
const CHECK_MODULES = `import { readFileSync } from 'node:fs';
import { SourceTextModule } from 'node:vm';
for (const file of process.argv.slice(2)) {
  try {
    new SourceTextModule(readFileSync(file, 'utf8'), { identifier: file });
  } catch (error) {
    process.exitCode = 1;
    console.error(\`\${file}: \${error}\`);
  }
}
`;

/** javac over groups of files in one JVM: `java CompileGroups.java <classes dir> -- a.java b.java -- c.java`. */
const COMPILE_GROUPS = `import java.util.ArrayList;
import java.util.List;
import javax.tools.ToolProvider;

class CompileGroups {
  public static void main(String[] args) {
    var javac = ToolProvider.getSystemJavaCompiler();
    var failed = false;
    var group = new ArrayList<String>();
    var index = 0;
    for (var at = 1; at <= args.length; at++) {
      if (at < args.length && !args[at].equals("--")) {
        group.add(args[at]);
        continue;
      }
      if (!group.isEmpty()) {
        var options = new ArrayList<>(List.of("-encoding", "US-ASCII", "-d", args[0] + "/" + index++));
        options.addAll(group);
        if (javac.run(null, System.out, System.err, options.toArray(new String[0])) != 0) failed = true;
      }
      group.clear();
    }
    System.exit(failed ? 1 : 0);
  }
}
`;

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
    // One node for every file instead of one `node --check` each: V8 parses each as an ES module, as --check does.
    const checker = join(root, 'check-modules.mjs');
    writeFileSync(checker, CHECK_MODULES);
    expect(
      await compileTogether(sources, paths, (all) =>
        run(process.execPath, ['--experimental-vm-modules', '--no-warnings', checker, ...all]),
      ),
    ).toEqual([]);
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
    // One javac run per group of files whose class names differ: the templates, each description's answers, each
    // adapted answer; all in one JVM (CompileGroups), which starts and warms up the compiler once.
    const groups = new Map<string, number[]>();
    sources.forEach((source, index) => {
      const group = source.name.startsWith('template')
        ? 'templates'
        : source.name.startsWith('answer')
          ? source.name.slice(source.name.indexOf('#'))
          : source.name;
      groups.set(group, [...(groups.get(group) ?? []), index]);
    });
    const compiler = join(root, 'CompileGroups.java');
    writeFileSync(compiler, COMPILE_GROUPS);
    const args = [...groups.values()].flatMap((indexes) => ['--', ...indexes.map((index) => paths[index]!)]);
    expect(
      await compileTogether(sources, paths, () =>
        run('java', [compiler, join(root, 'java-classes'), ...args], { maxBuffer: 16 * 1024 * 1024 }),
      ),
    ).toEqual([]);
  }, 120_000);

  it('c++: g++ -fsyntax-only (C++17, strict ISO, trigraphs on)', async () => {
    const sources = sourcesFor('c++');
    const paths = write('c++', sources, 'main.cpp');
    const flags = ['-std=c++17', '-trigraphs', '-Wall', '-Werror'];
    // What the compiler proper reads: the translation unit after g++'s preprocessor (the same flags, so a trigraph
    // or comment warning fails it too), without its line markers and blank lines.
    const translationUnit = async (path: string) => {
      const { stdout } = await run('g++', [...flags, '-E', path], { maxBuffer: 256 * 1024 * 1024 });
      const lines = stdout.split('\n').filter((line) => line.trim() !== '' && !/^# \d+ "/.test(line));
      return createHash('sha256').update(lines.join('\n')).digest('hex');
    };
    // A file g++ reads the same as a template that compiles compiles too: an answer is its template headed by a
    // comment, and only the answers whose comment leaks into the code (or whose code differs) are compiled again.
    const units = new Map<number, string>();
    const preprocessed = await compileEach(sources, paths, async (path, index) =>
      units.set(index, await translationUnit(path)),
    );
    const templateUnit = new Map(
      sources.flatMap((source, index) =>
        source.name.startsWith('template ')
          ? [[source.name.slice('template '.length), units.get(index)]]
          : [],
      ),
    );
    const toCompile = sources.flatMap((source, index) => {
      const templateId = source.name.replace(/^(template|answer|adapted) /, '').replace(/ #\d+$/, '');
      const same =
        !source.name.startsWith('template ') &&
        units.has(index) &&
        units.get(index) === templateUnit.get(templateId);
      return same ? [] : [index];
    });
    // g++ reads its files one after the other: two halves side by side, one per core.
    const half = Math.ceil(toCompile.length / 2);
    const halves = await Promise.all(
      [0, half].map((from) => {
        const some = toCompile.slice(from, from + half);
        return compileTogether(
          some.map((index) => sources[index]!),
          some.map((index) => paths[index]!),
          (files) => run('g++', [...flags, '-fsyntax-only', ...files]),
        );
      }),
    );
    expect([...preprocessed, ...halves.flat()]).toEqual([]);
    // The templates, the adapted answers, and no more than a few answers are compiled in full.
    expect(toCompile.length).toBeLessThan(sources.length / 2);
  }, 120_000);
});
