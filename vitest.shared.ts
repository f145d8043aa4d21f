import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

/*
 * `npm test` runs in three phases, one after the other (vitest's `sequence.groupOrder`), so that a failure in the
 * fast part shows within minutes:
 *   1. fast: unit, component and integration tests, several files at a time (each integration file has its own
 *      schema, NATS prefix and Redis prefix, so they run side by side as they are);
 *   2. stack: the browser tests and the integration tests of the whole built stack, against stacks started once
 *      for the run (frontend/e2e/support/global-setup.ts), one stack per worker;
 *   3. resilience: the tests that stop NATS, kill or signal a process, on private instances, after the rest (the
 *      `resilience` project, and `resilience-browser` for the browser test that kills a service under a user).
 * Every project of a phase must take the same number of workers (vitest refuses otherwise).
 */
export const PHASE = { fast: 0, stack: 1, resilience: 2 } as const;

const cores = availableParallelism();

/** Test files in flight at once in the fast phase: they mostly wait on PostgreSQL, NATS and Redis. */
export const FAST_WORKERS = Number(process.env.TEST_FAST_WORKERS ?? Math.max(2, cores + 1));
/** Browser test files at once, each worker with a stack and a chromium page of its own. */
export const STACK_WORKERS = Number(process.env.TEST_STACK_WORKERS ?? Math.min(2, cores));
/** Resilience test files at once: they time restarts and drains, so fewer than the fast phase. */
export const RESILIENCE_WORKERS = Number(process.env.TEST_RESILIENCE_WORKERS ?? Math.max(1, cores));

/**
 * The soak, kill and outage tests (the `resilience` project): a file named `*.resilience.test.ts`, and these
 * older ones, which stop NATS (`*outage*`, the buffered publisher), kill a consumer or worker mid-stream
 * (`resilience`, `worker`) or drain a built process on SIGTERM (`shutdown`). Their own workspaces leave them out.
 */
export const RESILIENCE_TESTS = [
  '**/*.resilience.test.ts',
  '**/*.chaos.test.ts',
  '**/*outage*.int.test.ts',
  '**/buffered-publisher.int.test.ts',
  '**/resilience.int.test.ts',
  '**/worker.int.test.ts',
  '**/shutdown.int.test.ts',
];

/**
 * The integration tests of the whole built stack (the `stack` project, phase 2): they use the stacks the browser
 * tests use (`useSharedStack()`), but the tracing test, which starts its own to send its spans to its collector.
 */
export const STACK_TESTS = ['**/auth-flow.int.test.ts', '**/tracing.int.test.ts', '**/*.stack.int.test.ts'];

/**
 * The browser tests that kill a process of a stack of their own (`frontend/e2e/*.resilience.e2e.test.ts`): the
 * `resilience-browser` project, in the resilience phase.
 */
export const RESILIENCE_BROWSER_TESTS = ['e2e/**/*.resilience.e2e.test.ts'];

/**
 * Files started first in their phase (vitest.sequencer.ts): each starts a whole stack of its own, which takes
 * longer than its size tells. The tracing test, a small file, otherwise came last in the stack phase and held it
 * open alone for 25 s while the other worker waited (a fresh clone's run on a slow day).
 */
export const RUN_FIRST = [
  /\.chaos\.test\.ts$/,
  /\.resilience\.e2e\.test\.ts$/,
  /\/gateway\/test\/tracing\.int\.test\.ts$/,
];

const EXCLUDED_BY_DEFAULT = ['**/node_modules/**', '**/dist/**'];

/** The defaults every backend test project uses (a workspace's, and the resilience and stack projects). */
export const backendTestDefaults = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} as const;

/** The defaults every backend workspace's vitest project uses. */
export function backendProject(name: string) {
  return defineProject({
    test: {
      ...backendTestDefaults,
      name,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: [...EXCLUDED_BY_DEFAULT, ...RESILIENCE_TESTS, ...STACK_TESTS],
      isolate: false,
      maxWorkers: FAST_WORKERS,
      sequence: { groupOrder: PHASE.fast },
    },
  });
}

/**
 * The browser tests' `expect.poll` waits up to 5 s by default (vitest's own default is 1 s), as Playwright's
 * assertions do: on a busy machine a page can take more than a second to show what it will show (a list after a
 * reload). A poll that checks something happens quickly says so with its own, shorter timeout.
 */
export const BROWSER_EXPECT = { poll: { timeout: 5_000 } };
