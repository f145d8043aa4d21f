import { defineConfig } from 'vitest/config';
import RunLongFirst from './vitest.sequencer.ts';
import {
  backendTestDefaults,
  BROWSER_EXPECT,
  PHASE,
  RESILIENCE_BROWSER_TESTS,
  RESILIENCE_TESTS,
  RESILIENCE_WORKERS,
  STACK_TESTS,
  STACK_WORKERS,
} from './vitest.shared.ts';

// One project per workspace; integration tests (*.int.test.ts) talk to the machine's real
// PostgreSQL, Redis and NATS, each file in its own schema, streams and queue prefix. The run's three phases
// (fast, stack, resilience) are described in vitest.shared.ts.
export default defineConfig({
  test: {
    // The phases in order, and within one the files that start a stack of their own first (vitest.sequencer.ts).
    sequence: { sequencer: RunLongFirst },
    // The browser tests are a project of their own: vitest does not nest projects.
    projects: [
      'libs/*',
      'services/*',
      'gateway',
      'deploy',
      'scripts',
      'frontend',
      'frontend/vitest.isolated.config.ts',
      'frontend/vitest.e2e.config.ts',
      {
        test: {
          ...backendTestDefaults,
          name: 'stack',
          include: STACK_TESTS.map((pattern) => `{libs,services,gateway}/${pattern}`),
          // The stacks the browser tests use, started once for both projects, in the background: each file waits
          // for its worker's.
          globalSetup: ['./frontend/e2e/support/global-setup.ts'],
          setupFiles: ['./libs/testing/src/wait-for-shared-stack.setup.ts'],
          hookTimeout: 300_000,
          maxWorkers: STACK_WORKERS,
          sequence: { groupOrder: PHASE.stack },
        },
      },
      {
        test: {
          ...backendTestDefaults,
          name: 'resilience',
          include: RESILIENCE_TESTS.map((pattern) => `{libs,services,gateway}/${pattern}`),
          testTimeout: 60_000,
          maxWorkers: RESILIENCE_WORKERS,
          sequence: { groupOrder: PHASE.resilience },
        },
      },
      {
        test: {
          name: 'resilience-browser',
          root: './frontend',
          environment: 'node',
          include: RESILIENCE_BROWSER_TESTS,
          // Fails each test on an HTTP, console or page error it did not declare (support/page-problems.ts).
          setupFiles: ['./e2e/support/setup.ts'],
          testTimeout: 120_000,
          expect: BROWSER_EXPECT,
          hookTimeout: 300_000,
          pool: 'forks',
          maxWorkers: RESILIENCE_WORKERS,
          sequence: { groupOrder: PHASE.resilience },
        },
      },
    ],
  },
});
