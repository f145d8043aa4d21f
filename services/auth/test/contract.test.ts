import { expect, it } from 'vitest';
import { API_ROUTES } from '@readiness/contracts/api-routes';
import { createLogger, listApiRoutes } from '@readiness/service';
import { createAuthApp } from '../src/app.ts';
import type { AuthContext } from '../src/domain/context.ts';
import { loadEnv } from '../src/env.ts';

it('serves exactly the routes its contracts describe', () => {
  // Only the route table is read: the context is never called.
  const ctx = {
    env: loadEnv({}),
    logger: createLogger('auth', 'silent'),
    keys: { verifyKeys: () => undefined },
  } as unknown as AuthContext;
  const served = listApiRoutes(createAuthApp(ctx, {}));
  const described = API_ROUTES.filter((route) => route.service === 'auth').map(
    (route) => `${route.method.toUpperCase()} ${route.path}`,
  );
  expect(served).toEqual(described.sort());
});
