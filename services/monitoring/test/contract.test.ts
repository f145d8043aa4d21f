import { MONITORING_API_ROUTES } from '@readiness/contracts/monitoring-api-routes';
import { createLogger } from '@readiness/service';
import { testRoutesMatchContracts } from '@readiness/testing/service-tests';
import { createMonitoringApp } from '../src/app.ts';
import type { MonitoringContext } from '../src/domain/context.ts';
import { loadEnv } from '../src/env.ts';

testRoutesMatchContracts({
  routes: MONITORING_API_ROUTES,
  app: (keys) => {
    const logger = createLogger('monitoring', 'silent');
    // Only what is read before a handler: every probe of the shared test is answered before one runs.
    const ctx = { env: loadEnv({ NODE_ENV: 'test' }), logger } as unknown as MonitoringContext;
    return createMonitoringApp(ctx, keys, { logger, checks: {}, isShuttingDown: () => false });
  },
});
