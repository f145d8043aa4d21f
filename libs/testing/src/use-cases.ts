import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * One use case per verb-named file, measured: a use case is a function of a service's `src/domain/` that takes the
 * context first (`ctx`, or a `…Context` type) and that something outside the domain calls (a route, a consumer, a
 * job, the wiring). A file exporting two of them holds two use cases. Helpers that take the context but only other
 * use cases call (a view builder, a limit check) are not counted: they are a file named for what they do.
 * Run it: `npx tsx libs/testing/src/use-cases.ts`.
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/generated/');
const isDomain = (file: string) => /^services\/[^/]+\/src\/domain\//.test(file);

function takesContext(sf: ts.SourceFile, parameter: ts.ParameterDeclaration | undefined): boolean {
  if (!parameter) return false;
  return (
    /^(ctx|context)$/.test(parameter.name.getText(sf)) || /Context\b/.test(parameter.type?.getText(sf) ?? '')
  );
}

/** The names a domain file exports as functions taking the context. */
function contextFunctions(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.canHaveModifiers(statement)) continue;
    if (!ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
      continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && takesContext(sf, statement.parameters[0]))
      names.add(statement.name.text);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (
          value &&
          (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) &&
          takesContext(sf, value.parameters[0])
        )
          names.add(declaration.name.getText(sf));
      }
  }
  return names;
}

/** The use cases of each domain file that something outside the domain calls (`path → names`). */
export function measureUseCases(root = REPO_ROOT): Map<string, string[]> {
  const files = execFileSync('git', ['ls-files', 'services'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && isSource(file));
  const parse = (file: string) =>
    ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const exported = new Map(files.filter(isDomain).map((file) => [file, contextFunctions(parse(file))]));
  const called = new Map<string, Set<string>>();
  for (const file of files.filter((file) => !isDomain(file))) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(dirname(file), specifier)).replace(/\.js$/, '.ts');
      const names = exported.get(target);
      const bindings = statement.importClause?.namedBindings;
      if (!names || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (names.has(name)) called.set(target, (called.get(target) ?? new Set()).add(name));
      }
    }
  }
  return new Map(
    [...called]
      .map(([file, names]) => [file, [...names].sort()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const several = [...measureUseCases()].filter(([, names]) => names.length > 1);
  for (const [file, names] of several) console.log(`${names.length}  ${file}: ${names.join(', ')}`);
  console.log(`domain files holding several use cases: ${several.length}`);
}
