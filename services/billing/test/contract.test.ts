import { BILLING_ADMIN_API_ROUTES, BILLING_API_ROUTES } from '@readiness/contracts/billing-api-routes';
import { createLogger } from '@readiness/service';
import { testRoutesMatchContracts } from '@readiness/testing/service-tests';
import { createBillingApp } from '../src/app.ts';
import type { BillingContext } from '../src/domain/context.ts';
import { loadEnv } from '../src/env.ts';

testRoutesMatchContracts({
  routes: { ...BILLING_API_ROUTES, ...BILLING_ADMIN_API_ROUTES },
  app: (keys) => {
    const logger = createLogger('billing', 'silent');
    // Only what is read before a handler: every probe of the shared test is answered before one runs.
    const ctx = { env: loadEnv({ NODE_ENV: 'test' }), logger } as unknown as BillingContext;
    return createBillingApp(ctx, keys, { logger, checks: {}, isShuttingDown: () => false });
  },
});
