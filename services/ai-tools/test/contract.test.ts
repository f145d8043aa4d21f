import { AI_TOOLS_API_ROUTES } from '@readiness/contracts/ai-tools-api-routes';
import { createLogger } from '@readiness/service';
import { testRoutesMatchContracts } from '@readiness/testing/service-tests';
import { createAiToolsApp } from '../src/app.ts';
import type { AiToolsContext } from '../src/domain/context.ts';
import { loadEnv } from '../src/env.ts';

testRoutesMatchContracts({
  routes: AI_TOOLS_API_ROUTES,
  app: (keys) => {
    const logger = createLogger('ai-tools', 'silent');
    // Only what is read before a handler: every probe of the shared test is answered before one runs.
    const ctx = { env: loadEnv({ NODE_ENV: 'test' }), logger } as unknown as AiToolsContext;
    return createAiToolsApp(ctx, keys, { logger, checks: {}, isShuttingDown: () => false });
  },
});
