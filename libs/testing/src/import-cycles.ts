import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'generated', 'coverage', '.run', '.turbo']);

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFilesUnder(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every file's imports that land on another source file of the tree: `import`, `import type`, `export … from`
 * and `import()` alike (a type-only circle is a circle of the design all the same). Workspace packages
 * (`@readiness/*`) resolve through node_modules' links to their real folders, so circles across libs count too.
 */
export function importGraph(root: string, folders: readonly string[]): Map<string, string[]> {
  const realRoot = realpathSync(root);
  const files = folders.flatMap((folder) => sourceFilesUnder(join(realRoot, folder)));
  const known = new Set(files);
  const host = ts.sys;
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, COMPILER_OPTIONS, host).resolvedModule;
      if (!resolved) continue;
      const target = realpathSync(resolved.resolvedFileName);
      if (known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return new Map(
    [...graph].map(([file, targets]) => [rel(realRoot, file), targets.map((t) => rel(realRoot, t))]),
  );
}

const rel = (root: string, file: string) => relative(root, file).split(sep).join('/');

/**
 * The import circles of a graph: each strongly connected group of two or more files (or a file importing
 * itself), as its files sorted, found with Tarjan's algorithm (iterative: a long chain must not overflow the stack).
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      if (group.length > 1 || targets.includes(frame.node)) cycles.push(group.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
