import { afterEach, beforeEach } from 'vitest';
import { assertNoUndeclaredProblems, resetPageProblems } from './page-problems.ts';

// Registered before each test file's own hooks, so this afterEach runs after theirs (Vitest runs after-hooks in
// reverse order): the file has closed its profiles by then.
beforeEach(() => resetPageProblems());
afterEach(() => assertNoUndeclaredProblems());
