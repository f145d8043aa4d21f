import { expect } from 'vitest';
import { testGracefulShutdown } from '@readiness/testing/service-tests';

testGracefulShutdown({
  service: 'monitoring',
  duringDrain: async (base) => {
    // Requests that still arrive while it drains are answered.
    expect((await fetch(`${base}/api/monitoring/quick-view`)).status).toBe(401);
  },
});
