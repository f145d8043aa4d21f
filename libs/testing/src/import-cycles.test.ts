import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-cycles.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Every folder of the repository that holds code (tests too: a test file in a circle is a circle). */
const CODE_FOLDERS = ['libs', 'services', 'gateway', 'frontend', 'scripts', 'bench', 'deploy'];

describe('import circles', () => {
  it('none in the repository, type-only imports included', () => {
    const graph = importGraph(ROOT, CODE_FOLDERS);
    // The walk must have read the tree: a resolver that found nothing would find no circle either.
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('libs/contracts/src/api-routes.ts')).toContain('libs/contracts/src/auth-api-routes.ts');
    expect(graph.get('frontend/src/main.tsx')?.length).toBeGreaterThan(0);
    expect(findCycles(graph), 'break each circle: move what both files need into a file of its own').toEqual(
      [],
    );
  });

  describe('the walk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };

    it('finds a circle made of type-only imports and re-exports, and leaves a chain alone', () => {
      write('src/a.ts', "import type { B } from './b.ts';\nexport type A = B;\n");
      write('src/b.ts', "export * from './c.ts';\nexport type B = string;\n");
      write('src/c.tsx', "export type { A } from './a.ts';\n");
      write('src/d.ts', "import { x } from './e.ts';\nexport const y = x;\n");
      write('src/e.ts', 'export const x = 1;\n');
      write('src/f.ts', "export const self = () => import('./f.ts');\n");
      const cycles = findCycles(importGraph(dir, ['src']));
      expect(cycles).toEqual([['src/a.ts', 'src/b.ts', 'src/c.tsx'], ['src/f.ts']]);
    });
  });
});
