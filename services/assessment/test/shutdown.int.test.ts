import { expect } from 'vitest';
import { testGracefulShutdown } from '@readiness/testing/service-tests';

testGracefulShutdown({
  service: 'assessment',
  duringDrain: async (base) => {
    // Requests that still arrive while it drains are answered.
    expect((await fetch(`${base}/api/assessments`)).status).toBe(401);
  },
});
testGracefulShutdown({ service: 'assessment', entry: 'dist/worker.js' });
