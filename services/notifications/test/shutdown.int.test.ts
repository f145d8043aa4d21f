import { expect } from 'vitest';
import { testGracefulShutdown } from '@readiness/testing/service-tests';

testGracefulShutdown({
  service: 'notifications',
  duringDrain: async (base) => {
    // Requests that still arrive while it drains are answered.
    expect((await fetch(`${base}/api/admin/notifications/emails`)).status).toBe(401);
  },
});
