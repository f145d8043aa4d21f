import { beforeAll } from 'vitest';
import { waitForSharedStack } from './shared-stack.ts';

// A setup file of the stack projects (frontend-e2e and stack): their stacks start in the background while the fast
// phase runs (frontend/e2e/support/global-setup.ts), and each test file waits here for its worker's, before its own
// hooks run, however long the start takes.
beforeAll(async () => {
  await waitForSharedStack();
}, 30 * 60_000);
