import { expect } from 'vitest';
import { testGracefulShutdown } from '@readiness/testing/service-tests';

testGracefulShutdown({
  service: 'billing',
  duringDrain: async (base) => {
    // Requests that still arrive while it drains are answered.
    expect((await fetch(`${base}/api/billing/purchases`)).status).toBe(401);
  },
});
