import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { FAST_WORKERS, PHASE } from '../vitest.shared.ts';

/**
 * Component tests (jsdom). The browser tests are the `frontend-e2e` project in vitest.e2e.config.ts: Vitest 4.1
 * does not nest projects, so the root config lists both files.
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'frontend',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
    maxWorkers: FAST_WORKERS,
    sequence: { groupOrder: PHASE.fast },
  },
});
