import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { FAST_WORKERS, PHASE } from '../vitest.shared.ts';

/**
 * Component tests (jsdom). The browser tests are the `frontend-e2e` project in vitest.e2e.config.ts: Vitest 4.1
 * does not nest projects, so the root config lists both files.
 *
 * The component test files share their worker's module cache (`isolate: false`): each file no longer imports
 * React, the router, Radix and the app's modules afresh, which took most of this project's time (128 s → about
 * 50 s on two cores). The files of a worker share its jsdom too: src/test/setup.ts empties the document, its title
 * and storage after each test, and dismisses the toasts sonner keeps in its module. A file that replaces a module (`vi.mock`) needs a module cache of its own, or it would see the
 * real module another file loaded first: those files are the `frontend-isolated` project
 * (vitest.isolated.config.ts), found here by what they contain, so a new one cannot be forgotten.
 */
const root = import.meta.dirname;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** The component test files that replace a module, which must each run in a module cache of their own. */
export const MODULE_MOCKING_TESTS = testFiles(join(root, 'src')).filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')),
);

/** What both component test projects share. */
export const componentTests = {
  root,
  environment: 'jsdom' as const,
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 15_000,
  maxWorkers: FAST_WORKERS,
  sequence: { groupOrder: PHASE.fast },
};

export default defineProject({
  plugins: [react()],
  test: {
    ...componentTests,
    name: 'frontend',
    exclude: ['**/node_modules/**', ...MODULE_MOCKING_TESTS],
    isolate: false,
  },
});
