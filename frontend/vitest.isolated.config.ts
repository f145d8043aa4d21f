import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { componentTests, MODULE_MOCKING_TESTS } from './vitest.config.ts';

/** The component test files that replace a module (`vi.mock`), each in a module cache of its own (vitest.config.ts). */
export default defineProject({
  plugins: [react()],
  test: {
    ...componentTests,
    name: 'frontend-isolated',
    include: MODULE_MOCKING_TESTS,
    isolate: true,
  },
});
