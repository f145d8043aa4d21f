import { ACCOUNT_API_ROUTES, ADMIN_USERS_API_ROUTES } from '@readiness/contracts/admin-users-api-routes';
import { AUTH_API_ROUTES } from '@readiness/contracts/auth-api-routes';
import {
  ORGANISATION_ADMIN_API_ROUTES,
  ORGANISATION_API_ROUTES,
} from '@readiness/contracts/organisations-api-routes';
import { createLogger } from '@readiness/service';
import { testRoutesMatchContracts } from '@readiness/testing/service-tests';
import { createAuthApp } from '../src/app.ts';
import type { AuthContext } from '../src/domain/context.ts';
import { loadEnv } from '../src/env.ts';

testRoutesMatchContracts({
  routes: {
    ...AUTH_API_ROUTES,
    ...ADMIN_USERS_API_ROUTES,
    ...ACCOUNT_API_ROUTES,
    ...ORGANISATION_API_ROUTES,
    ...ORGANISATION_ADMIN_API_ROUTES,
  },
  app: (keys) => {
    const logger = createLogger('auth', 'silent');
    // Only what is read before a handler: every probe of the shared test is answered before one runs.
    const ctx = {
      env: loadEnv({ NODE_ENV: 'test' }),
      logger,
      keys: { verifyKeys: keys },
    } as unknown as AuthContext;
    return createAuthApp(ctx, { logger, checks: {}, isShuttingDown: () => false });
  },
});
