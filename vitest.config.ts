import { defineConfig } from 'vitest/config';

// One project per workspace; integration tests (*.int.test.ts) talk to the machine's real
// PostgreSQL, Redis and NATS, each file in its own schema, streams and queue prefix.
export default defineConfig({
  test: {
    // The browser tests are a project of their own: vitest does not nest projects.
    projects: ['libs/*', 'services/*', 'gateway', 'deploy', 'frontend', 'frontend/vitest.e2e.config.ts'],
  },
});
