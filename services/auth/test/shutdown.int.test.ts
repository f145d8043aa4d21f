import { expect } from 'vitest';
import { testGracefulShutdown } from '@readiness/testing/service-tests';
import { newUser } from './harness.ts';

// Registrations hash passwords with argon2id: slow enough to still be running when the signal arrives, and each
// must be answered and stored with its event.
testGracefulShutdown({
  service: 'auth',
  beforeSignal: async (base) => {
    const users = Array.from({ length: 6 }, () => newUser());
    const inFlight = users.map((user, index) =>
      fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': `10.9.${index}.1` },
        body: JSON.stringify(user),
      }).then((response) => response.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    return async () => expect(await Promise.all(inFlight)).toEqual(users.map(() => 201));
  },
  duringDrain: async (base) => {
    // Requests that still arrive while it drains are answered.
    expect((await fetch(`${base}/api/auth/user`)).status).toBe(401);
  },
});
