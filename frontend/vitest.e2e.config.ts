import { defineProject } from 'vitest/config';
import { BROWSER_EXPECT, PHASE, RESILIENCE_BROWSER_TESTS, STACK_WORKERS } from '../vitest.shared.ts';

/**
 * Browser tests: playwright-core drives Debian's chromium against the real stack (gateway, services, built SPA).
 * Long timeouts; the global setup builds the SPA (or takes `npm test`'s build) and starts one stack per worker in the
 * background, so the files that run side by side never share a stack. They run in the stack phase, after the fast tests
 * (vitest.shared.ts).
 */
export default defineProject({
  test: {
    name: 'frontend-e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    // Those that kill a service of a stack of their own run after, in the resilience phase (vitest.config.ts).
    exclude: RESILIENCE_BROWSER_TESTS,
    globalSetup: ['./e2e/support/global-setup.ts'],
    // Waits for the worker's stack, which starts while the fast phase runs; then fails each test on an HTTP error,
    // console error or page error it did not declare (support/page-problems.ts).
    setupFiles: ['../libs/testing/src/wait-for-shared-stack.setup.ts', './e2e/support/setup.ts'],
    testTimeout: 120_000,
    expect: BROWSER_EXPECT,
    hookTimeout: 300_000,
    maxWorkers: STACK_WORKERS,
    sequence: { groupOrder: PHASE.stack },
    pool: 'forks',
  },
});
