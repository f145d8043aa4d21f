import { expect } from 'vitest';
import { testGracefulShutdown } from '@readiness/testing/service-tests';

testGracefulShutdown({
  service: 'ai-tools',
  duringDrain: async (base) => {
    // Requests that still arrive while it drains are answered.
    expect((await fetch(`${base}/api/ai-tools/usage-stats`)).status).toBe(401);
  },
});
testGracefulShutdown({ service: 'ai-tools', entry: 'dist/worker.js' });
