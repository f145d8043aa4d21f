import { afterEach, beforeEach } from 'vitest';
import { assertNoUndeclaredProblems, describeOpenPages, resetPageProblems } from './page-problems.ts';

// Registered before each test file's own hooks, so this afterEach runs after theirs (Vitest runs after-hooks in
// reverse order): the file has closed its profiles by then.
beforeEach(() => resetPageProblems());
afterEach(async ({ task }) => {
  // A failed test's pages, before they are closed: what the browser showed when it failed.
  if (task.result?.state === 'fail')
    console.error(`What the pages of "${task.name}" showed when it failed:\n${await describeOpenPages()}`);
  await assertNoUndeclaredProblems();
});
