import { NOTIFICATIONS_ADMIN_API_ROUTES } from '@readiness/contracts/notifications-api-routes';
import { createLogger } from '@readiness/service';
import { testRoutesMatchContracts } from '@readiness/testing/service-tests';
import { createNotificationsApp } from '../src/app.ts';
import type { NotificationsContext } from '../src/domain/context.ts';
import { loadEnv } from '../src/env.ts';

testRoutesMatchContracts({
  routes: NOTIFICATIONS_ADMIN_API_ROUTES,
  app: (keys) => {
    const logger = createLogger('notifications', 'silent');
    // Only what is read before a handler: every probe of the shared test is answered before one runs.
    const ctx = { env: loadEnv({ NODE_ENV: 'test' }), logger } as unknown as NotificationsContext;
    return createNotificationsApp(ctx, keys, { logger, checks: {}, isShuttingDown: () => false });
  },
});
