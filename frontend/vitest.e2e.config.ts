import { defineProject } from 'vitest/config';

/**
 * Browser tests: playwright-core drives Debian's chromium against the real stack (gateway, services, built SPA).
 * One file at a time, long timeouts; the global setup builds frontend/dist first.
 */
export default defineProject({
  test: {
    name: 'frontend-e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    // Fails each test on an HTTP error, console error or page error it did not declare (support/page-problems.ts).
    setupFiles: ['./e2e/support/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
